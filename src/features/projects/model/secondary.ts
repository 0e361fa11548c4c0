import { formatCentsAmount, toMinorUnits, type Amount } from '@/shared/format/money';

/**
 * SEC-04, p2 §9: the offered value of a secondary offer is its original price plus its yield to date, as
 * money with its currency label: offeredValue('1000.00', '59.94', 'USDT') is 'USDT 1,059.94'.
 */
export function offeredValue(precioOriginal: Amount, rendimiento: Amount, currency: string): string {
  return formatCentsAmount(toMinorUnits(precioOriginal, 2) + toMinorUnits(rendimiento, 2), currency);
}
