/**
 * SRV-68: what the diversification reads: the caller's active investments through its [clientId+status] index
 * (the same set as 'Mis inversiones', SRV-47), each project it holds once, and the names of those projects'
 * countries through the countries' iso index. Inside the caller's transaction; awaits only Dexie.
 */
import type { HeldPosition } from '../domain/diversification';
import type { StoreDb } from './db';
import { projectsById } from './investment-repo';

export interface ActivePortfolio {
  positions: HeldPosition[];
  countryNames: Map<string, string>;
}

export async function readActivePortfolio(db: StoreDb, clientId: number): Promise<ActivePortfolio> {
  const investments = await db.investments.where('[clientId+status]').equals([clientId, 'active']).toArray();
  const projects = await projectsById(
    db,
    investments.map((i) => i.projectId),
  );
  const isos = [...new Set([...projects.values()].map((p) => p.country_iso))];
  const countries = isos.length === 0 ? [] : await db.countries.where('iso').anyOf(isos).toArray();
  return {
    positions: investments.map((inv) => ({
      amountMicro: inv.amountMicro,
      endAt: inv.endAt,
      project: projects.get(inv.projectId)!,
    })),
    countryNames: new Map(countries.map((c) => [c.iso, c.name])),
  };
}
