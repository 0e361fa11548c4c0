import type { NetReturn } from '@/contract/account';
import { formatDay } from '@/shared/format/date';

/** One point of the net annual return's chart: the month end (or today) and the rate then. */
export interface RatePoint {
  /** serie[i].fecha, shown as 'DD/MM/YYYY'. */
  fecha: string;
  /** serie[i].tasa as a number, for the chart's scale. */
  monto: number;
  /** serie[i].tasa exactly as the server sent it, for the formatted text. */
  tasa: string;
}

/**
 * RET-08: the series' points that have a rate, in order; a month end without one (RET-04: not enough flows
 * yet) has no point on the line.
 */
export function toRatePoints(serie: NetReturn['serie']): RatePoint[] {
  return serie.flatMap((p) =>
    p.tasa === null ? [] : [{ fecha: formatDay(p.fecha), monto: Number(p.tasa), tasa: p.tasa }],
  );
}
