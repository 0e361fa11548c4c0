/**
 * Money in the simulated server: integer micro-units (1 USDT = 1,000,000 micro). Amounts a client sends are
 * parsed exactly from their decimal text (never through a float), sums are integer sums, and products
 * (amount × rate) are computed exactly and rounded once, half away from zero: in doubles while every step is a
 * safe integer, with BigInt past that.
 */

export const MICRO_PER_UNIT = 1_000_000;
const MICRO_PER_CENT = 10_000;

/** An amount a client may send: at most 2 decimals (the screens' step is 0.01). */
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The largest amount the server accepts, in whole USDT (exclusive). It keeps every micro value, and sums of
 * many of them, far inside Number.MAX_SAFE_INTEGER (9,007,199,254 USDT).
 */
export const MAX_AMOUNT_UNITS = 1_000_000_000;
export const MAX_AMOUNT_MICRO = MAX_AMOUNT_UNITS * MICRO_PER_UNIT;

export interface ParseAmountOptions {
  /** Accept '0' (default false: amounts of money flows must be positive). */
  allowZero?: boolean;
}

/**
 * Parses an amount as the client sent it (a decimal string or a JSON number) into micro-units, or null when
 * it is not an acceptable amount. Accepted: digits with at most 2 decimals ('50', '50.5', '49.99'); finite
 * non-negative numbers whose shortest text has the same form (50.5).
 * Refused: '', ' 50 ', '-1', '1e3', 'NaN', 'Infinity', '50,5', '50.0000001', '.5', '5.', '+5', text, 1e20, and zero
 * unless allowZero, and anything of MAX_AMOUNT_UNITS or more.
 */
export function parseAmountMicro(input: unknown, options: ParseAmountOptions = {}): number | null {
  let text: string;
  if (typeof input === 'string') {
    // ' 50 ' is not how the client writes an amount (quality.md, bad input): refused, not trimmed.
    if (input !== input.trim()) return null;
    text = input;
  } else if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    text = String(input); // shortest round-trip text: 50.5 -> '50.5', 1e21 -> '1e+21' (refused below)
  } else return null;

  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > String(MAX_AMOUNT_UNITS).length) return null;
  const units = Number(whole);
  if (units >= MAX_AMOUNT_UNITS) return null;
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const micro = units * MICRO_PER_UNIT + cents * MICRO_PER_CENT;
  if (micro === 0 && !options.allowZero) return null;
  return micro;
}

/** Whole units and cents to micro-units, for constants and seed data: microOf(25_000) = 25,000.00 USDT. */
export function microOf(units: number, cents = 0): number {
  if (!Number.isSafeInteger(units) || !Number.isInteger(cents) || cents < 0 || cents > 99) {
    throw new RangeError(`Importe no válido: ${units}.${cents}`);
  }
  const centsMicro = cents * MICRO_PER_CENT;
  const micro = units * MICRO_PER_UNIT + (units < 0 ? -centsMicro : centsMicro);
  if (!Number.isSafeInteger(micro)) throw new RangeError(`Importe fuera de rango: ${units}`);
  return micro;
}

function assertMicro(micro: number): void {
  if (!Number.isSafeInteger(micro)) throw new RangeError(`Importe en micro-unidades no entero: ${micro}`);
}

/** Divides with rounding half away from zero (BigInt, exact). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('División por cero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = n / d;
  const rounded = (n % d) * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/**
 * divRound for safe integers, without BigInt (lists add up hundreds of figures per request). Exact: `%` of
 * two doubles is exact, so n - r is a multiple of d inside the safe range and the division by d is exact too.
 */
function divRoundSafe(n: number, d: number): number {
  if (d === 0) throw new RangeError('División por cero');
  const r = n % d;
  const q = (n - r) / d + 0; // + 0: 0 / -d is -0
  if (Math.abs(r) * 2 < Math.abs(d)) return q;
  return n < 0 !== d < 0 ? q - 1 : q + 1;
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Resultado fuera de rango: ${value}`);
  return n;
}

/** round(a × b / c), half away from zero, computed exactly; a, b and c are integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  for (const v of [a, b, c]) if (!Number.isSafeInteger(v)) throw new RangeError(`No es un entero: ${v}`);
  // A product past 2^53 rounds to a double that is not a safe integer, so this test is exact.
  const product = a * b;
  if (Number.isSafeInteger(product)) return divRoundSafe(product, c);
  return toSafeNumber(divRound(BigInt(a) * BigInt(b), BigInt(c)));
}

/**
 * Micro-units as the server answers money: a 2-decimal string without thousand separators, rounded half
 * away from zero (1234567500000 -> '1234567.50', 5000 -> '0.01', -5000 -> '-0.01', -4999 -> '0.00').
 */
export function formatMicro(micro: number): string {
  assertMicro(micro);
  const cents = divRoundSafe(micro, MICRO_PER_CENT);
  const abs = Math.abs(cents);
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${(abs - (abs % 100)) / 100}.${rest}`;
}

