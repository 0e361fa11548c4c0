/**
 * GEN-01: the server sends dates as 'YYYY-MM-DD HH:mm:ss' (platform time); screens show them the Spanish way,
 * 'DD/MM/YYYY HH:mm'. A date without time shows the date only; anything unreadable, nothing.
 */
export function formatServerDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::\d{2})?)?$/.exec(value.trim());
  if (!m) return null;
  const [, year, month, day, hours, minutes] = m;
  const date = `${day}/${month}/${year}`;
  return hours && minutes ? `${date} ${hours}:${minutes}` : date;
}
