import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  checkAmount,
  parseAmountCents,
  withdrawalFigures,
  type Tasas,
} from './withdrawal-amount';

const seeded: Tasas = { monto_flat: '1.00', monto_porcentual: '2.00' };

describe('withdrawal amount and fees', () => {
  it('WDR-25 reads amounts with up to 2 decimals into integer cents, and nothing else', () => {
    expect(parseAmountCents('100')).toBe(10000n);
    expect(parseAmountCents(' 20.5 ')).toBe(2050n);
    expect(parseAmountCents('20,05')).toBe(2005n);
    expect(parseAmountCents('1,234.56')).toBe(123456n);
    expect(parseAmountCents('12,345,678.9')).toBe(1234567890n);
    // A comma with three digits after it groups thousands, as the screen shows amounts.
    expect(parseAmountCents('1,000')).toBe(100000n);
    for (const bad of [
      '',
      'abc',
      '1e3',
      '-1',
      '20.001',
      '1,0000',
      '1,000,5',
      '1.2.3',
      'NaN',
      'Infinity',
      '.5',
      '20.',
    ]) {
      expect(parseAmountCents(bad), bad).toBeNull();
    }
  });

  it('WDR-25 WDR-26 requires an amount of at least 20: 19.99 is refused, 20 accepted', () => {
    expect(checkAmount('')).toEqual({ problem: 'required' });
    expect(checkAmount('   ')).toEqual({ problem: 'required' });
    expect(checkAmount('veinte')).toEqual({ problem: 'invalid' });
    expect(checkAmount('19.99')).toEqual({ problem: 'belowMinimum' });
    expect(checkAmount('0')).toEqual({ problem: 'belowMinimum' });
    expect(checkAmount('20')).toEqual({ cents: 2000n });
    expect(checkAmount('20.00')).toEqual({ cents: 2000n });
  });

  it('WDR-28 WDR-29 100 with flat 1 and 2 % gives a fee of 1.00 + 2.00 and 97.00 to receive', () => {
    expect(withdrawalFigures(10000n, seeded)).toEqual({ amount: 10000n, fee: 300n, net: 9700n });
  });

  it('WDR-28 rounds the fee once, half away from zero, without float drift', () => {
    // 20.01 × 2 % = 0.4002: fee 1.4002 -> 1.40.
    expect(withdrawalFigures(2001n, seeded)).toEqual({ amount: 2001n, fee: 140n, net: 1861n });
    // 20.25 × 2 % = 0.405: fee 1.405 -> 1.41 (a float would give 1.4049999...).
    expect(withdrawalFigures(2025n, seeded)?.fee).toBe(141n);
    // Rates with more decimals: 0.1 + 1000.10 × 0.375 % = 0.1 + 3.750375 -> 3.85.
    expect(withdrawalFigures(100010n, { monto_flat: '0.1', monto_porcentual: '0.375' })?.fee).toBe(385n);
    // No fee at all.
    expect(withdrawalFigures(2000n, { monto_flat: '0', monto_porcentual: '0' })).toEqual({
      amount: 2000n,
      fee: 0n,
      net: 2000n,
    });
    // Huge amounts keep every cent.
    expect(withdrawalFigures(123456789012345678n, seeded)?.net).toBe(
      123456789012345678n - 100n - 2469135780246914n,
    );
  });

  it('WDR-28 knows no fee when the tasas are not amounts', () => {
    expect(withdrawalFigures(10000n, { monto_flat: 'x', monto_porcentual: '2' })).toBeNull();
    expect(withdrawalFigures(10000n, { monto_flat: '1', monto_porcentual: '-2' })).toBeNull();
  });

  it('WDR-29 fee + net is always the amount, and the fee matches the exact fraction rounded once', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, flatCents, bp) => {
          const tasas = {
            monto_flat: centsToDecimal(BigInt(flatCents)),
            monto_porcentual: (bp / 100).toFixed(2),
          };
          const figures = withdrawalFigures(amount, tasas)!;
          expect(figures.fee + figures.net).toBe(amount);
          // Exact: fee = flat + amount × bp / 10000 cents, half away from zero.
          const twice = 2n * (BigInt(flatCents) * 10000n + amount * BigInt(bp));
          expect(figures.fee).toBe((twice + 10000n) / 20000n);
        },
      ),
    );
  });

  it('WDR-32 sends amounts as decimal text with 2 decimals', () => {
    expect(centsToDecimal(10000n)).toBe('100.00');
    expect(centsToDecimal(123456789n)).toBe('1234567.89');
    expect(centsToDecimal(5n)).toBe('0.05');
  });
});
