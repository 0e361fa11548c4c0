import type { StoreDb } from '../store/db';
import { MOVEMENT_TYPES } from '../domain/ledger';
import { worldOf } from '../domain/worlds';
import { postEvents } from '../store/ledger-repo';
import { linkMovement } from '../store/withdrawal-repo';
import { activities, offerTypes } from './catalog';
import { buildClients } from './clients';
import { countries } from './countries';
import { buildFlows } from './flows';
import { buildMarket } from './market';
import { buildMarketHistory } from './market-history';
import { scheduleSeedPayments } from './payments';
import { persona } from './personas';
import { type SeedPlan, Timeline, codeOf } from './plan';
import { PROJECT_COUNT, buildPlannedProjects, buildProjects } from './projects';
import { SeedRandom } from './seed-random';

/** The fixed random seed: the demo data is the same on every first visit and in every test. */
export const SEED = 20_261_122;

/**
 * Everything the seed will store, computed synchronously from `now` (a SeedRandom of the fixed
 * seed, no clock, no Math.random): calling it twice with the same `now` gives equal plans.
 */
export function buildSeedPlan(now: number): SeedPlan {
  const f = new SeedRandom(SEED);
  const timeline = new Timeline();
  const people = buildClients(f, now);
  const catalog = buildProjects(f, now, persona('emisor').id);
  const worlds = new Map(people.clients.map((c) => [c.id, worldOf(c)]));
  const market = buildMarket(
    f,
    now,
    catalog.projects,
    people.investorIds,
    timeline,
    (id) => worlds.get(id)!,
    (m) => buildMarketHistory(m, now, catalog.projects, people.investorIds),
  );
  scheduleSeedPayments(market.investments, catalog.projects, now);
  const flows = buildFlows(f, now, people.clients, people.investorIds, timeline);
  return {
    countries: countries.map((c) => ({ ...c })),
    offerTypes: offerTypes.map((t) => ({ ...t })),
    activities: activities.map((a) => ({ ...a })),
    issuers: catalog.issuers,
    clients: people.clients,
    activations: people.activations,
    outbox: people.outbox,
    kyc: people.kyc,
    projects: [...catalog.projects, ...buildPlannedProjects(now, PROJECT_COUNT + 1)],
    parcels: catalog.parcels,
    ...market,
    ...flows,
    timeline,
  };
}

/**
 * Fills an empty store with the demo data. Runs inside the caller's read-write transaction over all tables
 * and awaits only Dexie: the records first, then every money event in time order through the ledger
 * (postEvents: each transfer checked like postTransfer, then its statement lines with their running saldo).
 */
export async function seedStore(db: StoreDb, now: number): Promise<void> {
  const plan = buildSeedPlan(now);
  await db.countries.bulkAdd(plan.countries);
  await db.offerTypes.bulkAdd(plan.offerTypes);
  await db.activities.bulkAdd(plan.activities);
  await db.issuers.bulkAdd(plan.issuers);
  await db.clients.bulkAdd(plan.clients);
  await db.activations.bulkAdd(plan.activations);
  await db.outbox.bulkAdd(plan.outbox);
  await db.kyc.bulkAdd(plan.kyc);
  await db.projects.bulkAdd(plan.projects);
  await db.parcels.bulkAdd(plan.parcels);
  await db.investments.bulkAdd(plan.investments);
  await db.offers.bulkAdd(plan.offers);
  await db.depositAddresses.bulkAdd(plan.depositAddresses);
  await db.deposits.bulkAdd(plan.deposits);
  await db.beneficiaries.bulkAdd(plan.beneficiaries);
  await db.withdrawals.bulkAdd(plan.withdrawals);
  await db.cards.bulkAdd(plan.cards);
  await db.cardMovements.bulkAdd(plan.cardMovements);
  await postEvents(db, plan.timeline.sorted());
  // A withdrawal still in process names its statement line, as the handler links it, so that its approval
  // marks that line approved.
  for (const w of plan.withdrawals) {
    if (w.status !== 'EN PROCESO') continue;
    const line = await db.movements
      .where('[clientId+id]')
      .between([w.clientId, 0], [w.clientId, Infinity])
      .reverse()
      .filter((m) => m.type === MOVEMENT_TYPES.withdrawal && m.code === codeOf(w.id))
      .first();
    if (!line) throw new Error(`Retiro ${w.id} de la semilla sin su línea de extracto`);
    await linkMovement(db, w.id, line.id);
  }
}
