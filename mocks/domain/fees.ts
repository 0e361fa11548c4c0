/**
 * Withdrawal fees (ENT-13, SRV-31, WDR-28/29): a flat part plus a percentage of the amount, from the client's
 * tasas. The fee is rounded once to whole cents, as the withdrawal modal shows it, so fee + net = amount.
 */
import { microOf, percentOfMicro, roundToCents } from './money';

export interface FeeRates {
  /** monto_flat in micro-units. */
  feeFlatMicro: number;
  /** monto_porcentual in basis points (2 % = 200). */
  feePercentBp: number;
}

/** ENT-13: the fees a new client starts with: 1 USDT flat plus 2 % of the amount. */
export const DEFAULT_FEE_RATES: Readonly<FeeRates> = { feeFlatMicro: microOf(1), feePercentBp: 200 };

export interface WithdrawalCharge {
  feeMicro: number;
  /** What the beneficiary receives: amount − flat − amount × percentage (may be ≤ 0 for tiny amounts). */
  netMicro: number;
}

export function withdrawalCharge(amountMicro: number, rates: FeeRates): WithdrawalCharge {
  const feeMicro = roundToCents(rates.feeFlatMicro + percentOfMicro(amountMicro, rates.feePercentBp));
  return { feeMicro, netMicro: amountMicro - feeMicro };
}
