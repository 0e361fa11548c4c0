import { formatMoney, type Amount } from '@/shared/format/money';

/**
 * CONST-05, DEMO-04/05: 2 decimals, thousand separators and the client's currency label in front, as on the
 * dashboard: formatAmount('25000', 'USDT') is 'USDT 25,000.00', formatAmount('-1250.5', '$') '-$ 1,250.50'.
 */
export function formatAmount(value: Amount, currency: string): string {
  let text: string;
  try {
    text = formatMoney(value);
  } catch {
    return String(value);
  }
  return text.startsWith('-') ? `-${currency} ${text.slice(1)}` : `${currency} ${text}`;
}

/** GEN-01: a server date ('YYYY-MM-DD[ HH:mm:ss]') as 'DD/MM/YYYY'; anything else as it came. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** A rate as the server sends it ('12', '1.5', '0.0333') with up to 2 decimals and '%': '12%', '0.03%'. */
export function formatRate(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return `${value}%`;
  return `${String(Math.round(n * 100) / 100)}%`;
}
