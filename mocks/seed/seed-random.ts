/**
 * The demo seed's random source: a seeded sfc32 generator (32-bit integer maths only, no Math.random) behind
 * the few faker calls the seed makes, with faker's call shapes. Names and words come from pools.ts, drawn
 * once from faker's Spanish locale by scripts/generate-seed-pools.mjs, so the browser never loads faker.
 *
 * The same seed always gives the same sequence of results, call for call.
 */
import {
  buildingNumbers,
  companyNames,
  femaleFirstNames,
  jobTitles,
  lastNames,
  maleFirstNames,
  streets,
} from './pools';

const DIGITS = '0123456789';
const HEX_LOWER = '0123456789abcdef';
const HEX_MIXED = '0123456789abcdefABCDEF';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TWO_POW_32 = 0x1_0000_0000;
/** 2^53: int() draws 53 random bits when the range is wider than 32 bits. */
const TWO_POW_53 = 2 ** 53;

/** splitmix32: spreads a 32-bit seed over sfc32's four words of state. */
function splitmix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): a uniform unsigned 32-bit integer per call. */
function sfc32(seed: number): () => number {
  const mix = splitmix32(seed);
  let a = mix() | 0;
  let b = mix() | 0;
  let c = mix() | 0;
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) next();
  return next;
}

/** Spanish national check digit (dígito de control) of 10 digits, as in a CCC account code. */
function spanishControlDigit(digits: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(digits[i]) * weights[i]!;
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

/** ISO 7064 MOD 97-10 remainder of an IBAN's characters (letters count as 10-35), chunk by chunk. */
function ibanMod97(text: string): number {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type Sex = 'female' | 'male';

/**
 * The subset of faker's API the seed uses, same names and call shapes (`f.number.int({ min, max })`,
 * `f.helpers.arrayElement(list)`...), so the seed modules read as they did with faker.
 */
export class SeedRandom {
  readonly #next: () => number;

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new RangeError(`Semilla no entera: ${seed}`);
    this.#next = sfc32(seed);
  }

  /** A uniform integer in [0, span), span <= 2^53, without modulo bias (rejection sampling). */
  #below(span: number): number {
    if (span <= TWO_POW_32) {
      const limit = TWO_POW_32 - (TWO_POW_32 % span);
      for (;;) {
        const value = this.#next();
        if (value < limit) return value % span;
      }
    }
    const limit = TWO_POW_53 - (TWO_POW_53 % span);
    for (;;) {
      const value = (this.#next() >>> 11) * TWO_POW_32 + this.#next();
      if (value < limit) return value % span;
    }
  }

  #pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError('No se puede elegir de una lista vacía');
    return list[this.#below(list.length)]!;
  }

  #chars(characters: string | readonly string[], length: number): string {
    const list = typeof characters === 'string' ? [...characters] : characters;
    let out = '';
    for (let i = 0; i < length; i += 1) out += this.#pick(list);
    return out;
  }

  readonly number = {
    /** An integer in [min, max], both included (safe integers, at most 2^53 values). */
    int: ({ min, max }: { min: number; max: number }): number => {
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
        throw new RangeError(`Rango de enteros inválido: [${min}, ${max}]`);
      }
      const span = max - min + 1;
      if (span > TWO_POW_53) throw new RangeError(`Rango de enteros demasiado amplio: [${min}, ${max}]`);
      return min + this.#below(span);
    },
  };

  readonly string = {
    /** `length` decimal digits; with allowLeadingZeros false (faker's default is true) the first is 1-9. */
    numeric: (options: number | { length: number; allowLeadingZeros?: boolean }): string => {
      const { length, allowLeadingZeros = true } =
        typeof options === 'number' ? { length: options } : options;
      if (length <= 0) return '';
      const first = allowLeadingZeros ? this.#chars(DIGITS, 1) : this.#chars(DIGITS.slice(1), 1);
      return first + this.#chars(DIGITS, length - 1);
    },
    /** `length` characters of A-Z, a-z and 0-9. */
    alphanumeric: (length: number): string => this.#chars(ALPHANUMERIC, length),
    /** `length` hexadecimal digits after `prefix` (faker's defaults: casing 'mixed', prefix '0x'). */
    hexadecimal: ({
      length,
      casing = 'mixed',
      prefix = '0x',
    }: {
      length: number;
      casing?: 'lower' | 'upper' | 'mixed';
      prefix?: string;
    }): string => {
      const digits = this.#chars(casing === 'mixed' ? HEX_MIXED : HEX_LOWER, length);
      return prefix + (casing === 'upper' ? digits.toUpperCase() : digits);
    },
    /** `length` characters, each one of `characters`. */
    fromCharacters: (characters: string | readonly string[], length: number): string =>
      this.#chars(characters, length),
  };

  readonly helpers = {
    /** One element of a non-empty array, each equally likely. */
    arrayElement: <T>(array: readonly T[]): T => this.#pick(array),
  };

  readonly person = {
    /** A Spanish first name of that sex, or of either when not given. */
    firstName: (sex?: Sex): string =>
      sex === 'female'
        ? this.#pick(femaleFirstNames)
        : sex === 'male'
          ? this.#pick(maleFirstNames)
          : this.#pick(this.#below(2) === 0 ? femaleFirstNames : maleFirstNames),
    /** Both surnames, Spanish style ('Murillo Iglesias'). */
    lastName: (): string => this.#pick(lastNames),
    jobTitle: (): string => this.#pick(jobTitles),
  };

  readonly location = {
    street: (): string => this.#pick(streets),
    buildingNumber: (): string => this.#pick(buildingNumbers),
  };

  readonly company = {
    name: (): string => this.#pick(companyNames),
  };

  readonly finance = {
    /**
     * A Spanish IBAN, 'ES' + 2 check digits + 20 digits (bank, branch, the two national check digits and
     * the account number), valid under ISO 7064 MOD 97-10; `formatted` groups it by 4 with spaces.
     */
    iban: ({ countryCode, formatted = false }: { countryCode: 'ES'; formatted?: boolean }): string => {
      if (countryCode !== 'ES') throw new RangeError(`IBAN solo para ES, no ${String(countryCode)}`);
      const bankBranch = this.string.numeric(8);
      const account = this.string.numeric(10);
      const control = `${spanishControlDigit(`00${bankBranch}`)}${spanishControlDigit(account)}`;
      const bban = `${bankBranch}${control}${account}`;
      const check = String(98 - ibanMod97(`${bban}${countryCode}00`)).padStart(2, '0');
      const iban = `${countryCode}${check}${bban}`;
      return formatted ? iban.replace(/(.{4})(?=.)/g, '$1 ') : iban;
    },
    /** '0x' and 40 lowercase hexadecimal digits. */
    ethereumAddress: (): string => this.string.hexadecimal({ length: 40, casing: 'lower' }),
  };
}
