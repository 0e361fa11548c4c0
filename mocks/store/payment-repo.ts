/**
 * SRV-44, SRV-45 in the store: the interest payments and maturities that have fallen due, read through the
 * nextPaymentAt index (only investments with a payment due; sold and matured ones are not in it), and each
 * payment made through the ledger with its statement line. Runs inside the caller's transaction.
 *
 * Interest comes from the platform's account of the investor's world (SRV-50: platform or platform-demo; it pays the issuers' interest on to investors); the principal
 * comes back from the investor's own invested account, where the investment put it. Each payment's transfer
 * has a fixed txId and moves paidThroughAt on, so none can be paid twice.
 */
import { investmentCode } from '../domain/investing-view';
import { MOVEMENT_TYPES, investedAccount, platformAccount, transfer, walletAccount } from '../domain/ledger';
import {
  interestTxId,
  maturityTxId,
  paymentDateAfter,
  paymentDescriptions,
  paymentTermsOf,
  paymentsDue,
  type Payment,
  type PaymentTerms,
} from '../domain/payments';
import { worldOf, type World } from '../domain/worlds';
import type { StoreDb } from './db';
import { postTransfer, recordMovement } from './ledger-repo';
import { closeOffersAtMaturity } from './offer-repo';
import type { InvestmentRecord } from './records';

export interface DuePayment {
  investmentId: number;
  clientId: number;
  /** SRV-50: the investor's world, whose platform account pays the interest. */
  world: World;
  projectName: string;
  terms: PaymentTerms;
  payment: Payment;
}

/** Every payment due by `now`, oldest first per investment (an investment may owe several). */
export async function duePayments(db: StoreDb, now: number): Promise<DuePayment[]> {
  const rows = (await db.investments
    .where('nextPaymentAt')
    .belowOrEqual(now)
    .toArray()) as (InvestmentRecord & {
    id: number;
  })[];
  const active = rows.filter((inv) => inv.status === 'active');
  if (active.length === 0) return [];
  const ids = [...new Set(active.map((inv) => inv.projectId))];
  const projects = await db.projects.bulkGet(ids);
  const byId = new Map(ids.map((id, i) => [id, projects[i]]));
  const clientIds = [...new Set(active.map((inv) => inv.clientId))];
  const clients = await db.clients.bulkGet(clientIds);
  const worlds = new Map(clientIds.map((id, i) => [id, clients[i]]));
  return active.flatMap((inv) => {
    const project = byId.get(inv.projectId);
    if (!project) throw new Error(`Proyecto ${inv.projectId} inexistente`);
    const client = worlds.get(inv.clientId);
    if (!client) throw new Error(`Cliente ${inv.clientId} inexistente`);
    const terms = paymentTermsOf(inv, project);
    return paymentsDue(terms, inv.paidThroughAt, inv.nextPaymentAt, now).map((payment) => ({
      investmentId: inv.id,
      clientId: inv.clientId,
      world: worldOf(client),
      projectName: project.name,
      terms,
      payment,
    }));
  });
}

/**
 * Makes one payment, dated when it fell due: the interest (the world's platform account -> wallet) with an INTERES line, and on
 * the last one the offer that still sells it closed, the principal (invested -> wallet) with a VENCIMIENTO
 * line and the investment 'finished'. Payments of one investment must come in order.
 */
export async function makePayment(db: StoreDb, due: DuePayment): Promise<void> {
  const { investmentId: id, clientId, payment } = due;
  const at = payment.dueAt;
  const code = investmentCode(id);
  if (payment.interestMicro > 0) {
    await postTransfer(
      db,
      transfer(
        interestTxId(id, payment.throughDays),
        at,
        platformAccount(due.world),
        walletAccount(clientId),
        payment.interestMicro,
      ),
    );
    await recordMovement(db, {
      clientId,
      balanceMicro: payment.interestMicro,
      description: paymentDescriptions.interest(due.projectName),
      type: MOVEMENT_TYPES.interest,
      code,
      at,
    });
  }
  if (!payment.final) {
    await db.investments.update(id, {
      paidThroughAt: at,
      nextPaymentAt: paymentDateAfter(due.terms, at),
    });
    return;
  }
  await closeOffersAtMaturity(db, id, at);
  const principal = due.terms.amountMicro;
  await postTransfer(
    db,
    transfer(maturityTxId(id), at, investedAccount(clientId), walletAccount(clientId), principal),
  );
  await recordMovement(db, {
    clientId,
    balanceMicro: principal,
    description: paymentDescriptions.maturity(due.projectName),
    type: MOVEMENT_TYPES.maturity,
    code,
    at,
  });
  await db.investments.update(id, {
    status: 'finished',
    mercado_secundario: 0,
    paidThroughAt: at,
    nextPaymentAt: null,
  });
}
