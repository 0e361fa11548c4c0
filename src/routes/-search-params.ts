import * as z from 'zod/mini';

/*
 * The pieces of the client routes' search schemas. Each field falls back to its default when the URL lacks it
 * or holds something it cannot use, so a shared link with a wrong value opens the screen as it starts, never
 * an error. zod/mini: the schemas run on every page's first load and the full zod is not in the client bundle.
 */

/** A field with a default: missing or invalid, it is the default. */
export const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) =>
  z.catch(z._default(schema, value as never), value as never);

/** One of a screen's named values (a tab, a market, a view). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, value: T[number]) =>
  withDefault(z.enum(values), value);

/** A 1-based page number. */
export const pageNumber = withDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1);

/** Text as typed ('' when absent); a number in a hand-written link reads as its digits. */
export const text = (maxLength = 255) => withDefault(z.coerce.string().check(z.maxLength(maxLength)), '');

/** A yes/no switch, off by default. */
export const flag = withDefault(z.boolean(), false);
