/**
 * Sample data of the dashboard's stories (imported by *.stories.tsx only). Its shapes are the contract's;
 * screen tests use the simulator's real data instead.
 */
import type { BalanceSummary } from '@/contract/account';
import type { Project } from '@/contract/projects';
import type { ChartPoint } from '../model/chart-points';

export const sampleBalances: BalanceSummary = {
  VALORCUENTA: '38750.42',
  DISPONIBLE: '25000.00',
  INVERTIDO: '12500.00',
  GANANCIAS: '312.75',
  GANANCIASESPERADA: '1489.33',
  RETORNO: '4312.75',
  RETIRO: '1500.00',
  DEPOSITO: '750.00',
  OFERTA: '2050.10',
  RETENCION: '1250.42',
};

export const largeBalances: BalanceSummary = {
  ...sampleBalances,
  VALORCUENTA: '1234567890.12',
  DISPONIBLE: '987654321.98',
};

export const sampleChartPoints: ChartPoint[] = [
  ['01/06/2026', '500.00'],
  ['18/07/2026', '2500.00'],
  ['02/08/2026', '4000.00'],
  ['21/09/2026', '7500.00'],
  ['05/10/2026', '9800.00'],
  ['15/11/2026', '12500.00'],
].map(([fecha, amount]) => ({ fecha: fecha!, amount: amount!, monto: Number(amount) }));

const names = [
  ['Edificio Mirador del Parque', 'Constructora Andina S.A.S.', 'Inmobiliario', 'A+'],
  ['Facturas de Agroexportadora del Sur', 'Agroexportadora del Sur', 'Factoring', 'A'],
  ['Planta solar La Esperanza', 'Energías Renovables del Caribe', 'Energía', 'A++'],
  ['Flota de reparto eléctrica', 'Logística Urbana S.A.', 'Transporte', 'Medio'],
  ['Cosecha de café especial 2027', 'Cafés de Altura', 'Agroindustria', 'Bajo'],
  ['Ampliación Clínica Santa Lucía', 'Salud Integral S.A.', 'Salud', 'A'],
  ['Centro logístico Norte', 'Parques Industriales S.A.', 'Inmobiliario', 'Alto'],
] as const;

export function sampleProject(i: number): Project {
  const [name, issuer, category, risk] = names[i % names.length]!;
  const total = 50_000 + i * 12_500;
  const invested = Math.round(total * (0.15 + ((i * 0.13) % 0.8)));
  return {
    id: i + 1,
    code: `PRJ-${String(1001 + i)}`,
    name: i < names.length ? name : `${name} ${i + 1}`,
    nrocontrato: `CT-2026-${String(i + 1).padStart(4, '0')}`,
    description:
      'Financiamiento de la etapa de ejecución con garantía del flujo de caja del emisor y pagos al vencimiento.',
    imagen: null,
    video: null,
    file: null,
    pdf_oferente: null,
    brouchure: null,
    tipo: 'Préstamo',
    category,
    category_id: 1 + (i % 4),
    country_iso: ['CO', 'PE', 'EC', 'MX'][i % 4]!,
    issuer,
    oferente: issuer,
    oferente_id: null,
    loan_type: 'Corto plazo',
    contract_type: 'Mutuo',
    risk,
    warranty: ['Hipotecaria', 'Prendaria', 'Fiduciaria'][i % 3]!,
    status: 'ACTIVO',
    start_date: '2026-10-01 00:00:00',
    end_date: `2027-0${1 + (i % 9)}-15 00:00:00`,
    date_max_investment: '2026-12-31 00:00:00',
    finished_date: null,
    approval_date: '2026-09-20 00:00:00',
    approved_by: null,
    frequency_payment: 'Al vencimiento',
    amount: `${total}.00`,
    amount_investment: `${invested}.00`,
    amount_reserved: '0.00',
    amount_proyecto: `${total}.00`,
    amount_invertido: `${invested}.00`,
    disponible: `${total - invested}.00`,
    disponiblewallet: `${total - invested}.00`,
    percentage_investment: '0',
    percentage_enable: '100',
    ganancia: '6',
    min_amount_start: '50.00',
    quantity: 1,
    total_inversores: 3 + i * 2,
    fee_total_contract: '12',
    tax_referential_client: String(10 + (i % 5) * 1.5),
    tax_referential_panther: '2',
    tax_price_cuota: '0',
    delay_percentage: '0',
    cuenta_negociador: null,
    dias: 180,
    tiemporemanente: 120,
    porcentaje_diario: '0.0333',
    currency_code: 'USDT',
    cantidad_parcelas_asociadas: 0,
    parcelasasociadas: null,
    relevancia: ((i % 3) + 1) as 1 | 2 | 3,
    created_at: '2026-09-15 00:00:00',
    created_by: null,
    updated_at: '2026-09-15 00:00:00',
    updated_by: null,
    email_sent: 0,
  };
}

export const sampleProjects: Project[] = Array.from({ length: 8 }, (_, i) => sampleProject(i));
