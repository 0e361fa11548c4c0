import { STRATEGY_LIMITS } from '@/contract/strategy-rules';
import {
  strategiesList,
  strategyCreate,
  strategyInvestments,
  strategyPreview,
  strategyStatus,
  strategyUpdate,
} from '@/contract/schemas/strategies';
import { found } from '../domain/refusal';
import {
  checkBudgetKeepsInvested,
  checkStrategyCount,
  checkStrategyCriteria,
  checkStrategyInput,
  presentStrategy,
  presentStrategyPlan,
  strategyMessages,
} from '../domain/strategies';
import type { StoreDb } from '../store/db';
import {
  addStrategy,
  clientStrategies,
  countStrategies,
  investInOpenProjects,
  ownStrategy,
  planOpenProjects,
  planResume,
  setStrategyStatus,
  type StrategyPlan,
  strategyInvestmentPage,
} from '../store/strategy-repo';
import { readRoute, route } from './route';

const presentStored = async (db: StoreDb, id: number) => presentStrategy((await db.strategies.get(id))!);

const presentPlan = (plan: StrategyPlan) =>
  presentStrategyPlan({
    matching: plan.matching,
    investments: plan.investments.map((i) => ({
      projectId: i.project.id,
      projectName: i.project.name,
      amountMicro: i.amountMicro,
    })),
  });

/** Calls of automatic investing (AUTO-01..AUTO-08, SRV-64). */
export const strategiesRoutes = [
  // AUTO-01: the caller's strategies, newest first.
  readRoute(strategiesList, ['strategies'], async ({ db, client }) => ({
    data: (await clientStrategies(db, client.id)).map(presentStrategy),
  })),

  // AUTO-02, AUTO-05: a new active strategy, which invests at once in the matching open projects.
  route(strategyCreate, async ({ db, client, body, now }) => {
    const terms = checkStrategyInput(body);
    checkStrategyCount(await countStrategies(db, client.id), STRATEGY_LIMITS.perClient);
    const created = await addStrategy(db, client.id, terms, now);
    await investInOpenProjects(db, created.id, now);
    return { message: strategyMessages.created, data: await presentStored(db, created.id) };
  }),

  // AUTO-03: new fields for the caller's strategy; what it invested stays.
  route(strategyUpdate, async ({ db, client, body, now }) => {
    const { id, ...input } = body;
    const strategy = found(await ownStrategy(db, client.id, id), strategyMessages.unknown);
    const terms = checkStrategyInput(input);
    checkBudgetKeepsInvested(terms, strategy.investedMicro);
    await db.strategies.update(id, { ...terms, updatedAt: now });
    return { message: strategyMessages.updated, data: await presentStored(db, id) };
  }),

  // AUTO-04: pause or resume, at once.
  route(strategyStatus, async ({ db, client, body, now }) => {
    const strategy = found(await ownStrategy(db, client.id, body.id), strategyMessages.unknown);
    await setStrategyStatus(db, strategy, body.estado, now);
    return {
      message: body.estado === 'activa' ? strategyMessages.resumed : strategyMessages.paused,
      data: await presentStored(db, strategy.id),
    };
  }),

  // SRV-64: what creating a strategy with these criteria, or resuming one of the caller's, would invest now;
  // the same plan those calls book, read without writing.
  readRoute(
    strategyPreview,
    ['strategies', 'projects', 'investments', 'accounts'],
    async ({ db, client, body, now }) => {
      if ('id' in body) {
        const strategy = found(await ownStrategy(db, client.id, body.id), strategyMessages.unknown);
        return { data: presentPlan(await planResume(db, client, strategy, now)) };
      }
      const criteria = checkStrategyCriteria(body);
      return {
        data: presentPlan(await planOpenProjects(db, client, { ...criteria, investedMicro: 0 }, now)),
      };
    },
  ),

  // AUTO-08: the investments a strategy made, newest first.
  readRoute(strategyInvestments, ['strategies'], async ({ db, client, body }) => {
    const strategy = found(await ownStrategy(db, client.id, body.id), strategyMessages.unknown);
    const { rows, total, window } = await strategyInvestmentPage(db, strategy, body.page);
    return { data: { datos: rows, cantidad: total, page: window.page, total_pages: window.totalPages } };
  }),
];
