/**
 * Shared pieces of the deposit stories (imported by *.stories.tsx only): deposits in every status, the two
 * platform addresses and msw overrides answering the deposit calls with them, so a story needs no session.
 */
import { delay, http, HttpResponse } from 'msw';
import { getStatus } from '@/contract/auth';
import { depositAddresses, depositCreate, type Deposit } from '@/contract/deposits';
import type { DepositAddress } from '@/contract/deposits';
import { errorBodyOf } from '@/contract/errors';
import { useSession } from '@/shared/session/session-store';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const addresses: DepositAddress[] = [
  { direccion: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRON (TRC-20)' },
  { direccion: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', network: 'Ethereum (ERC-20)' },
];

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

export const addressesHandler = (rows: DepositAddress[] = addresses) =>
  http.post(`*${depositAddresses.path}`, async () => {
    await delay(300);
    return HttpResponse.json({ data: { data: rows } });
  });

export const statusHandler = (demoStatus: 'active' | 'inactive') =>
  http.post(`*${getStatus.path}`, () => HttpResponse.json({ data: { status: 3, demo_status: demoStatus } }));

export const createHandler = (message: string | null) =>
  http.post(`*${depositCreate.path}`, async () => {
    await delay(400);
    return message
      ? HttpResponse.json({ message })
      : HttpResponse.json(errorBodyOf('Este hash ya fue reportado en otro de sus depósitos.'), {
          status: 409,
        });
  });

export const failing = (path: string) =>
  http.post(`*${path}`, () => HttpResponse.json(errorBodyOf('Servicio no disponible'), { status: 500 }));

/** The currency label needs a signed-in client's status: a story token answered by statusHandler. */
export function withStoryToken() {
  useSession.setState({ token: 'story-token' });
  return () => useSession.setState({ token: null });
}

export const DEPOSIT_CREATED =
  'Depósito reportado con éxito. Será procesado en un máximo de 6 horas hábiles.';
