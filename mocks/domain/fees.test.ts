import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawalCharge } from './fees';
import { microOf } from './money';

describe('withdrawal fees', () => {
  it('WDR-29 SRV-31 gives 97.00 net for 100 with a flat 1 and 2 %', () => {
    expect(withdrawalCharge(microOf(100), { feeFlatMicro: microOf(1), feePercentBp: 200 })).toEqual({
      feeMicro: microOf(3),
      netMicro: microOf(97),
    });
  });

  it('WDR-28 SRV-31 rounds the fee once to whole cents, half up', () => {
    // 1.5 % of 20.33 = 0.30495 -> 0.30; of 20.35 = 0.30525 -> 0.31.
    const rates = { feeFlatMicro: 0, feePercentBp: 150 };
    expect(withdrawalCharge(microOf(20, 33), rates).feeMicro).toBe(microOf(0, 30));
    expect(withdrawalCharge(microOf(20, 35), rates).feeMicro).toBe(microOf(0, 31));
    expect(withdrawalCharge(microOf(50), { feeFlatMicro: 0, feePercentBp: 0 })).toEqual({
      feeMicro: 0,
      netMicro: microOf(50),
    });
  });

  it('SRV-31 fee + net is always the amount, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (cents, flatCents, bp) => {
          const amount = cents * 10_000;
          const { feeMicro, netMicro } = withdrawalCharge(amount, {
            feeFlatMicro: flatCents * 10_000,
            feePercentBp: bp,
          });
          expect(feeMicro + netMicro).toBe(amount);
          expect(feeMicro % 10_000).toBe(0);
          expect(feeMicro).toBeGreaterThanOrEqual(flatCents * 10_000);
        },
      ),
    );
  });
});
