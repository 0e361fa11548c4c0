/*
 * The client routes' search schemas: each field reads what the URL holds and falls back to its default when
 * the URL lacks it or holds something the screen cannot use, so a shared link with a wrong value opens the
 * screen as it starts, never an error. Plain functions rather than zod: the route tree is in the first
 * paint of every page, and zod there would cost about 16 kB gzip on a budget of 160 (zod stays in the
 * contract's tests and the simulated server).
 */

/** A field of a search schema: any value in, a usable value out. */
type Field<T> = (raw: unknown) => T;

/** A route's validateSearch, as a Standard Schema: every field optional in a link, present on the screen. */
export function searchSchema<F extends Record<string, Field<unknown>>>(fields: F) {
  type Output = { [K in keyof F]: ReturnType<F[K]> };
  type Input = { [K in keyof F]?: ReturnType<F[K]> };
  const parse = (raw: unknown): Output => {
    const given = (raw ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(fields).map(([k, field]) => [k, field(given[k])])) as Output;
  };
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'search-params',
      validate: (raw: unknown) => ({ value: parse(raw) }),
      types: undefined as unknown as { input: Input; output: Output },
    },
  };
}

/** One of a screen's named values (a tab, a market, a view). */
export const oneOf =
  <const T extends readonly string[]>(values: T, value: T[number]): Field<T[number]> =>
  (raw) =>
    values.includes(raw as string) ? (raw as T[number]) : value;

/** One of the named values, or none. */
export const maybeOneOf =
  <const T extends readonly string[]>(values: T): Field<T[number] | undefined> =>
  (raw) =>
    values.includes(raw as string) ? (raw as T[number]) : undefined;

/** A number within min..max (whole unless said otherwise); a number written as text counts. */
export const numberWithin =
  (min: number, max: number, value: number, { whole = true } = {}): Field<number> =>
  (raw) => {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    const usable = typeof n === 'number' && Number.isFinite(n) && (!whole || Number.isInteger(n));
    return usable && n >= min && n <= max ? n : value;
  };

/** A whole number within min..max. */
export const wholeNumber = (min: number, max: number, value: number) => numberWithin(min, max, value);

/** A 1-based page number. */
export const pageNumber = wholeNumber(1, Number.MAX_SAFE_INTEGER, 1);

/** Text as typed ('' when absent or too long); a number in a hand-written link reads as its digits. */
export const text =
  (maxLength = 255): Field<string> =>
  (raw) => {
    const s = typeof raw === 'number' ? String(raw) : raw;
    return typeof s === 'string' && s.length <= maxLength ? s : '';
  };

/** A yes/no switch, off unless the URL says true. */
export const flag: Field<boolean> = (raw) => raw === true;
