import type { Withdrawal } from '@/contract/withdrawals';
import { formatMoney } from '@/shared/format/money';

export interface WithdrawalRow {
  id: number;
  /** The code: the id on 6 digits, as the statement shows operation codes. */
  code: string;
  date: string;
  beneficiary: string;
  /** WDR-06 reading: the kind (tipo) and the note. */
  kind: string;
  note: string;
  currency: string;
  amount: string;
  status: Withdrawal['estado'];
}

/** GEN-01: 'YYYY-MM-DD HH:mm:ss' the Spanish way, 'DD/MM/YYYY HH:mm'; anything else as it came. */
export function formatDateTime(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/.exec(value.trim());
  if (!m) return value;
  const day = `${m[3]}/${m[2]}/${m[1]}`;
  return m[4] ? `${day} ${m[4]}:${m[5]}` : day;
}

/** WDR-06: money with 2 decimals, thousand separators and the client's label (DEMO-04, DEMO-05). */
export function formatAmount(value: string | number, currency: string): string {
  const text = formatMoney(value);
  return text.startsWith('-') ? `-${currency} ${text.slice(1)}` : `${currency} ${text}`;
}

/** WDR-06: a withdrawal as its row shows it (id, fecha, beneficiario, tipo/note, currency_tag, monto, estado). */
export function toWithdrawalRow(w: Withdrawal, currency: string): WithdrawalRow {
  return {
    id: w.id,
    code: String(w.id).padStart(6, '0'),
    date: formatDateTime(w.fecha),
    beneficiary: w.beneficiario,
    kind: w.tipo,
    note: w.note,
    currency: w.currency_tag,
    amount: formatAmount(w.monto, currency),
    status: w.estado,
  };
}

/** Status colours, as the deposits list colours them: approved green, refused red, in process warning. */
export const statusColor: Record<Withdrawal['estado'], string> = {
  APROBADO: 'green.9',
  RECHAZADO: 'red.9',
  'EN PROCESO': 'orange.9',
};
