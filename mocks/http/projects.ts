/**
 * Calls of the primary market: the project list with its filters (SRV-41), parcels, the issuer's own
 * projects and the filter options. The dashboard carousel (all_projects) lives in account.ts.
 */
import {
  associatedParcels,
  issuersByActivity,
  ownProjects,
  projectFilterOptions,
  projectsList,
  type Project,
} from '@/contract/schemas/projects';
import { walletAccount } from '../domain/ledger';
import { formatMicro } from '../domain/money';
import { endByOf, idFilter, minAmountOf, projectCriteria } from '../domain/project-filters';
import { presentProject, projectMessages } from '../domain/project-view';
import { found } from '../domain/refusal';
import { worldOf } from '../domain/worlds';
import { offerTypeNames, parcelNames } from '../store/account-repo';
import { balanceOf } from '../store/ledger-repo';
import {
  findProjectByContract,
  parcelsOf,
  projectCountryIds,
  readOwnProjectPage,
  readProjectPage,
  type ProjectRow,
} from '../store/project-repo';
import type { StoreDb } from '../store/db';
import type { ClientRecord } from '../store/records';
import { readRoute } from './route';

/**
 * ENT-05 rows of a page: each with its offer type's name, its parcels, the caller's DISPONIBLE and its
 * world's invested amount (SRV-50).
 */
async function presentRows(
  db: StoreDb,
  rows: readonly ProjectRow[],
  client: ClientRecord & { id: number },
  now: number,
): Promise<Project[]> {
  const [tipos, parcels, walletMicro] = await Promise.all([
    offerTypeNames(db),
    parcelNames(
      db,
      rows.map((p) => p.nrocontrato),
    ),
    balanceOf(db, walletAccount(client.id)),
  ]);
  return rows.map((p) =>
    presentProject(p, {
      now,
      tipo: tipos.get(p.tipoId) ?? '',
      parcels: parcels.get(p.nrocontrato) ?? [],
      walletMicro,
      world: worldOf(client),
    }),
  );
}

/** Issuer names without repeats, in catalogue order (ENT-08 emisor). */
function issuerOptions(rows: readonly { issuer: string }[]) {
  return [...new Set(rows.map((r) => r.issuer))].map((issuer) => ({ issuer }));
}

export const projectsRoutes = [
  // API-20, SRV-41, SRV-04: one page of the listed primary projects that meet the filters, newest first.
  readRoute(projectsList, ['offerTypes', 'parcels', 'accounts'], async ({ db, client, body, now }) => {
    const criteria = projectCriteria(body, now);
    const { rows, total, window } = await readProjectPage(db, criteria, body.page);
    return {
      data: await presentRows(db, rows, client, now),
      cantidad: total,
      page: window.page,
      total_pages: window.totalPages,
    };
  }),

  // API-23: the parcels of a contract; an unknown contract is refused (the client ignores failures).
  readRoute(associatedParcels, ['parcels'], async ({ db, body }) => {
    const project = found(await findProjectByContract(db, body.nrocontrato), projectMessages.unknownContract);
    const parcels = await parcelsOf(db, project.nrocontrato);
    return {
      data: parcels.map((p) => ({
        id: p.id,
        nrocontrato: p.nrocontrato,
        name: p.name,
        description: p.description,
        amount: formatMicro(p.amountMicro),
      })),
    };
  }),

  // API-24, SRV-04: the caller's own projects as an issuer (none for anyone else), whatever their status.
  readRoute(ownProjects, ['offerTypes', 'parcels', 'accounts'], async ({ db, client, body, now }) => {
    const { rows, total, window } = await readOwnProjectPage(
      db,
      client.id,
      {
        now,
        endBy: endByOf(body.vencimiento, now),
        projectId: idFilter(body.proyecto, 'proyecto'),
        minAmountMicro: minAmountOf(body.monto),
      },
      body.page,
    );
    return {
      data: await presentRows(db, rows, client, now),
      cantidad: total,
      page: window.page,
      total_pages: window.totalPages,
    };
  }),

  // API-25, FILT-02..04: countries that have projects, every offer type, issuer and activity.
  readRoute(projectFilterOptions, ['offerTypes', 'issuers', 'activities', 'countries'], async ({ db }) => {
    const [countryIds, tipos, issuers, activities] = await Promise.all([
      projectCountryIds(db),
      db.offerTypes.toArray(),
      db.issuers.toArray(),
      db.activities.toArray(),
    ]);
    const countries = (await db.countries.bulkGet(countryIds)).filter((c) => c !== undefined);
    return {
      data: {
        paises: countries.map((c) => ({ id: c.id, iso: c.iso, name: c.name })),
        tipo_oferta: tipos.map((t) => ({ id: t.id, tipo: t.tipo })),
        emisor: issuerOptions(issuers),
        actividad: activities.map((a) => ({ id: a.id, activity: a.activity })),
      },
    };
  }),

  // API-26, FILT-09: the issuers of one activity.
  readRoute(issuersByActivity, ['activities', 'issuers'], async ({ db, body }) => {
    found(await db.activities.get(body.actividad_id), projectMessages.unknownActivity);
    const issuers = await db.issuers.where('actividadId').equals(body.actividad_id).sortBy('id');
    return { data: { emisor: issuerOptions(issuers) } };
  }),
];
