/**
 * Stands in for the 'tldts' package in the browser build. MSW's cookie store (tough-cookie) asks it for a
 * host's registrable domain; the full public-suffix list behind it is ~250 kB of JavaScript, while the
 * simulator only ever answers its own origin and sets no cookies. Registrable domain = the last two labels;
 * IP addresses and single-label hosts (localhost) have none, as in tldts.
 */
export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':')) return null;
  const labels = name.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
