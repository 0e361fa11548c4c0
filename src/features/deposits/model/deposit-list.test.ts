import { describe, expect, it } from 'vitest';
import type { Deposit } from '@/contract/deposits';
import {
  DEPOSITS_PAGE_SIZE,
  pageCount,
  pageFromInput,
  pageRows,
  SEARCH_MAX_LENGTH,
  searchDeposits,
  sortByAmount,
  statusColors,
  toDepositRow,
} from './deposit-list';

const deposit = (id: number, monto: string, estado: Deposit['estado'], fecha = '2026-11-20 09:15:00') =>
  toDepositRow({ id, fecha, tipo: 'Depósito USDT', currency_tag: 'USDT', monto, estado });

const rows = [
  deposit(1, '1000.00', 'EN PROCESO', '2026-11-22 12:00:00'),
  deposit(2, '750.00', 'RECHAZADO', '2026-10-08 10:00:00'),
  deposit(3, '4999.99', 'APROBADO', '2026-03-15 14:07:00'),
  deposit(4, '12.50', 'APROBADO', '2025-12-01 09:00:00'),
];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('deposit list rules', () => {
  it('DEP-12 formats amounts with 2 decimals and thousand separators, and dates the Spanish way', () => {
    expect(rows[0]).toMatchObject({ amount: '1,000.00', date: '22/11/2026 12:00', currency: 'USDT' });
    expect(rows[2]!.amount).toBe('4,999.99');
    expect(deposit(9, '1234567.50', 'APROBADO').amount).toBe('1,234,567.50');
    expect(deposit(9, '1.00', 'APROBADO', '2026-01-02').date).toBe('02/01/2026');
    expect(deposit(9, '1.00', 'APROBADO', 'ayer').date).toBe('ayer');
  });

  it('DEP-04 search matches amount, date, currency tag, type or status, case-insensitively', () => {
    expect(ids(searchDeposits(rows, 'rechazado'))).toEqual([2]);
    expect(ids(searchDeposits(rows, 'En Proceso'))).toEqual([1]);
    // Amount as shown and as the server wrote it.
    expect(ids(searchDeposits(rows, '1,000'))).toEqual([1]);
    expect(ids(searchDeposits(rows, '4999.99'))).toEqual([3]);
    expect(ids(searchDeposits(rows, '12.5'))).toEqual([4]);
    // Date as shown and as the server wrote it.
    expect(ids(searchDeposits(rows, '15/03/2026'))).toEqual([3]);
    expect(ids(searchDeposits(rows, '2026-10'))).toEqual([2]);
    // Currency tag and type match every row here.
    expect(ids(searchDeposits(rows, 'usdt'))).toEqual([1, 2, 3, 4]);
    expect(ids(searchDeposits(rows, 'DEPÓSITO'))).toEqual([1, 2, 3, 4]);
    expect(searchDeposits(rows, 'bitcoin')).toEqual([]);
    expect(ids(searchDeposits(rows, '  '))).toEqual([1, 2, 3, 4]);
  });

  it('DEP-07 sorts ascending by amount, exactly, keeping the order of equal amounts', () => {
    const tie = [...rows, deposit(5, '750.00', 'APROBADO'), deposit(6, '999.99', 'APROBADO')];
    expect(ids(sortByAmount(tie))).toEqual([4, 2, 5, 6, 1, 3]);
    // By value, not by text: '12.50' < '750.00' < '999.99' < '1000.00'.
    expect(sortByAmount([deposit(7, '1000.00', 'APROBADO'), deposit(8, '999.99', 'APROBADO')])[0]!.id).toBe(
      8,
    );
    expect(ids(rows)).toEqual([1, 2, 3, 4]); // not sorted in place
  });

  it('DEP-08 pages of 10 rows, at least one page', () => {
    expect(DEPOSITS_PAGE_SIZE).toBe(10);
    const many = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
    expect(pageRows(many, 1)).toEqual(many.slice(0, 10));
    expect(pageRows(many, 3)).toEqual([21, 22, 23]);
  });

  it('DEP-14 DEP-15 DEP-16 the page box: a page in range is that page, anything else page 1', () => {
    expect(pageFromInput('2', 3)).toBe(2);
    expect(pageFromInput(' 3 ', 3)).toBe(3);
    expect(pageFromInput('abc', 3)).toBe(1);
    expect(pageFromInput('', 3)).toBe(1);
    expect(pageFromInput('2.5', 3)).toBe(1);
    expect(pageFromInput('1e1', 3)).toBe(1);
    expect(pageFromInput('0', 3)).toBe(1);
    expect(pageFromInput('-2', 3)).toBe(1);
    expect(pageFromInput('4', 3)).toBe(1);
  });

  it('DEP-02 DEP-09 DEP-10 DEP-11 the search limit and the status colours', () => {
    expect(SEARCH_MAX_LENGTH).toBe(20);
    expect(statusColors).toEqual({ APROBADO: 'green', RECHAZADO: 'red', 'EN PROCESO': 'yellow' });
  });
});
