import { endpoint } from './call';
import type * as s from './schemas/strategies';

/*
 * The automatic-investing calls (AUTO-01..AUTO-08, SRV-64) as the client makes them: zod-free descriptors typed from
 * their schemas in schemas/strategies.ts (type-only import).
 */

export type {
  Strategy,
  StrategyInvestment,
  StrategyInput,
  StrategyPreview,
  StrategyPreviewRequest,
} from './schemas/strategies';

/** AUTO-01: the caller's strategies, newest first, with what each invested. */
export const strategiesList = endpoint<typeof s.strategiesListRequest, typeof s.strategiesListResponse>()({
  method: 'POST',
  path: '/api/client/estrategias',
  body: 'none',
  auth: true,
});

/** AUTO-02, AUTO-05: a new active strategy, which invests at once in the matching open projects. */
export const strategyCreate = endpoint<typeof s.strategyCreateRequest, typeof s.strategyCreateResponse>()({
  method: 'POST',
  path: '/api/client/estrategias/create',
  body: 'json',
  auth: true,
});

/** AUTO-03: a strategy's fields changed. */
export const strategyUpdate = endpoint<typeof s.strategyUpdateRequest, typeof s.strategyUpdateResponse>()({
  method: 'POST',
  path: '/api/client/estrategias/update',
  body: 'json',
  auth: true,
});

/** AUTO-04: pauses or resumes a strategy. */
export const strategyStatus = endpoint<typeof s.strategyStatusRequest, typeof s.strategyStatusResponse>()({
  method: 'POST',
  path: '/api/client/estrategias/estado',
  body: 'json',
  auth: true,
});

/**
 * SRV-64: what a strategy would do now, writing nothing: for the criteria of a strategy not saved yet (create's
 * fields; the name is ignored), what creating it would invest at once; for `{ id }` of one of the caller's
 * strategies, what resuming it would invest.
 */
export const strategyPreview = endpoint<typeof s.strategyPreviewRequest, typeof s.strategyPreviewResponse>()({
  method: 'POST',
  path: '/api/client/estrategias/vista_previa',
  body: 'json',
  auth: true,
});

/** AUTO-08: one page of the investments a strategy made, newest first. */
export const strategyInvestments = endpoint<
  typeof s.strategyInvestmentsRequest,
  typeof s.strategyInvestmentsResponse
>()({
  method: 'POST',
  path: '/api/client/estrategias/inversiones',
  body: 'json',
  auth: true,
});
