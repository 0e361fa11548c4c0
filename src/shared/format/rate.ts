import { formatMinorUnits, toMinorUnits, type Amount } from './money';

/**
 * A rate or share as the server sends it ('12', '1.5', '0.0333'), with at most `maxDecimals` decimals (halves
 * away from zero, no trailing zeros), ',' between thousands and ' %' after it, as the requirement rows write
 * percentages ('110 %', '2 %', '0.0333 %'): formatRate('12') is '12 %', formatRate('37.456') '37.46 %'.
 * A missing value shows nothing; text that is not a decimal number shows as it came.
 */
export function formatRate(value: Amount | null | undefined, maxDecimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  let minor: bigint;
  try {
    minor = toMinorUnits(value, maxDecimals);
  } catch {
    return String(value);
  }
  const [whole, fraction = ''] = formatMinorUnits(minor, maxDecimals).split('.');
  const digits = fraction.replace(/0+$/, '');
  return `${whole}${digits ? `.${digits}` : ''} %`;
}

/**
 * A rate with exactly `decimals` decimals ('19.5' is '19.50 %'): for a column or series of rates read side
 * by side, as the net annual return's are.
 */
export function formatRateFixed(value: Amount | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return `${formatMinorUnits(toMinorUnits(value, decimals), decimals)} %`;
  } catch {
    return String(value);
  }
}
