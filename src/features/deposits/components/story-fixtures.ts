/**
 * Shared pieces of the deposit stories (imported by *.stories.tsx only): deposits in every status for the
 * stories that take them as props, the simulator's report message and the phone's width.
 */
import type { Deposit } from '@/contract/deposits';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const statuses: Deposit['estado'][] = ['EN PROCESO', 'RECHAZADO', 'APROBADO', 'APROBADO', 'APROBADO'];

/** 23 deposits, newest first: three pages, every status, amounts from 25.00 to 4,999.99. */
export const deposits: Deposit[] = Array.from({ length: 23 }, (_, i) => {
  const day = String(28 - i).padStart(2, '0');
  return {
    id: 23 - i,
    fecha: `2026-10-${day} ${String(9 + (i % 8)).padStart(2, '0')}:15:00`,
    tipo: 'Depósito USDT',
    currency_tag: 'USDT',
    monto:
      i === 3
        ? '4999.99'
        : `${(25 + ((i * 733) % 4800)).toFixed(0)}.${String((i * 17) % 100).padStart(2, '0')}`,
    estado: statuses[i % statuses.length]!,
  };
});

export const DEPOSIT_CREATED =
  'Depósito reportado con éxito. Será procesado en un máximo de 6 horas hábiles.';
