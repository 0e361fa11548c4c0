import { describe, expect, it } from 'vitest';
import {
  CARDS_PER_PAGE,
  formatReais,
  isDebit,
  maskCardNumber,
  pageOf,
  statusTone,
  truncateDescription,
} from './card-format';

describe('card formatting', () => {
  it('CARD-04 masks all but the first and last 4 digits, grouped by four', () => {
    expect(maskCardNumber('4000123412345678')).toBe('4000 **** **** 5678');
    expect(maskCardNumber('4000 1234 1234 5678')).toBe('4000 **** **** 5678');
    expect(maskCardNumber('12345678')).toBe('1234 5678');
    expect(maskCardNumber('1234567890')).toBe('1234 **78 90');
    expect(maskCardNumber('4000123412345678')).not.toContain('1234 1234');
  });

  it("CARD-05 a number with fewer than 8 digits shows 'Invalid credit card number'", () => {
    expect(maskCardNumber('1234567')).toBe('Invalid credit card number');
    expect(maskCardNumber('')).toBe('Invalid credit card number');
  });

  it('CARD-06 shows card money in R$ with 2 decimals and thousand separators', () => {
    expect(formatReais('1234567.5')).toBe('R$ 1,234,567.50');
    expect(formatReais('0.00')).toBe('R$ 0.00');
    expect(formatReais('-12.35')).toBe('-R$ 12.35');
  });

  it('CARD-07 CARD-08 APROBADO is positive, PENDIENTE pending, any other negative', () => {
    expect(statusTone('APROBADO')).toBe('positive');
    expect(statusTone('PENDIENTE')).toBe('pending');
    expect(statusTone('DESACTIVADA')).toBe('negative');
    expect(statusTone('BLOQUEADA')).toBe('negative');
  });

  it('CARD-11 five cards a page; the page stays within range', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(CARDS_PER_PAGE).toBe(5);
    expect(pageOf(items, 1)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, totalPages: 3 });
    expect(pageOf(items, 3)).toEqual({ items: [10, 11], page: 3, totalPages: 3 });
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('CARD-14 a movement description is cut to 12 characters', () => {
    expect(truncateDescription('Supermercado Éxito Chicó')).toBe('Supermercado…');
    expect(truncateDescription('Café Juan Va')).toBe('Café Juan Va');
    expect(truncateDescription('Ñandú 🦤 con emoji largo')).toBe('Ñandú 🦤 con …');
  });

  it('CARD-16 a negative amount is a debit; zero and positive are not', () => {
    expect(isDebit('-0.01')).toBe(true);
    expect(isDebit('-120.00')).toBe(true);
    expect(isDebit('0.00')).toBe(false);
    expect(isDebit('-0.00')).toBe(false);
    expect(isDebit('500.00')).toBe(false);
  });
});
