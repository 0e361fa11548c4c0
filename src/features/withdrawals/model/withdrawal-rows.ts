import type { Withdrawal } from '@/contract/withdrawals';
import { formatDateTime } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';

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
