/**
 * ENT-05: a primary-market project as the server answers it, from its record. Pure: the store supplies the
 * record, its offer type's name, its parcels and the caller's wallet. Amounts are 2-decimal strings; rates
 * and percentages decimal strings; dias and tiemporemanente whole days counted like the yields (yield.ts).
 */
import { MIN_INVESTMENT_USDT } from '@/contract/limits';
import type { Project } from '@/contract/schemas/projects';
import type { ProjectRecord } from '../store/records';
import { formatDateTime } from './dates';
import { formatBp, formatMicro, microOf, mulDivRound, parseScaled } from './money';
import { projectInWorld, type World } from './worlds';
import { contractDays, remainingDays } from './yield';

/** The stated minimum investment (CONST-01, SRV-22): 50, or the available amount when that is lower. */
export const MIN_INVESTMENT_MICRO = microOf(MIN_INVESTMENT_USDT);

/** Refusals of the primary market's lookups. */
export const projectMessages = {
  unknownContract: 'No existe un proyecto con ese número de contrato',
  unknownActivity: 'La actividad seleccionada no existe',
} as const;

export interface ProjectViewContext {
  now: number;
  /** The name of the project's offer type (tipo). */
  tipo: string;
  /** Names of the parcels associated with its contract. */
  parcels: readonly string[];
  /** The caller's DISPONIBLE (disponiblewallet). */
  walletMicro: number;
  /** SRV-50: the caller's world, whose invested amount and investors the project shows. */
  world: World;
}

/** Available amount of a project: amount − invested − reserved, never below zero. */
export function projectAvailableMicro(
  p: Pick<ProjectRecord, 'amountMicro' | 'invertidoMicro' | 'reservedMicro'>,
): number {
  return Math.max(0, p.amountMicro - p.invertidoMicro - p.reservedMicro);
}

/** A project takes investments while it is active, started, before its deadlines and not fully taken. */
export function isProjectOpen(p: ProjectRecord, now: number): boolean {
  return (
    p.status === 'ACTIVO' &&
    p.startAt <= now &&
    now < p.endAt &&
    now <= p.maxInvestmentAt &&
    projectAvailableMicro(p) > 0
  );
}

/** days × porcentaje_diario as a percentage with 2 decimals (ganancia: the gain still to come). */
export function percentForDays(porcentajeDiario: string, days: number): string {
  const scaled = parseScaled(porcentajeDiario, 8);
  if (scaled === null) throw new RangeError(`Porcentaje diario no válido: ${porcentajeDiario}`);
  // scaled is percent × 10^8; × days, then to basis points (percent × 100), rounded half away from zero.
  const bp = mulDivRound(Number(scaled), days, 1_000_000);
  return formatBp(bp);
}

export function presentProject(stored: ProjectRecord & { id: number }, ctx: ProjectViewContext): Project {
  const record = projectInWorld(stored, ctx.world);
  const available = projectAvailableMicro(record);
  const investedBp =
    record.amountMicro > 0
      ? Math.min(10_000, mulDivRound(record.invertidoMicro, 10_000, record.amountMicro))
      : 0;
  const remaining = remainingDays(record.startAt, record.endAt, ctx.now);
  const created = formatDateTime(record.createdAt);
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    nrocontrato: record.nrocontrato,
    description: record.description,
    imagen: record.imagen,
    video: record.video,
    file: record.file,
    pdf_oferente: record.pdf_oferente,
    brouchure: record.brouchure,
    tipo: ctx.tipo,
    category: record.category,
    category_id: record.categoryId,
    country_iso: record.country_iso,
    issuer: record.issuer,
    oferente: record.issuer,
    oferente_id: record.oferenteId,
    loan_type: record.loan_type,
    contract_type: record.contract_type,
    risk: record.risk,
    warranty: record.warranty,
    status: record.status,
    start_date: formatDateTime(record.startAt),
    end_date: formatDateTime(record.endAt),
    date_max_investment: formatDateTime(record.maxInvestmentAt),
    finished_date: null,
    approval_date: created,
    approved_by: null,
    frequency_payment: record.frequency_payment,
    amount: formatMicro(record.amountMicro),
    amount_investment: formatMicro(record.invertidoMicro),
    amount_reserved: formatMicro(record.reservedMicro),
    amount_proyecto: formatMicro(record.amountMicro),
    amount_invertido: formatMicro(record.invertidoMicro),
    disponible: formatMicro(available),
    disponiblewallet: formatMicro(ctx.walletMicro),
    percentage_investment: formatBp(investedBp),
    percentage_enable: formatBp(10_000 - investedBp),
    ganancia: percentForDays(record.porcentaje_diario, remaining),
    min_amount_start: formatMicro(Math.min(MIN_INVESTMENT_MICRO, available)),
    quantity: ctx.parcels.length,
    total_inversores: record.total_inversores,
    fee_total_contract: record.fee_total_contract,
    tax_referential_client: record.tax_referential_client,
    tax_referential_panther: '0',
    tax_price_cuota: '0',
    delay_percentage: '0',
    cuenta_negociador: null,
    dias: contractDays(record.startAt, record.endAt),
    tiemporemanente: remaining,
    porcentaje_diario: record.porcentaje_diario,
    currency_code: record.currency_code,
    cantidad_parcelas_asociadas: ctx.parcels.length,
    parcelasasociadas: ctx.parcels.length > 0 ? ctx.parcels.join(', ') : null,
    relevancia: record.relevancia,
    created_at: created,
    created_by: null,
    updated_at: created,
    updated_by: null,
    email_sent: 0,
  };
}