/** Rounds micro-units to whole cents (half away from zero), for amounts that are stored as shown. */
export function roundToCents(micro: number): number {
  assertMicro(micro);
  return divRoundSafe(micro, MICRO_PER_CENT) * MICRO_PER_CENT;
}

/**
 * A non-negative decimal text ('2', '2.5', '0.049315') as an integer scaled by 10^decimals, or null when it
 * is not plain digits or has more decimals than allowed. parseScaled('2.5', 2) = 250n.
 */
export function parseScaled(input: unknown, decimals: number): bigint | null {
  let text: string;
  if (typeof input === 'string') text = input.trim();
  else if (typeof input === 'number' && Number.isFinite(input) && input >= 0) text = String(input);
  else return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  if (match[1]!.length > 15) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** A percentage with at most 2 decimals ('2', '2.5', 100) in basis points (200, 250, 10000), or null. */
export function parsePercentBp(input: unknown): number | null {
  const scaled = parseScaled(input, 2);
  return scaled === null ? null : toSafeNumber(scaled);
}

/** Basis points as a percentage string with 2 decimals: 250 -> '2.50'. */
export function formatBp(bp: number): string {
  if (!Number.isSafeInteger(bp)) throw new RangeError(`Puntos básicos no enteros: ${bp}`);
  return formatMicro(bp * MICRO_PER_CENT); // 1 bp = 0.01 %: the bp count is the percentage in cents
}

/** `bp` basis points of an amount: percentOfMicro(100 USDT, 200) = 2 USDT. Rounded half away from zero. */
export function percentOfMicro(micro: number, bp: number): number {
  return mulDivRound(micro, bp, 10_000);
}

/**
 * An amount times a percentage given as decimal text, divided by 100: applyPercent(amount, '0.05') is
 * 0.05 % of amount. Used for daily yields (porcentaje_diario) and sale percentages (amount_percentage).
 * Throws on a percentage that is not plain decimal text (stored values are always well formed).
 */
export function applyPercent(micro: number, percent: string, times = 1): number {
  assertMicro(micro);
  if (!Number.isSafeInteger(times)) throw new RangeError(`Factor no entero: ${times}`);
  const p = percentOf(percent);
  // Exact in doubles while every step stays a safe integer (a past-2^53 step is never a safe integer).
  if (p.scaled !== null && p.denominator !== null) {
    const product = micro * p.scaled * times;
    if (Number.isSafeInteger(micro * p.scaled) && Number.isSafeInteger(product))
      return divRoundSafe(product, p.denominator);
  }
  return toSafeNumber(divRound(BigInt(micro) * p.scaledBig * BigInt(times), p.denominatorBig));
}

interface ParsedPercent {
  scaledBig: bigint;
  denominatorBig: bigint;
  /** The same as numbers, or null past the safe range. */
  scaled: number | null;
  denominator: number | null;
}

/** A percentage's text as an integer over 100 × 10^decimals; the few distinct texts are parsed once each. */
const parsedPercents = new Map<string, ParsedPercent>();

function percentOf(percent: string): ParsedPercent {
  const known = parsedPercents.get(percent);
  if (known) return known;
  const text = percent.trim();
  const decimals = Math.max(0, text.split('.')[1]?.length ?? 0);
  const scaledBig = parseScaled(text, decimals);
  if (scaledBig === null) throw new RangeError(`Porcentaje no válido: ${percent}`);
  const denominatorBig = 100n * 10n ** BigInt(decimals);
  const safe = (v: bigint) => (v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : null);
  const parsed = { scaledBig, denominatorBig, scaled: safe(scaledBig), denominator: safe(denominatorBig) };
  if (parsedPercents.size >= 10_000) parsedPercents.clear();
  parsedPercents.set(percent, parsed);
  return parsed;
}
