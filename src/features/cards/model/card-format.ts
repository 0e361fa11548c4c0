/**
 * How 'Tarjetas' shows a card and its movements (CARD-04..18): the masked number, reais, dates, the
 * truncated description, the status tone and the pages of five cards. Pure; the server's dates are
 * platform-local 'YYYY-MM-DD HH:mm:ss' strings and are read as text, never through the browser's zone.
 */
import type { CardStatus } from '@/contract/cards';
import { formatMoney } from '@/shared/format/money';
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
  const text = formatMoney(amount);
  return text.startsWith('-')
    ? `-${cardStrings.currency} ${text.slice(1)}`
    : `${cardStrings.currency} ${text}`;
}

/** CARD-16: a negative amount is a debit (red); any other is green. */
export const isDebit = (amount: string) => /^-/.test(amount.trim()) && /[1-9]/.test(amount);

const parts = (dateTime: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/.exec(dateTime);
  return m ? { y: m[1]!, mo: m[2]!, d: m[3]!, h: m[4], mi: m[5] } : null;
};

/** CARD-13: 'dd/mm/yyyy'. */
export function shortDate(dateTime: string): string {
  const p = parts(dateTime);
  return p ? `${p.d}/${p.mo}/${p.y}` : dateTime;
}

/** CARD-17: '20 de noviembre de 2026, 14:05', with the Spanish month name. */
export function longDate(dateTime: string): string {
  const p = parts(dateTime);
  if (!p) return dateTime;
  const date = `${Number(p.d)} de ${cardStrings.months[Number(p.mo) - 1]} de ${p.y}`;
  return p.h ? `${date}, ${p.h}:${p.mi}` : date;
}

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
