import { describe, expect, it } from 'vitest';
import { project } from '@/contract/schemas/projects';
import type { ProjectRecord } from '../store/records';
import { DAY_MS, endOfDay, startOfDay } from './dates';
import { microOf } from './money';
import { isProjectOpen, percentForDays, presentProject, projectAvailableMicro } from './project-view';

const NOW = Date.UTC(2026, 10, 22, 12);

const record = (over: Partial<ProjectRecord> = {}): ProjectRecord & { id: number } => ({
  id: 9,
  code: 'PRY-0009',
  nrocontrato: 'CT-2026-0009',
  name: 'Cafetal <b>La Esperanza</b>',
  description: 'Proyecto de café.',
  imagen: '/img/cafe.jpg',
  video: '',
  file: 'documentos/contrato-de-inversion.pdf',
  pdf_oferente: 'null',
  brouchure: '',
  tipoId: 2,
  category: 'Agricultura',
  categoryId: 1,
  country_iso: 'CO',
  countryId: 82,
  actividadId: 1,
  issuer: 'Cafetales del Quindío S.A.S.',
  oferenteId: null,
  loan_type: 'Préstamo',
  contract_type: 'Mutuo',
  risk: 'A+',
  warranty: 'Hipotecaria',
  status: 'ACTIVO',
  startAt: startOfDay(NOW - 100 * DAY_MS) + 9 * 3_600_000,
  endAt: endOfDay(NOW + 200 * DAY_MS),
  maxInvestmentAt: endOfDay(NOW + 200 * DAY_MS),
  amountMicro: microOf(100_000),
  invertidoMicro: microOf(25_000),
  reservedMicro: microOf(5_000),
  total_inversores: 12,
  tax_referential_client: '12.00',
  fee_total_contract: '9.90',
  porcentaje_diario: '0.032877',
  frequency_payment: 'Mensual',
  currency_code: 'USDT',
  relevancia: 2,
  createdAt: NOW - 110 * DAY_MS,
  ...over,
});

describe('project view', () => {
  it('ENT-05 API-21 presents a project with every documented field in its documented form', () => {
    const view = presentProject(record(), {
      now: NOW,
      tipo: 'Factoring',
      parcels: ['Parcela 1 de 2', 'Parcela 2 de 2'],
      walletMicro: microOf(1_234, 5),
      world: 'real',
    });
    expect(project.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 9,
      name: 'Cafetal <b>La Esperanza</b>',
      tipo: 'Factoring',
      amount: '100000.00',
      amount_invertido: '25000.00',
      amount_reserved: '5000.00',
      disponible: '70000.00',
      disponiblewallet: '1234.05',
      percentage_investment: '25.00',
      percentage_enable: '75.00',
      min_amount_start: '50.00',
      dias: 300,
      tiemporemanente: 200,
      // 200 days × 0.032877 % = 6.5754 %.
      ganancia: '6.58',
      cantidad_parcelas_asociadas: 2,
      parcelasasociadas: 'Parcela 1 de 2, Parcela 2 de 2',
      pdf_oferente: 'null',
      relevancia: 2,
    });
  });

  it('ENT-05 offers the available amount as min_amount_start when it is below 50', () => {
    const low = record({ invertidoMicro: microOf(100_000) - microOf(37, 50), reservedMicro: 0 });
    const view = presentProject(low, { now: NOW, tipo: '', parcels: [], walletMicro: 0, world: 'real' });
    expect(view.min_amount_start).toBe('37.50');
    expect(view.parcelasasociadas).toBeNull();
  });

  it('API-21 counts a project as open while active, started, before its deadlines and not fully taken', () => {
    expect(isProjectOpen(record(), NOW)).toBe(true);
    expect(isProjectOpen(record({ status: 'FINALIZADO' }), NOW)).toBe(false);
    expect(isProjectOpen(record({ startAt: NOW + 1 }), NOW)).toBe(false);
    expect(isProjectOpen(record({ endAt: NOW }), NOW)).toBe(false);
    expect(isProjectOpen(record({ maxInvestmentAt: NOW - 1 }), NOW)).toBe(false);
    expect(isProjectOpen(record({ invertidoMicro: microOf(95_000) }), NOW)).toBe(false);
    expect(projectAvailableMicro(record({ invertidoMicro: microOf(99_000) }))).toBe(0);
  });

  it('computes a percentage over days exactly, to 2 decimals', () => {
    expect(percentForDays('0.032877', 0)).toBe('0.00');
    expect(percentForDays('0.05', 365)).toBe('18.25');
    expect(percentForDays('0.0342', 1)).toBe('0.03');
    expect(() => percentForDays('abc', 1)).toThrow();
  });
});
