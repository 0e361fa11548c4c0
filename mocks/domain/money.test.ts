import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_MICRO,
  applyPercent,
  formatBp,
  formatMicro,
  microOf,
  mulDivRound,
  parseAmountMicro,
  parsePercentBp,
  percentOfMicro,
  roundToCents,
} from './money';

describe('parseAmountMicro', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['-1', 'negative'],
    ['-0.01', 'negative cents'],
    ['1e3', 'exponent'],
    [' 50 ', 'surrounding spaces'],
    ['NaN', 'NaN text'],
    ['Infinity', 'Infinity text'],
    ['50.0000001', 'more than 2 decimals'],
    ['50.001', '3 decimals'],
    ['50,5', 'decimal comma'],
    ['1,000.00', 'thousand separator'],
    ['cincuenta', 'text'],
    ['50 USDT', 'unit'],
    ['.5', 'no whole part'],
    ['5.', 'no decimals after point'],
    ['+5', 'plus sign'],
    ['0x10', 'hex'],
    ['5 0', 'inner space'],
    ['1000000000', 'at the maximum'],
    ['99999999999999999999', 'huge'],
  ])('refuses %j (%s)', (input) => {
    expect(parseAmountMicro(input)).toBeNull();
  });

  it.each([
    [1e20, 'huge number'],
    [-1, 'negative number'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [50.0000001, 'number with more than 2 decimals'],
    [0.1 + 0.2, 'float noise'],
    [1e-7, 'tiny'],
    [1e9, 'number at the maximum'],
  ])('refuses the number %s (%s)', (input) => {
    expect(parseAmountMicro(input)).toBeNull();
  });

  it.each([null, undefined, true, {}, [], ['50']])('refuses the non-amount %j', (input) => {
    expect(parseAmountMicro(input)).toBeNull();
  });

  it('refuses zero unless asked to allow it', () => {
    expect(parseAmountMicro('0')).toBeNull();
    expect(parseAmountMicro('0.00')).toBeNull();
    expect(parseAmountMicro(0)).toBeNull();
    expect(parseAmountMicro('0', { allowZero: true })).toBe(0);
    expect(parseAmountMicro(-0, { allowZero: true })).toBe(0);
  });

  it.each([
    ['50', 50_000_000],
    ['49.99', 49_990_000],
    ['50.5', 50_500_000],
    ['5000.01', 5_000_010_000],
    ['0.01', 10_000],
    ['007.50', 7_500_000],
    ['999999999.99', 999_999_999_990_000],
    [50, 50_000_000],
    [50.5, 50_500_000],
    [19.99, 19_990_000],
    [0.1, 100_000],
  ])('reads %j exactly as %d micro', (input, micro) => {
    expect(parseAmountMicro(input)).toBe(micro);
  });

  it('reads every 2-decimal text back to the cents it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_MICRO / 10_000 - 1 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmountMicro(text)).toBe(cents * 10_000);
        expect(formatMicro(cents * 10_000)).toBe(text);
      }),
    );
  });
});

describe('formatMicro', () => {
  it.each([
    [1_234_567_500_000, '1234567.50'],
    [0, '0.00'],
    [10_000, '0.01'],
    [5_000, '0.01'],
    [4_999, '0.00'],
    [-5_000, '-0.01'],
    [-4_999, '0.00'],
    [15_000, '0.02'],
    [25_000, '0.03'],
    [-25_000_000_000, '-25000.00'],
    [Number.MAX_SAFE_INTEGER, '9007199254.74'],
  ])('formats %d as %s', (micro, text) => {
    expect(formatMicro(micro)).toBe(text);
  });

  it('refuses a value that is not a safe integer', () => {
    expect(() => formatMicro(0.5)).toThrow(RangeError);
    expect(() => formatMicro(2 ** 60)).toThrow(RangeError);
  });

  it('rounds half away from zero and symmetrically', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (micro) => {
        const text = formatMicro(micro);
        const mirrored = formatMicro(-micro);
        expect(text.replace(/^-/, '')).toBe(mirrored.replace(/^-/, ''));
        const cents = BigInt(text.replace('.', ''));
        const exact = BigInt(micro);
        // |micro - cents × 10000| ≤ 5000, and exactly 5000 only rounding away from zero
        const diff = exact - cents * 10_000n;
        expect(diff <= 5_000n && diff >= -5_000n).toBe(true);
        if (diff === 5_000n) expect(micro).toBeLessThan(0);
        if (diff === -5_000n) expect(micro).toBeGreaterThan(0);
      }),
    );
  });
});

