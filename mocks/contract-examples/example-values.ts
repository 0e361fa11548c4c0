/**
 * An answer as an example shows it: the same on every build, and short enough to read. What the simulator
 * draws at random or reads from the real clock is replaced by a fixed value of the same form (a session
 * token, a withdrawal's PIN, a file's blob address, the time and duration of a logged call), also inside
 * the logged bodies, where it is escaped; a list shows its first items and a long text its beginning, which
 * keeps every value valid against its schema (no answer has a minimum of items above MAX_ITEMS, and the long
 * texts are free text).
 */

/** The token an example shows for every session: 64 hexadecimal characters, like a real one. */
export const EXAMPLE_TOKEN = '0123456789abcdef'.repeat(4);

/** What replaces each random or real-time value in the answers' JSON text ('\\"' inside a logged body). */
const VOLATILE: readonly { pattern: RegExp; fixed: (clockIso: string) => string }[] = [
  { pattern: /(\\?"pin\\?":\\?")\d{6}/g, fixed: () => '123456' },
  { pattern: /(blob:)[^"\\]+/g, fixed: () => 'http://localhost/2f1c7a9e-4b6d-4e8a-9c3f-5d7b1e0a2c4f' },
  { pattern: /(\\?"hora\\?":\\?")[^"\\]+/g, fixed: (clockIso) => clockIso },
  { pattern: /(\\?"duracion_ms\\?":)\d+/g, fixed: () => '0' },
];

/** How many items of a list an example shows. */
export const MAX_ITEMS = 2;

/** How many characters of a long text (a file's address, a logged body) an example shows. */
export const MAX_TEXT = 240;

/** The session tokens of one run, each with what the examples show instead. */
export type Replacements = ReadonlyMap<string, string>;

/** A value with the volatile strings replaced, lists and long texts cut; `cut` says whether anything was. */
export function exampleValue(
  value: unknown,
  replacements: Replacements,
  clockIso: string,
): { value: unknown; cut: boolean } {
  let text = JSON.stringify(value);
  for (const [volatile, fixed] of replacements) text = text.split(volatile).join(fixed);
  for (const { pattern, fixed } of VOLATILE)
    text = text.replace(pattern, (_match, prefix: string) => `${prefix}${fixed(clockIso)}`);
  let cut = false;
  const shorten = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      if (node.length > MAX_ITEMS) cut = true;
      return node.slice(0, MAX_ITEMS).map(shorten);
    }
    if (typeof node === 'string' && node.length > MAX_TEXT) {
      cut = true;
      return `${node.slice(0, MAX_TEXT)}…`;
    }
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, shorten(item)]));
    return node;
  };
  return { value: shorten(JSON.parse(text)), cut };
}
