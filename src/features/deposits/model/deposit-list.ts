import type { ApprovalStatus, Deposit } from '@/contract/deposits';
import { formatDateTime } from '@/shared/format/date';
import { formatMoney, toMinorUnits } from '@/shared/format/money';

/** DEP-08, p2 §9: deposits per page. */
export const DEPOSITS_PAGE_SIZE = 10;
/** DEP-02, p2 §9: the longest search text. */
export const SEARCH_MAX_LENGTH = 20;

/** A deposit as the list shows it: every field already formatted, plus what search and sort read. */
export interface DepositRow {
  id: number;
  /** 'DD/MM/YYYY HH:mm' (GEN-01). */
  date: string;
  /** The server's 'YYYY-MM-DD HH:mm:ss', kept so a search by either form matches. */
  rawDate: string;
  type: string;
  currency: string;
  /** DEP-12: 2 decimals with thousand separators ('1,000.00'). */
  amount: string;
  /** The server's decimal text ('1000.00'). */
  rawAmount: string;
  /** For sorting: integer cents, never a float. */
  cents: bigint;
  status: ApprovalStatus;
}

export function toDepositRow(d: Deposit): DepositRow {
  return {
    id: d.id,
    date: formatDateTime(d.fecha),
    rawDate: d.fecha,
    type: d.tipo,
    currency: d.currency_tag,
    amount: formatMoney(d.monto),
    rawAmount: d.monto,
    cents: toMinorUnits(d.monto, 2),
    status: d.estado,
  };
}

/**
 * DEP-04: keeps the rows whose amount, date, currency tag, type or status contains the text,
 * case-insensitively; amount and date match as shown and as the server wrote them. Blank text keeps all.
 */
export function searchDeposits(rows: readonly DepositRow[], text: string): DepositRow[] {
  const needle = text.trim().toLocaleLowerCase('es');
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.amount, row.rawAmount, row.date, row.rawDate, row.currency, row.type, row.status].some((field) =>
      field.toLocaleLowerCase('es').includes(needle),
    ),
  );
}

/** DEP-07: ascending by amount; equal amounts keep the server's order. */
export function sortByAmount(rows: readonly DepositRow[]): DepositRow[] {
  return [...rows].sort((a, b) => (a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : 0));
}

/** DEP-08: at least one page, even for an empty list. */
export function pageCount(total: number, size = DEPOSITS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of a 1-based page. */
export function pageRows<T>(rows: readonly T[], page: number, size = DEPOSITS_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/**
 * DEP-14..DEP-16: the page typed in the page box. A whole number from 1 to the last page is that page;
 * anything else (not a number, a fraction, 0, negative, past the last page) resets to page 1.
 */
export function pageFromInput(text: string, totalPages: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 1;
  const page = Number(trimmed);
  return page >= 1 && page <= totalPages ? page : 1;
}

/** DEP-09..DEP-11: APROBADO green, RECHAZADO red, EN PROCESO the warning colour. */
export const statusColors = {
  APROBADO: 'green',
  RECHAZADO: 'red',
  'EN PROCESO': 'yellow',
} as const satisfies Record<ApprovalStatus, string>;
