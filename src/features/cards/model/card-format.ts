/**
 * How 'Tarjetas' shows a card and its movements (CARD-04..18): the masked number, reais, the truncated
 * description, the status tone and the pages of five cards. Dates go through the shared formatters
 * (formatDay for CARD-13, formatLongDateTime for CARD-17).
 */
import type { CardStatus } from '@/contract/cards';
import { formatAmount } from '@/shared/format/money';
import { cardStrings } from '../strings';

/** CARD-11. */
export const CARDS_PER_PAGE = 5;
/** CARD-14. */
export const DESCRIPTION_LENGTH = 12;

/**
 * CARD-04, CARD-05: the digits grouped by four, only the first and the last four visible
 * ('4000123412341234' → '4000 **** **** 1234'); fewer than 8 digits give 'Invalid credit card number'.
 */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8) return cardStrings.invalidNumber;
  const masked = digits.slice(0, 4) + '*'.repeat(digits.length - 8) + digits.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** CARD-06: 'R$ 1,234.50'; a debit keeps its sign in front ('-R$ 12.35'). */
export function formatReais(amount: string): string {
  return formatAmount(amount, cardStrings.currency);
}

/** CARD-16: a negative amount is a debit (red); any other is green. */
export const isDebit = (amount: string) => /^-/.test(amount.trim()) && /[1-9]/.test(amount);

/** CARD-14: the first 12 characters, and '…' when there was more. */
export function truncateDescription(text: string): string {
  const chars = Array.from(text);
  return chars.length > DESCRIPTION_LENGTH ? `${chars.slice(0, DESCRIPTION_LENGTH).join('')}…` : text;
}

export type StatusTone = 'positive' | 'pending' | 'negative';

/** CARD-07, CARD-08: APROBADO is positive; PENDIENTE pending; anything else negative. */
export function statusTone(status: CardStatus | string): StatusTone {
  if (status === 'APROBADO') return 'positive';
  if (status === 'PENDIENTE') return 'pending';
  return 'negative';
}

export const totalPagesOf = (count: number) => Math.max(1, Math.ceil(count / CARDS_PER_PAGE));

/** CARD-11: the cards of one page (1-based), the page kept within range. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
): { items: T[]; page: number; totalPages: number } {
  const totalPages = totalPagesOf(items.length);
  const shown = Math.min(Math.max(1, page), totalPages);
  const start = (shown - 1) * CARDS_PER_PAGE;
  return { items: items.slice(start, start + CARDS_PER_PAGE), page: shown, totalPages };
}
