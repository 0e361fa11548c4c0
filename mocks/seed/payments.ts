/**
 * SRV-46: how the seed's investments stand under SRV-44. The seed's history has no interest payments: each
 * seeded investment is paid nothing since its start, and its first payment falls due on the first date of
 * its schedule after the seed's time, paying every day since the start (the dates that passed before the
 * seed are caught up there, nothing is lost). So the first visit owes nothing and writes nothing, the
 * personas' seeded balances stay as published, and the clock moving on pays what comes due. A sold
 * investment pays nothing more; no seeded investment ends before the seed's time.
 */
import { paymentTermsOf, unpaidSchedule } from '../domain/payments';
import type { InvestmentRecord, ProjectRecord } from '../store/records';
import type { WithId } from './plan';

export function scheduleSeedPayments(
  investments: WithId<InvestmentRecord>[],
  projects: readonly WithId<ProjectRecord>[],
  now: number,
): void {
  const byId = new Map(projects.map((p) => [p.id, p]));
  for (const inv of investments) {
    const project = byId.get(inv.projectId);
    if (!project) throw new Error(`Proyecto ${inv.projectId} inexistente en la semilla`);
    if (inv.endAt <= now) throw new Error(`La inversión ${inv.id} de la semilla vence antes de la semilla`);
    const schedule = unpaidSchedule(paymentTermsOf(inv, project), now);
    inv.paidThroughAt = schedule.paidThroughAt;
    inv.nextPaymentAt = inv.status === 'active' ? schedule.nextPaymentAt : null;
  }
}
