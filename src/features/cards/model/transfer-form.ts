/**
 * The 'Transferir' form (CARD-37..40): missing fields, the amount's normalisation and its limit. Pure.
 */
import { MAX_CARD_TRANSFER_USDT } from '@/contract/limits';
import { toMinorUnits } from '@/shared/format/money';
import { cardStrings } from '../strings';

const t = cardStrings.transfer;

/** CARD-39: the largest transfer, in cents. */
export const MAX_TRANSFER_CENTS = BigInt(MAX_CARD_TRANSFER_USDT) * 100n;

export interface TransferValues {
  card_id: string;
  amount: string;
  notes: string;
}

export interface TransferPayload {
  card_id: number;
  amount: string;
  notes: string;
}

/** CARD-40: the '$' is stripped and commas become dots: '$12,50' → '12.50'. Spaces go too. */
export function normaliseAmount(text: string): string {
  return text.replace(/\$/g, '').replace(/,/g, '.').replace(/\s+/g, '');
}

/**
 * CARD-38, CARD-39: the payload to send, or the message to show instead: the missing fields named and joined
 * by ' | ', an amount that is not a positive number with at most 2 decimals, or one above 3000.
 */
export function checkTransfer(values: TransferValues): { payload: TransferPayload } | { error: string } {
  const missing = (
    [
      values.card_id.trim() ? null : t.card,
      normaliseAmount(values.amount) ? null : t.amount,
      values.notes.trim() ? null : t.notes,
    ] as (string | null)[]
  ).filter((name): name is string => name !== null);
  if (missing.length > 0) return { error: `${t.required}${missing.join(' | ')}` };
  const amount = normaliseAmount(values.amount);
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || toMinorUnits(amount) <= 0n) return { error: t.invalidAmount };
  if (toMinorUnits(amount) > MAX_TRANSFER_CENTS) return { error: t.aboveMaximum };
  return { payload: { card_id: Number(values.card_id), amount, notes: values.notes.trim() } };
}
