/**
 * PAY-01, SRV-67 in the store: the client's active investments as the forecast reads them, through the
 * [clientId+status] index (only the caller's active ones, whatever the size of the statement or of the other
 * clients' tables), with their projects' rate, frequency and name, each project read once. Runs inside the
 * caller's transaction.
 *
 * A large portfolio expects thousands of payments a year, each computed by the schedule of SRV-44: the
 * forecast is kept per connection under the investments' version (table-versions.ts: every write that changes
 * what it reads of an investment gives the table a new version) and its window, so a repeated request reads
 * one meta row. Nothing else it reads changes: a project's name, rate and frequency are fixed once it is
 * listed, and a payment that falls due is settled, a write to the investment, before the next request reads.
 */
import {
  expectedPayments,
  forecastWindow,
  monthlyTotals,
  type ExpectedPayment,
  type MonthTotal,
} from '../domain/forecast';
import { paymentTermsOf } from '../domain/payments';
import type { StoreDb } from './db';
import { projectsById } from './investment-repo';
import { keptUnderVersion } from './table-versions';

export interface Forecast {
  /** The first moment after the window (forecast.ts). */
  toMs: number;
  payments: ExpectedPayment[];
  months: MonthTotal[];
  interestMicro: number;
  principalMicro: number;
}

const keptForecasts = keptUnderVersion<string, Forecast>('investments');

async function computeForecast(db: StoreDb, clientId: number, now: number): Promise<Forecast> {
  const active = await db.investments.where('[clientId+status]').equals([clientId, 'active']).toArray();
  const projects = await projectsById(
    db,
    active.map((inv) => inv.projectId),
  );
  const window = forecastWindow(now);
  const payments = expectedPayments(
    active.map((inv) => {
      const project = projects.get(inv.projectId)!;
      return {
        id: inv.id,
        projectId: inv.projectId,
        projectName: project.name,
        terms: paymentTermsOf(inv, project),
        paidThroughAt: inv.paidThroughAt,
        nextPaymentAt: inv.nextPaymentAt,
      };
    }),
    window,
  );
  return {
    toMs: window.toMs,
    payments,
    months: monthlyTotals(payments, window),
    interestMicro: payments.reduce((sum, p) => sum + p.interestMicro, 0),
    principalMicro: payments.reduce((sum, p) => sum + p.principalMicro, 0),
  };
}

/**
 * The payments the caller's active investments will make from `now` to the window's end (SRV-67). Every
 * payment due by `now` has been settled by the request, so each kept payment is still to come.
 */
export function readForecast(db: StoreDb, clientId: number, now: number): Promise<Forecast> {
  return keptForecasts(db, `${clientId}:${forecastWindow(now).toMs}`, () =>
    computeForecast(db, clientId, now),
  );
}
