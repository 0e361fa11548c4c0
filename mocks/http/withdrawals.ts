import { remittanceWithdrawal, withdrawalCreate, withdrawalsList } from '@/contract/schemas/withdrawals';
import { walletAccount } from '../domain/ledger';
import { formatMicro } from '../domain/money';
import { newPin } from '../domain/random';
import {
  REMITTANCE_TYPE,
  checkBeneficiaryFor,
  checkMayWithdraw,
  checkRemittance,
  checkWithdrawalAmount,
  destinationOf,
  holderOf,
  presentWithdrawal,
  withdrawalHold,
  withdrawalMessages,
  type WithdrawalKind,
} from '../domain/withdrawals';
import { countryExists, findOwnBeneficiary } from '../store/beneficiary-repo';
import type { StoreDb } from '../store/db';
import { balanceOf, postTransfer, recordMovement } from '../store/ledger-repo';
import type { ClientRecord } from '../store/records';
import { addWithdrawal, linkMovement, withdrawalsOf } from '../store/withdrawal-repo';
import { readRoute, route } from './route';

type Client = ClientRecord & { id: number };

/** SRV-30: the refusals every withdrawal shares (demo mode, amount, fee, funds); the checked charge. */
async function chargeFor(db: StoreDb, client: Client, monto: string, amount: string) {
  checkMayWithdraw(client);
  return checkWithdrawalAmount(monto, amount, client, await balanceOf(db, walletAccount(client.id)));
}

/** SRV-31: stores the withdrawal, holds its amount and writes its statement line; returns the pin. */
async function createWithdrawal(
  db: StoreDb,
  input: {
    client: Client;
    type: WithdrawalKind;
    beneficiaryId: number | null;
    beneficiario: string;
    destination: string;
    charge: { amountMicro: number; feeMicro: number; netMicro: number };
    remesa: Record<string, string> | null;
    now: number;
  },
): Promise<string> {
  const { client, charge, now } = input;
  const pin = newPin();
  const record = {
    clientId: client.id,
    beneficiaryId: input.beneficiaryId,
    beneficiario: input.beneficiario,
    type: input.type,
    amountMicro: charge.amountMicro,
    feeMicro: charge.feeMicro,
    netMicro: charge.netMicro,
    status: 'EN PROCESO' as const,
    currency_tag: 'USDT',
    note: `${input.destination} · neto a recibir ${formatMicro(charge.netMicro)} USDT`.trim(),
    pin,
    remesa: input.remesa,
    createdAt: now,
    resolvedAt: null,
  };
  const id = await addWithdrawal(db, record);
  const { transfer, movement } = withdrawalHold({ ...record, id }, now);
  await postTransfer(db, transfer);
  const line = await recordMovement(db, movement);
  await linkMovement(db, id, line.id);
  return pin;
}

/** Calls of withdrawals and remittances: fees, holds, approval after a delay (store/due-operations.ts). */
export const withdrawalsRoutes = [
  // API-35, SRV-29, SRV-32: the caller's withdrawals, newest first.
  readRoute(withdrawalsList, [], async ({ db, client }) => {
    const rows = await withdrawalsOf(db, client.id);
    return { data: rows.map(presentWithdrawal), cantidad: rows.length };
  }),

  // API-36, SRV-30, SRV-31: to one of the caller's own beneficiaries of the chosen kind.
  route(withdrawalCreate, async ({ db, client, body, now }) => {
    const charge = await chargeFor(db, client, body.monto, body.amount);
    const beneficiary = checkBeneficiaryFor(
      await findOwnBeneficiary(db, client.id, body.beneficiario_id),
      body.type,
    );
    const pin = await createWithdrawal(db, {
      client,
      type: body.type,
      beneficiaryId: beneficiary.id,
      beneficiario: holderOf(beneficiary),
      destination: destinationOf(beneficiary),
      charge,
      remesa: null,
      now,
    });
    return { message: withdrawalMessages.created, data: { pin } };
  }),

  // API-37, SRV-33: like withdrawall/create, to the person named in the remesa_* fields.
  route(remittanceWithdrawal, async ({ db, client, body, now }) => {
    const charge = await chargeFor(db, client, body.monto, body.amount);
    const remesa: Record<string, string> = {
      remesa_nombres: body.remesa_nombres,
      remesa_apellidos: body.remesa_apellidos,
      remesa_tipoidentificacion: body.remesa_tipoidentificacion,
      remesa_identificacion: body.remesa_identificacion,
      remesa_country: String(body.remesa_country),
      remesa_provincia: body.remesa_provincia,
      remesa_ciudad: body.remesa_ciudad,
      remesa_direccion: body.remesa_direccion,
      remesa_telefono: body.remesa_telefono,
    };
    checkRemittance(remesa, await countryExists(db, body.remesa_country));
    await createWithdrawal(db, {
      client,
      type: REMITTANCE_TYPE,
      beneficiaryId: null,
      beneficiario: `${body.remesa_nombres} ${body.remesa_apellidos}`,
      destination: `${body.remesa_ciudad}, ${body.remesa_provincia}`,
      charge,
      remesa,
      now,
    });
    return { message: withdrawalMessages.remittanceCreated };
  }),
];
