import { usdtNetworks, type UsdtNetwork } from '@/contract/options';
import { depositAddresses, depositCreate, depositsList, depositsPdf } from '@/contract/schemas/deposits';
import { formatDate } from '../domain/dates';
import {
  USDT_DEPOSIT_TYPE,
  checkDepositReport,
  checkHashNew,
  depositMessages,
  presentDeposit,
} from '../domain/deposits';
import {
  addDeposit,
  depositAddresses as readAddresses,
  depositsOf,
  hashReported,
} from '../store/deposit-repo';
import { readRoute, route } from './route';

const isNetwork = (n: string): n is UsdtNetwork => (usdtNetworks as readonly string[]).includes(n);

/**
 * Calls of deposits: addresses, reports with proof, approval after a delay. The approval itself
 * (SRV-35) is applied by the middleware before each signed-in request (store/due-operations.ts).
 */
export const depositsRoutes = [
  // API-38, SRV-35: the caller's deposits, newest first.
  readRoute(depositsList, [], async ({ db, client }) => {
    const rows = await depositsOf(db, client.id);
    return { data: rows.map(presentDeposit), cantidad: rows.length };
  }),

  // API-39: the name of the caller's deposits report.
  readRoute(depositsPdf, [], async ({ client, now }) => ({
    filename: `depositos-${client.id}-${formatDate(now)}.pdf`,
  })),

  // API-40, ENT-15: the platform's USDT addresses, answered on any host (the original's web-service host).
  readRoute(depositAddresses, ['depositAddresses'], async ({ db }) => {
    const rows = await readAddresses(db);
    return {
      data: {
        data: rows.flatMap((a) =>
          isNetwork(a.network) ? [{ direccion: a.direccion, network: a.network }] : [],
        ),
      },
    };
  }),

  // API-41, SRV-34: a report 'EN PROCESO' of type 2, counted in DEPOSITO until its approval.
  route(depositCreate, async ({ db, client, body, now }) => {
    const addresses = (await readAddresses(db)).map((a) => a.direccion);
    const report = checkDepositReport(
      {
        amount: body.amount,
        direccion: body.direccion,
        hash: body.hash,
        file: { size: body.file.size, type: body.file.type, name: (body.file as File).name },
      },
      addresses,
    );
    checkHashNew(await hashReported(db, client.id, report.hash));
    await addDeposit(db, {
      clientId: client.id,
      amountMicro: report.amountMicro,
      direccion: report.direccion,
      hash: report.hash,
      type: USDT_DEPOSIT_TYPE,
      fileName: report.fileName,
      status: 'EN PROCESO',
      currency_tag: 'USDT',
      createdAt: now,
      resolvedAt: null,
    });
    return { message: depositMessages.created };
  }),
];