describe('integer helpers', () => {
  it('microOf builds micro-units from units and cents', () => {
    expect(microOf(25_000)).toBe(25_000_000_000);
    expect(microOf(37, 50)).toBe(37_500_000);
    expect(microOf(-1, 25)).toBe(-1_250_000);
    expect(() => microOf(1.5)).toThrow(RangeError);
    expect(() => microOf(1, 100)).toThrow(RangeError);
  });

  it('mulDivRound is exact where a float product would not be', () => {
    // 9e15 × 7 passes 2^53: a float product would lose the last digits
    expect(mulDivRound(9_000_000_000_000_001, 7, 7)).toBe(9_000_000_000_000_001);
    expect(mulDivRound(10, 1, 4)).toBe(3); // 2.5 -> 3
    expect(mulDivRound(-10, 1, 4)).toBe(-3);
    expect(mulDivRound(10, 1, 3)).toBe(3);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRound(2 ** 53, 2 ** 20, 1)).toThrow(RangeError);
  });

  it('mulDivRound matches a BigInt reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e9 }),
        (a, b, c) => {
          const n = BigInt(a) * BigInt(b);
          const abs = n < 0n ? -n : n;
          let q = abs / BigInt(c);
          if ((abs % BigInt(c)) * 2n >= BigInt(c)) q += 1n;
          const expected = n < 0n ? -q : q;
          if (expected > BigInt(Number.MAX_SAFE_INTEGER) || -expected > BigInt(Number.MAX_SAFE_INTEGER))
            return;
          expect(mulDivRound(a, b, c)).toBe(Number(expected));
        },
      ),
    );
  });

  it('percent helpers work in basis points', () => {
    expect(parsePercentBp('2')).toBe(200);
    expect(parsePercentBp('2.5')).toBe(250);
    expect(parsePercentBp(' 100 ')).toBe(10_000);
    expect(parsePercentBp(12.75)).toBe(1_275);
    expect(parsePercentBp('2.555')).toBeNull();
    expect(parsePercentBp('-2')).toBeNull();
    expect(parsePercentBp('abc')).toBeNull();
    expect(formatBp(250)).toBe('2.50');
    expect(formatBp(10_000)).toBe('100.00');
    expect(percentOfMicro(microOf(100), 200)).toBe(microOf(2));
    expect(percentOfMicro(microOf(20), 200)).toBe(microOf(0, 40));
    expect(percentOfMicro(1, 5_000)).toBe(1); // 0.5 micro rounds away from zero
  });

  it('applyPercent applies decimal percentages such as porcentaje_diario', () => {
    // INVEST-14: 1000 × 100 days × 0.05 / 100 = 50
    expect(applyPercent(microOf(1_000), '0.05', 100)).toBe(microOf(50));
    // SRV-24: 95 % of 1,059.94
    expect(applyPercent(microOf(1_059, 94), '95')).toBe(1_006_943_000);
    expect(applyPercent(microOf(100), '0.049315', 30)).toBe(1_479_450);
    expect(() => applyPercent(microOf(1), '1e2')).toThrow(RangeError);
  });

  it('roundToCents drops sub-cent micro-units half away from zero', () => {
    expect(roundToCents(1_479_450)).toBe(1_480_000);
    expect(roundToCents(1_474_999)).toBe(1_470_000);
    expect(roundToCents(-5_000)).toBe(-10_000);
  });
});

describe('exact rounding without BigInt', () => {
  // The reference: the same division done in BigInt, rounded half away from zero.
  const refDivRound = (n: bigint, d: bigint) => {
    const negative = n < 0n !== d < 0n;
    const [an, ad] = [n < 0n ? -n : n, d < 0n ? -d : d];
    const q = an / ad + ((an % ad) * 2n >= ad ? 1n : 0n);
    return Number(negative ? -q : q);
  };
  const safeInt = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.integer({ min: -900_000_000_000, max: 900_000_000_000 }).map((v) => v * 10_000 + 5_000), // half cents
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  );
  const runs = Number(process.env.PROPERTY_RUNS ?? 100) * 5;

  it('mulDivRound, roundToCents and formatMicro agree with BigInt at every size, halves included', () => {
    fc.assert(
      fc.property(
        safeInt,
        safeInt,
        safeInt.filter((c) => c !== 0),
        (a, b, c) => {
          const exact = refDivRound(BigInt(a) * BigInt(b), BigInt(c));
          if (Number.isSafeInteger(exact)) expect(mulDivRound(a, b, c)).toBe(exact);
          else expect(() => mulDivRound(a, b, c)).toThrow(RangeError);
          const cents = refDivRound(BigInt(a), 10_000n);
          expect(roundToCents(a)).toBe(cents * 10_000);
          expect(formatMicro(a)).toBe(
            `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`,
          );
        },
      ),
      { numRuns: runs },
    );
  });

  it('applyPercent agrees with BigInt for any amount, rate text and day count', () => {
    const percentText = fc
      .tuple(fc.nat({ max: 999_999_999 }), fc.nat({ max: 10 ** 9 }), fc.integer({ min: 0, max: 18 }))
      .map(([whole, frac, decimals]) =>
        decimals === 0
          ? String(whole)
          : `${whole}.${String(frac).padStart(decimals, '0').slice(0, decimals)}`,
      );
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_AMOUNT_MICRO, max: MAX_AMOUNT_MICRO }),
        percentText,
        fc.integer({ min: 0, max: 100_000 }),
        (micro, percent, times) => {
          const decimals = percent.split('.')[1]?.length ?? 0;
          const [whole, frac = ''] = percent.split('.');
          const scaled = BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac || '0');
          const exact = refDivRound(BigInt(micro) * scaled * BigInt(times), 100n * 10n ** BigInt(decimals));
          if (Number.isSafeInteger(exact)) expect(applyPercent(micro, percent, times)).toBe(exact);
          else expect(() => applyPercent(micro, percent, times)).toThrow(RangeError);
        },
      ),
      { numRuns: runs },
    );
  });
});
