import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as pools from './pools';
import { POOLS_FILE, renderSeedPoolsModule } from './pools-generator.mjs';
import { SeedRandom } from './seed-random';

/** A mixed run of every method, as the seed calls them. */
function sample(seed: number): unknown[] {
  const f = new SeedRandom(seed);
  const out: unknown[] = [];
  for (let i = 0; i < 20; i += 1) {
    out.push(
      f.number.int({ min: -1_000, max: 1_000 }),
      f.string.numeric({ length: 10, allowLeadingZeros: false }),
      f.string.numeric(6),
      f.helpers.arrayElement(['a', 'b', 'c']),
      f.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
      f.finance.ethereumAddress(),
      f.string.fromCharacters('XYZ', 5),
      f.string.alphanumeric(11),
      f.person.firstName(i % 2 === 0 ? 'female' : 'male'),
      f.person.lastName(),
      f.person.jobTitle(),
      f.location.street(),
      f.location.buildingNumber(),
      f.finance.iban({ countryCode: 'ES', formatted: false }),
      f.company.name(),
    );
  }
  return out;
}

/** ISO 7064 MOD 97-10, computed independently of seed-random.ts: the IBAN is valid when this is 1. */
function ibanRemainder(iban: string): bigint {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = [...moved].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  return BigInt(digits) % 97n;
}

