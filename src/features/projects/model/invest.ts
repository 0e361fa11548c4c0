import { MIN_INVESTMENT } from '@/shared/constants';
import {
  divRound,
  formatCentsAmount,
  pow10,
  toDecimalText,
  toMinorUnits,
  type Amount,
} from '@/shared/format/money';
import { trustedLink, videoEmbed, type VideoEmbed } from '@/shared/trusted-url';

/** INVEST-10: the amount input's step. */
export const AMOUNT_STEP = '0.01';

/** Scale of porcentaje_diario in the exact formula: 10^-10 of a percent is far below a cent. */
const RATE_DECIMALS = 10;

/** Cents of an amount, or null when it is not a finite decimal number. */
function centsOf(value: Amount): bigint | null {
  try {
    return toMinorUnits(value, 2);
  } catch {
    return null;
  }
}

/**
 * INVEST-11, INVEST-12, CONST-01: the least one may invest: 50, or the offer's available amount when that is
 * below 50. Returned as the decimal text the input's `min` takes ('50', '37.50').
 */
export function minimumAmount(disponible: Amount): string {
  const available = centsOf(disponible);
  const fifty = BigInt(MIN_INVESTMENT) * 100n;
  if (available === null || available <= 0n || available >= fifty) return String(MIN_INVESTMENT);
  const text = toDecimalText(available);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/**
 * INVEST-14: 'Valor a recibir' = amount + amount × tiemporemanente × porcentaje_diario / 100, in exact
 * decimal arithmetic, rounded to the cent and shown as money with its currency label:
 * valueToReceive('1000', 100, '0.05', 'USDT') is 'USDT 1,050.00'. Null while the amount is not a number.
 */
export function valueToReceive(
  amount: Amount,
  remainingDays: number,
  porcentajeDiario: string,
  currency: string,
): string | null {
  if (typeof amount === 'string' && amount.trim() === '') return null;
  const cents = centsOf(amount);
  if (cents === null || cents < 0n) return null;
  let rate: bigint;
  try {
    rate = toMinorUnits(porcentajeDiario, RATE_DECIMALS);
  } catch {
    rate = 0n;
  }
  const days = BigInt(Math.max(0, Math.trunc(remainingDays)));
  const gain = divRound(cents * days * rate, 100n * pow10(RATE_DECIMALS));
  return formatCentsAmount(cents + gain, currency);
}

/** INVEST-06: a document link is shown unless it is missing, empty or the text 'null'. */
export function hasDocument(link: string | null | undefined): link is string {
  if (link === null || link === undefined) return false;
  const text = link.trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

/**
 * INVEST-03..06, INVEST-25: where a document or image link of the offer points: shown (INVEST-06) and only
 * when the client follows it (https or the site's own: trustedLink), else null and no link at all.
 */
export function documentLink(link: string | null | undefined): string | null {
  return hasDocument(link) ? trustedLink(link) : null;
}

/**
 * INVEST-17, INVEST-25: how the offer's video shows: played in YouTube's or Vimeo's player or from the site's
 * own file, linked to on its host when it is another https address, and not at all otherwise (videoEmbed).
 */
export function offerVideo(link: string | null | undefined): VideoEmbed | null {
  return hasDocument(link) ? videoEmbed(link) : null;
}
