import { formatMinorUnits, toMinorUnits, type Amount } from '@/shared/format/money';

/**
 * SEC-04, p2 §9: the offered value of a secondary offer is its original price plus its yield to date, with
 * 2 decimals and thousand separators: offeredValue('1000.00', '59.94') is '1,059.94'.
 */
export function offeredValue(precioOriginal: Amount, rendimiento: Amount): string {
  return formatMinorUnits(toMinorUnits(precioOriginal, 2) + toMinorUnits(rendimiento, 2));
}

/** A percentage as the server sends it ('100', '97.25', '0.027397') shown with up to 6 decimals. */
export function formatPercent(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${String(Math.round(n * 1_000_000) / 1_000_000)}%`;
}
