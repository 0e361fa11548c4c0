import { MAX_DEPOSIT_USDT } from '@/contract/limits';
import { formatCentsAmount, toMinorUnits } from '@/shared/format/money';

/** DEP-22, p2 §9: the largest deposit, in cents of USDT. */
export const MAX_DEPOSIT_CENTS = BigInt(MAX_DEPOSIT_USDT) * 100n;

/** The proof types the server accepts (the KYC file rule): images and PDF. */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** The report form as typed. */
export interface ReportValues {
  amount: string;
  direccion: string;
  hash: string;
  file: File | null;
}

export const emptyReport: ReportValues = { amount: '', direccion: '', hash: '', file: null };

export type ReportField = keyof ReportValues;
export type AmountProblem = 'required' | 'invalid' | 'aboveMax';
export type ReportProblems = Partial<{
  amount: AmountProblem;
  direccion: 'required';
  hash: 'required';
  file: 'required';
}>;

/** A plain decimal: digits, an optional '.' and at most 2 decimals (what the amount box accepts). */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The typed amount in cents when it is a valid amount (above zero), else null. */
export function amountCents(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const cents = toMinorUnits(trimmed, 2);
  return cents > 0n ? cents : null;
}

/** DEP-22: numeric, above zero, at most 5000 (5000 is accepted, 5000.01 is not). */
export function amountProblem(text: string): AmountProblem | null {
  if (!text.trim()) return 'required';
  const cents = amountCents(text);
  if (cents === null) return 'invalid';
  return cents > MAX_DEPOSIT_CENTS ? 'aboveMax' : null;
}

/** DEP-22, DEP-23: every problem of the form; none means it may be sent. */
export function reportProblems(values: ReportValues): ReportProblems {
  const problems: ReportProblems = {};
  const amount = amountProblem(values.amount);
  if (amount) problems.amount = amount;
  if (!values.direccion.trim()) problems.direccion = 'required';
  if (!values.hash.trim()) problems.hash = 'required';
  if (!values.file) problems.file = 'required';
  return problems;
}

/**
 * DEP-24: the amount being reported with the currency label ('USDT 1,250.50'), or null while there is no
 * valid amount to repeat (the prompt shows then).
 */
export function liveAmount(text: string, currency: string): string | null {
  const cents = amountCents(text);
  return cents === null ? null : formatCentsAmount(cents, currency);
}

/** DEP-25, API-41: the multipart payload; type is always 2 (USDT). */
export function reportPayload(values: ReportValues & { file: File }) {
  return {
    file: values.file,
    amount: values.amount.trim(),
    direccion: values.direccion,
    hash: values.hash.trim(),
    type: '2' as const,
  };
}
