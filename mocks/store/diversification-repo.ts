/**
 * SRV-68: what the diversification reads: the caller's active investments through its [clientId+status] index
 * (the same set as 'Mis inversiones', SRV-47), each project it holds once, and the names of those projects'
 * countries through the countries' iso index. Inside the caller's transaction; awaits only Dexie.
 *
 * A large portfolio holds a thousand positions, each a project read: what is read is kept per connection under
 * the investments' version (table-versions.ts), as the forecast is, so a repeated request reads one meta row.
 * Nothing else it reads changes: a project's name, issuer, country, category and rating are fixed once it is
 * listed, and the countries never change. The remaining term is worked out from `now` on every request.
 */
import type { HeldPosition } from '../domain/diversification';
import type { StoreDb } from './db';
import { projectsById } from './investment-repo';
import { keptUnderVersion } from './table-versions';

export interface ActivePortfolio {
  positions: HeldPosition[];
  countryNames: Map<string, string>;
}

const keptPortfolios = keptUnderVersion<number, ActivePortfolio>('investments');

/** The caller's active positions and the names of their countries (SRV-68). */
export function readActivePortfolio(db: StoreDb, clientId: number): Promise<ActivePortfolio> {
  return keptPortfolios(db, clientId, () => readPortfolio(db, clientId));
}

async function readPortfolio(db: StoreDb, clientId: number): Promise<ActivePortfolio> {
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
