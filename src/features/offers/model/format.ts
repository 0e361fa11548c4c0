import { formatMoney, type Amount } from '@/shared/format/money';

/**
 * CONST-05, DEMO-04/05: 2 decimals, thousand separators and the currency label in front:
 * formatAmount('25000', 'USDT') is 'USDT 25,000.00', formatAmount('-1250.5', '$') is '-$ 1,250.50'.
 */
export function formatAmount(value: Amount, currency: string): string {
  const text = formatMoney(value);
  return text.startsWith('-') ? `-${currency} ${text.slice(1)}` : `${currency} ${text}`;
}

/** GEN-01: a server date ('YYYY-MM-DD[ HH:mm:ss]') as 'DD/MM/YYYY'; null or anything else as given. */
export function formatDay(value: string | null, whenNull = ''): string {
  if (value === null) return whenNull;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** A rate as the server sends it ('12', '1.5', '0.0333') with up to 2 decimals and '%': '12 %'. */
export function formatRate(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${Math.round(n * 100) / 100} %`;
}
