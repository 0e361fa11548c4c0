/**
 * Screen tests compare what a screen shows for seeded server values with literals written in the test,
 * never with the formatter under test. literals(table) looks a server value up in such a table (keys: the
 * server's text, amounts after their currency label, rates before ' %'); a value missing from it yields a
 * text no screen shows, so the assertion fails and names the value to add.
 */
export function literals(table: Record<string, string>): (raw: string | null | undefined) => string {
  return (raw) => table[raw ?? ''] ?? `(sin literal para ${String(raw)})`;
}
