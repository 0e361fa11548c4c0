/**
 * Money for display (CONST-05): 2 decimals, ',' between thousands and '.' as the decimal mark, so
 * 1234567.5 reads '1,234,567.50'. Amounts are turned into integer minor units (bigint) from their decimal
 * text, never multiplied as floats, so 1.005 rounds to 1.01 and large amounts keep every digit.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** An amount as the server sends it (a decimal string) or as a form holds it (a number). */
export type Amount = number | string;

/** 10 to the power n, as a bigint. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** n / d rounded to the nearest integer, halves away from zero (commercial rounding). d must be positive. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('El divisor debe ser positivo');
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/**
 * The amount in units of 10^-decimals, rounded half away from zero: toMinorUnits('1059.945', 2) is 105995n.
 * Accepts numbers (through their shortest decimal text) and decimal strings, with an optional exponent.
 * Throws a RangeError for anything that is not a finite decimal number.
 */
export function toMinorUnits(value: Amount, decimals = 2): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim().replace(/^\+/, '');
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Monto no válido: ${String(value)}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}` || '0');
  // value = digits × 10^(exponent − fraction.length); scaled by 10^decimals.
  const shift = Number(exponent) - fraction.length + decimals;
  const scaled = shift >= 0 ? digits * pow10(shift) : divRound(digits, pow10(-shift));
  return sign === '-' ? -scaled : scaled;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Monto no válido: ${value}`);
  return String(value);
}

/** Groups the digits of a non-negative integer text in threes: '1234567' gives '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats integer minor units: formatMinorUnits(123456750n) is '1,234,567.50'. */
export function formatMinorUnits(minor: bigint, decimals = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Formats integer cents: formatCents(105994n) is '1,059.94'. */
export function formatCents(cents: bigint | number): string {
  return formatMinorUnits(typeof cents === 'bigint' ? cents : BigInt(Math.round(cents)));
}

/** CONST-05: formatMoney(1234567.5) is '1,234,567.50'; formatMoney('0.005') is '0.01'. */
export function formatMoney(value: Amount): string {
  return formatMinorUnits(toMinorUnits(value, 2));
}

/** Minor units as the plain decimal text that calls and inputs carry, without separators: 105000n is '1050.00'. */
export function toDecimalText(minor: bigint, decimals = 2): string {
  return formatMinorUnits(minor, decimals).replaceAll(',', '');
}

/** The currency label in front and the sign before it: '-$ 1,250.50', not '$ -1,250.50'. */
function withLabel(text: string, currency: string): string {
  return text.startsWith('-') ? `-${currency} ${text.slice(1)}` : `${currency} ${text}`;
}

/**
 * CONST-05, DEMO-04/05: money with its currency label ('USDT', '$', or a card's 'R$'):
 * formatAmount('25000', 'USDT') is 'USDT 25,000.00' and formatAmount('-1250.5', '$') is '-$ 1,250.50'.
 * A missing amount shows nothing; text that is not a decimal number shows as it came, so no row goes blank.
 */
export function formatAmount(value: Amount | null | undefined, currency: string): string {
  if (value === null || value === undefined || value === '') return '';
  let minor: bigint;
  try {
    minor = toMinorUnits(value, 2);
  } catch {
    return String(value);
  }
  return withLabel(formatMinorUnits(minor), currency);
}

/** Integer cents with their currency label: formatCentsAmount(105994n, '$') is '$ 1,059.94'. */
export function formatCentsAmount(cents: bigint, currency: string): string {
  return withLabel(formatMinorUnits(cents), currency);
}