/** The Spanish national check digit over 10 digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6). */
function spanishDigit(digits: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

describe('SeedRandom', () => {
  it('gives the same sequence for the same seed, and another one for another seed', () => {
    expect(sample(20_261_122)).toEqual(sample(20_261_122));
    expect(sample(7)).toEqual(sample(7));
    expect(sample(7)).not.toEqual(sample(8));
  });

  it('keeps its sequence across versions (changing it changes the whole demo data)', () => {
    const f = new SeedRandom(20_261_122);
    const draws = Array.from({ length: 8 }, () => f.number.int({ min: 0, max: 0xffff_ffff }));
    expect(draws).toMatchInlineSnapshot(`
      [
        1189484540,
        779788292,
        1161644512,
        827887888,
        1448303501,
        110125871,
        133051668,
        3005412173,
      ]
    `);
  });

  it('int stays within [min, max], both included, for any range of safe integers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (seed, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const f = new SeedRandom(seed);
        for (let i = 0; i < 20; i += 1) {
          const n = f.number.int({ min, max });
          expect(Number.isSafeInteger(n) && n >= min && n <= max).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer(), fc.maxSafeInteger(), fc.maxSafeInteger(), (seed, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        fc.pre(max - min < 2 ** 53);
        const n = new SeedRandom(seed).number.int({ min, max });
        expect(Number.isSafeInteger(n) && n >= min && n <= max).toBe(true);
      }),
    );
  });

  it('int reaches both bounds of a small range and refuses an empty or unsafe one', () => {
    const f = new SeedRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => f.number.int({ min: 3, max: 7 })));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(f.number.int({ min: 42, max: 42 })).toBe(42);
    expect(() => f.number.int({ min: 2, max: 1 })).toThrow(RangeError);
    expect(() => f.number.int({ min: 0.5, max: 1 })).toThrow(RangeError);
    expect(() => f.number.int({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 })).toThrow(RangeError);
  });

  it('arrayElement covers the whole array and only it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), (seed, length) => {
        const array = Array.from({ length }, (_, i) => `e${i}`);
        const f = new SeedRandom(seed);
        const seen = new Set(Array.from({ length: 60 * length }, () => f.helpers.arrayElement(array)));
        expect([...seen].sort()).toEqual([...array].sort());
      }),
      { numRuns: 50 },
    );
    expect(() => new SeedRandom(1).helpers.arrayElement([])).toThrow(RangeError);
  });

  it('iban gives Spanish IBANs whose ISO 7064 mod-97 and national check digits verify', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const f = new SeedRandom(seed);
        const iban = f.finance.iban({ countryCode: 'ES', formatted: false });
        expect(iban).toMatch(/^ES\d{22}$/);
        expect(ibanRemainder(iban)).toBe(1n);
        const [bankBranch, control, account] = [iban.slice(4, 12), iban.slice(12, 14), iban.slice(14)];
        expect(control).toBe(`${spanishDigit(`00${bankBranch}`)}${spanishDigit(account)}`);
        const formatted = f.finance.iban({ countryCode: 'ES', formatted: true });
        expect(formatted).toMatch(/^ES\d{2}( \d{4}){5}$/);
        expect(ibanRemainder(formatted.replaceAll(' ', ''))).toBe(1n);
      }),
    );
    // A published example (Banco de España's test account) passes the same check.
    expect(ibanRemainder('ES9121000418450200051332')).toBe(1n);
  });

  it('ethereumAddress, hexadecimal, numeric, alphanumeric and fromCharacters are well-formed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const f = new SeedRandom(seed);
        expect(f.finance.ethereumAddress()).toMatch(/^0x[0-9a-f]{40}$/);
        expect(f.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' })).toMatch(/^[0-9a-f]{64}$/);
        expect(f.string.hexadecimal({ length: 8 })).toMatch(/^0x[0-9a-fA-F]{8}$/);
        expect(f.string.hexadecimal({ length: 8, casing: 'upper' })).toMatch(/^0x[0-9A-F]{8}$/);
        expect(f.string.numeric({ length: 10, allowLeadingZeros: false })).toMatch(/^[1-9]\d{9}$/);
        expect(f.string.numeric(6)).toMatch(/^\d{6}$/);
        expect(f.string.numeric({ length: 15 })).toMatch(/^\d{15}$/);
        expect(f.string.alphanumeric(11)).toMatch(/^[A-Za-z0-9]{11}$/);
        expect(f.string.fromCharacters('123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 33)).toMatch(
          /^[1-9A-HJ-NP-Z]{33}$/,
        );
        expect(f.string.fromCharacters(['ab', 'c'], 3)).toMatch(/^(ab|c){3}$/);
      }),
      { numRuns: 50 },
    );
  });

  it('draws names and words from the pools', () => {
    const f = new SeedRandom(3);
    for (let i = 0; i < 100; i += 1) {
      expect(pools.femaleFirstNames).toContain(f.person.firstName('female'));
      expect(pools.maleFirstNames).toContain(f.person.firstName('male'));
      expect([...pools.femaleFirstNames, ...pools.maleFirstNames]).toContain(f.person.firstName());
      expect(pools.lastNames).toContain(f.person.lastName());
      expect(pools.jobTitles).toContain(f.person.jobTitle());
      expect(pools.streets).toContain(f.location.street());
      expect(pools.buildingNumbers).toContain(f.location.buildingNumber());
      expect(pools.companyNames).toContain(f.company.name());
    }
  });
});

describe('word pools', () => {
  it('pools.ts is exactly what scripts/generate-seed-pools.mjs generates (regenerate it, never edit it)', async () => {
    expect(readFileSync(POOLS_FILE, 'utf8')).toBe(await renderSeedPoolsModule());
  });

  it('holds enough distinct, trimmed Spanish words, and names that make e-mail addresses', () => {
    const sizes = Object.fromEntries(Object.entries(pools).map(([name, words]) => [name, words.length]));
    expect(sizes).toEqual({
      femaleFirstNames: 60,
      maleFirstNames: 60,
      lastNames: 60,
      jobTitles: 30,
      streets: 40,
      buildingNumbers: 30,
      companyNames: 40,
    });
    for (const words of Object.values(pools)) {
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(word).toBe(word.trim());
    }
    // clients.ts builds the generated investors' e-mails from these (accents dropped, letters only).
    const slug = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '');
    for (const name of [...pools.femaleFirstNames, ...pools.maleFirstNames]) expect(slug(name)).not.toBe('');
    for (const name of pools.lastNames) expect(slug(name.split(' ')[0]!)).not.toBe('');
  });
});
