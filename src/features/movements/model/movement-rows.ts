import type { Movement } from '@/contract/account';
import { formatDateTime } from '@/shared/format/date';
import { formatAmount, type Amount } from '@/shared/format/money';

/** MOV-07: the code a movement without one shows. */
export const NULL_CODE = '000000';

/** A movement as the panel and the PDF show it: every field already formatted. */
export interface MovementRow {
  id: number;
  /** 'DD/MM/YYYY HH:mm' from fecha_registro (MOV-06, GEN-01). */
  date: string;
  /** The code, or '000000' when it is null (MOV-07). */
  code: string;
  description: string;
  /** The signed amount (balance) with its currency label: '-USDT 1,250.00' (MOV-08, MOV-11). */
  amount: string;
  /** The running total (saldo) with its currency label. */
  saldo: string;
  /** The amount takes money out of the wallet (MOV-08). */
  decrease: boolean;
}

/** MOV-07: null (or blank) codes show as '000000'. */
export function displayCode(code: string | null): string {
  return code === null || code.trim() === '' ? NULL_CODE : code;
}

/** MOV-08: a negative balance is a decrease (zero is not). */
export function isDecrease(balance: Amount): boolean {
  return Number(balance) < 0;
}

/** MOV-06: what each movement shows: date, code, description, amount (balance) and running total (saldo). */
export function toMovementRow(movement: Movement, currency: string): MovementRow {
  return {
    id: movement.id,
    date: formatDateTime(movement.fecha_registro),
    code: displayCode(movement.code),
    description: movement.description,
    amount: formatAmount(movement.balance, currency),
    saldo: formatAmount(movement.saldo, currency),
    decrease: isDecrease(movement.balance),
  };
}

/**
 * MOV-10: the name the exported PDF is saved under: the file name the server gives in the list's pdf field
 * (its last path segment, should it be a path or a URL), ending in '.pdf'; the fallback when it gives none.
 */
export function pdfFileName(pdf: string | null | undefined, fallback: string): string {
  const last = (pdf ?? '').trim().split(/[\\/]/).pop()?.split(/[?#]/)[0]?.trim() ?? '';
  if (!last) return fallback;
  return /\.pdf$/i.test(last) ? last : `${last}.pdf`;
}
