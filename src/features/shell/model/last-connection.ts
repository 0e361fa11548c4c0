/**
 * SHELL-03, GEN-01: the server sends last_c as 'YYYY-MM-DD HH:mm:ss' (platform time); the top bar shows it the
 * Spanish way, 'DD/MM/YYYY HH:mm'. A date without time shows the date only; anything unreadable, nothing.
 */
export function formatLastConnection(lastC: string | null | undefined): string | null {
  if (!lastC) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::\d{2})?)?$/.exec(lastC.trim());
  if (!m) return null;
  const [, year, month, day, hours, minutes] = m;
  const date = `${day}/${month}/${year}`;
  return hours && minutes ? `${date} ${hours}:${minutes}` : date;
}
