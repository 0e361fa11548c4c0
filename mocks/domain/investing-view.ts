/**
 * ENT-09 and ENT-10: an investment and the totals row as the server answers them, pure. Yields follow SRV-21
 * (yield.ts) at the request's time. The sold list of the secondary market answers with the same shape.
 */
import type { Investment, ListTotals } from '@/contract/schemas/investments';
import type { InvestmentRecord, ProjectRecord } from '../store/records';
import { formatDateTime } from './dates';
import { formatMicro } from './money';
import { investmentYield, type InvestmentYield } from './yield';

export interface InvestmentViewContext {
  now: number;
  /** Whether an open offer sells it now (SRV-25: an expired offer no longer counts). */
  offered: boolean;
}

/** SRV-21 figures of an investment at `now`, with its project's daily percentage. */
export function yieldOf(
  inv: Pick<InvestmentRecord, 'amountMicro' | 'startAt' | 'endAt'>,
  project: Pick<ProjectRecord, 'porcentaje_diario'>,
  now: number,
): InvestmentYield {
  return investmentYield(
    {
      amountMicro: inv.amountMicro,
      startAt: inv.startAt,
      endAt: inv.endAt,
      porcentajeDiario: project.porcentaje_diario,
    },
    now,
  );
}

export function presentInvestment(
  inv: InvestmentRecord,
  project: ProjectRecord,
  ctx: InvestmentViewContext,
): Investment {
  const y = yieldOf(inv, project, ctx.now);
  const active = inv.status === 'active';
  const offered = active && ctx.offered;
  return {
    id: inv.id,
    name: project.name,
    date_investment: formatDateTime(inv.startAt),
    end_date: formatDateTime(inv.endAt),
    investment_amount: formatMicro(inv.amountMicro),
    monto_venta: inv.saleMicro === null ? null : formatMicro(inv.saleMicro),
    fee_total_contract: project.fee_total_contract,
    tax_referential_client: project.tax_referential_client,
    rendimiento: formatMicro(y.rendimientoMicro),
    rendimientofuturo: formatMicro(y.rendimientoFuturoMicro),
    saldo: formatMicro(y.saldoMicro),
    mercado_secundario: offered ? 1 : 0,
    // It can be put on sale while active, not on offer and not at its end.
    vender: active && !offered && y.remainingDays > 0 ? 1 : 0,
    date_sold: inv.soldAt === null ? null : formatDateTime(inv.soldAt),
    imagen: project.imagen,
    description: project.description,
    project: project.id,
  };
}

/** ENT-10: count and sums of a whole filtered list (not only its page), at `now`. */
export function listTotals(
  rows: readonly {
    inv: Pick<InvestmentRecord, 'amountMicro' | 'startAt' | 'endAt'>;
    project: ProjectRecord;
  }[],
  now: number,
): ListTotals {
  let monto = 0;
  let rendimiento = 0;
  let saldo = 0;
  for (const { inv, project } of rows) {
    const y = yieldOf(inv, project, now);
    monto += inv.amountMicro;
    rendimiento += y.rendimientoMicro;
    saldo += y.saldoMicro;
  }
  return {
    cantidad: rows.length,
    total_monto: formatMicro(monto),
    total_rendimiento: formatMicro(rendimiento),
    total_saldo: formatMicro(saldo),
  };
}

export interface InvestmentFilter {
  projectId: number | null;
  /** Last moment the end date may have (vencimiento); null without the filter. */
  endBy: number | null;
  minAmountMicro: number | null;
}

/**
 * The list query on investments (INV-15, INV-16, SRV-42): proyecto is the project id, vencimiento an end date
 * from now to the end of the window's last day, monto an amount of at least the value.
 */
export function investmentMatches(
  inv: Pick<InvestmentRecord, 'projectId' | 'endAt' | 'amountMicro'>,
  f: InvestmentFilter,
  now: number,
): boolean {
  return (
    (f.projectId === null || inv.projectId === f.projectId) &&
    (f.endBy === null || (inv.endAt >= now && inv.endAt <= f.endBy)) &&
    (f.minAmountMicro === null || inv.amountMicro >= f.minAmountMicro)
  );
}

/** The statement code of an investment's movement (six digits, like the seed's). */
export const investmentCode = (id: number) => String(id).padStart(6, '0');
