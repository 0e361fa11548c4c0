import { MIN_WITHDRAWAL_USDT } from '@/contract/limits';
import { divRound, pow10, toDecimalText } from '@/shared/format/money';

/** p2 §5, §9: the smallest withdrawal, 20 USDT, in cents (WDR-26). */
export const MIN_WITHDRAWAL_CENTS = BigInt(MIN_WITHDRAWAL_USDT) * 100n;

export type AmountProblem = 'required' | 'invalid' | 'belowMinimum';

/**
 * The amount a client typed, in integer cents, or null when it is not an amount with at most 2 decimals.
 * Accepts '1234.5', '1,234.50' (thousands) and '1234,5' (a decimal comma, 1 or 2 digits after it).
 */
export function parseAmountCents(text: string): bigint | null {
  const value = text.trim();
  let whole: string;
  let fraction: string;
  let m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (m) {
    whole = m[1]!;
    fraction = m[2] ?? '';
  } else {
    m = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(value);
    if (!m) return null;
    whole = m[1]!.replaceAll(',', '');
    fraction = m[2] ?? '';
  }
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** WDR-25, WDR-26: the amount in cents, or why it cannot be sent. */
export function checkAmount(text: string): { cents: bigint } | { problem: AmountProblem } {
  if (text.trim() === '') return { problem: 'required' };
  const cents = parseAmountCents(text);
  if (cents === null) return { problem: 'invalid' };
  if (cents < MIN_WITHDRAWAL_CENTS) return { problem: 'belowMinimum' };
  return { cents };
}

/** Cents as the decimal text the calls carry: 10000n is '100.00'. */
export function centsToDecimal(cents: bigint): string {
  return toDecimalText(cents);
}

/** A rate as the server sends it ('1.00', '2', '0.375'): its digits over 10^scale, or null. */
function parseRate(text: string): { units: bigint; scale: number } | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  return { units: BigInt(`${m[1]}${fraction}`), scale: fraction.length };
}

/** The client's withdrawal fees as the profile call sends them (ENT-13, SRV-15). */
export interface Tasas {
  monto_flat: string;
  monto_porcentual: string;
}

export interface WithdrawalFigures {
  /** 'Monto a enviar' (WDR-27). */
  amount: bigint;
  /** 'Comisión' = monto_flat + amount × monto_porcentual / 100, rounded once to cents (WDR-28). */
  fee: bigint;
  /** 'total a recibir' = amount − fee (WDR-29); below zero only for amounts under the minimum. */
  net: bigint;
}

/**
 * WDR-27..29, in integer cents: the fee is computed exactly as a fraction and rounded once, half away from
 * zero, the way the server rounds it (SRV-31), so fee + net is always the amount. Null when the tasas are
 * not amounts.
 */
export function withdrawalFigures(amountCents: bigint, tasas: Tasas): WithdrawalFigures | null {
  const flat = parseRate(tasas.monto_flat);
  const percent = parseRate(tasas.monto_porcentual);
  if (!flat || !percent) return null;
  // fee in cents = flat × 100 + amount × percent / 100, over one common denominator.
  const denominator = pow10(flat.scale) * 100n * pow10(percent.scale);
  const numerator =
    flat.units * 100n * 100n * pow10(percent.scale) + amountCents * percent.units * pow10(flat.scale);
  const fee = divRound(numerator, denominator);
  return { amount: amountCents, fee, net: amountCents - fee };
}
