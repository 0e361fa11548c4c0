import { investmentCreate, investmentFilters, investmentsList } from '@/contract/schemas/investments';
import { checkInvestment, investMessages } from '../domain/investing';
import { presentInvestment } from '../domain/investing-view';
import { walletAccount } from '../domain/ledger';
import { endByOf, idFilter, minAmountOf } from '../domain/project-filters';
import { found } from '../domain/refusal';
import { projectInWorld, worldOf } from '../domain/worlds';
import {
  investInProject,
  investedProjectOptions,
  openOfferedIds,
  readInvestmentPage,
} from '../store/investment-repo';
import { balanceOf } from '../store/ledger-repo';
import { findProject } from '../store/project-repo';
import { readRoute, route } from './route';

/** Calls of the client's investments: investing on the primary market, the active list and its filter. */
export const investmentsRoutes = [
  // API-27, SRV-22, SRV-23, SRV-39: invest from DISPONIBLE in a primary project (amount or contratomonto).
  // SRV-50: the project's capacity is that of the caller's world.
  route(investmentCreate, async ({ db, client, body, now }) => {
    const project = found(await findProject(db, body.project_id), investMessages.unknownProject);
    const world = worldOf(client);
    const walletMicro = await balanceOf(db, walletAccount(client.id));
    const amountMicro = checkInvestment(body.amount, projectInWorld(project, world), walletMicro, now);
    await investInProject(db, client.id, world, project, amountMicro, now);
    return { message: investMessages.done };
  }),

  // API-29, SRV-04, SRV-21, INV-16: the caller's active investments (offered ones marked), with totals.
  readRoute(investmentsList, ['offers'], async ({ db, client, body, now }) => {
    const filter = {
      projectId: idFilter(body.proyecto, 'proyecto'),
      endBy: endByOf(body.vencimiento, now),
      minAmountMicro: minAmountOf(body.monto),
    };
    const { rows, totals, window } = await readInvestmentPage(
      db,
      client.id,
      'active',
      filter,
      body.page,
      now,
    );
    const offered = await openOfferedIds(
      db,
      rows.map((r) => r.inv.id),
      now,
    );
    return {
      data: {
        datos: rows.map(({ inv, project }) =>
          presentInvestment(inv, project, { now, offered: offered.has(inv.id) }),
        ),
        totales: totals,
        page: window.page,
        total_pages: window.totalPages,
      },
    };
  }),

  // API-31, SRV-42: the projects of the caller's investments, for the project-name filter.
  readRoute(investmentFilters, ['heldProjects'], async ({ db, client }) => ({
    data: { proyectos: await investedProjectOptions(db, client.id) },
  })),
];
