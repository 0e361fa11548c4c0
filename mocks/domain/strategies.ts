/**
 * AUTO-02..AUTO-08: automatic investing, pure. The rules of a strategy's fields (shared with the client's form
 * through src/contract/strategy-rules.ts), which projects a strategy takes, how much it puts in each, and the
 * strategy as the server answers it. The store applies them (store/strategy-repo.ts) through the same rules and
 * ledger path as a manual investment (domain/investing.ts, store/investment-repo.ts).
 */
import { strategyMessages, strategyProblems, type StrategyStatus } from '@/contract/strategy-rules';
import type { Strategy, StrategyPreview } from '@/contract/schemas/strategies';
import type { ProjectRecord, StrategyRecord } from '../store/records';
import { daysBetween, formatDateTime } from './dates';
import { checkInvestment } from './investing';
import { MICRO_PER_UNIT, formatBp, formatMicro, parseAmountMicro } from './money';
import { interestKeyOf } from './project-filters';
import { projectAvailableMicro } from './project-view';
import { Refusal, conflict, invalid } from './refusal';

export { strategyMessages };

const MICRO_PER_CENT = MICRO_PER_UNIT / 100;

/** A strategy's fields as the store keeps them: amounts in micro-units, rates in basis points. */
export type StrategyTerms = Pick<
  StrategyRecord,
  | 'nombre'
  | 'montoMicro'
  | 'maximoMicro'
  | 'presupuestoMicro'
  | 'tasaMinBp'
  | 'tasaMaxBp'
  | 'plazoMin'
  | 'plazoMax'
  | 'riesgos'
>;

/** What a strategy looks for and how much it may put in: its terms without the name. */
export type StrategyCriteria = Omit<StrategyTerms, 'nombre'>;

/** What the client sends, as the contract's schema parsed it (amounts and days still as text). */
export interface StrategyInputText {
  nombre: string;
  monto: string;
  maximo_proyecto: string;
  tasa_min: string;
  tasa_max: string;
  plazo_min: string;
  plazo_max: string;
  riesgos: string[];
  presupuesto: string;
}

/** Whole days as the client sent them, or NaN (the rules refuse it). */
const daysOf = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : Number.NaN);

/** A rate in basis points (up to two decimals), or NaN. */
function bpOf(text: string): number {
  const micro = parseAmountMicro(text, { allowZero: true });
  return micro === null || micro % MICRO_PER_CENT !== 0 ? Number.NaN : micro / MICRO_PER_CENT;
}

function amountOf(text: string, label: string): number {
  const micro = parseAmountMicro(text);
  if (micro === null) throw invalid(strategyMessages.amountInvalid(label));
  return micro;
}

/**
 * AUTO-02: the strategy's terms when every field is valid; otherwise throws the first field's refusal (422)
 * with the same message the form shows.
 */
export function checkStrategyInput(input: StrategyInputText): StrategyTerms {
  return checkedTerms(input, true);
}

/**
 * SRV-64: the criteria of a strategy that is only previewed, checked as create checks them with the same
 * messages, but for its name, which a preview neither keeps nor needs.
 */
export function checkStrategyCriteria(input: Omit<StrategyInputText, 'nombre'>): StrategyCriteria {
  const { nombre: _, ...criteria } = checkedTerms({ ...input, nombre: '' }, false);
  return criteria;
}

function checkedTerms(input: StrategyInputText, withName: boolean): StrategyTerms {
  const terms: StrategyTerms = {
    nombre: input.nombre.trim(),
    montoMicro: amountOf(input.monto, 'monto por proyecto'),
    maximoMicro: amountOf(input.maximo_proyecto, 'máximo por proyecto'),
    presupuestoMicro: amountOf(input.presupuesto, 'presupuesto total'),
    tasaMinBp: bpOf(input.tasa_min),
    tasaMaxBp: bpOf(input.tasa_max),
    plazoMin: daysOf(input.plazo_min),
    plazoMax: daysOf(input.plazo_max),
    riesgos: [...new Set(input.riesgos)],
  };
  const { nombre: nameProblem, ...others } = strategyProblems({
    nombre: input.nombre,
    montoCents: terms.montoMicro / MICRO_PER_CENT,
    maximoCents: terms.maximoMicro / MICRO_PER_CENT,
    presupuestoCents: terms.presupuestoMicro / MICRO_PER_CENT,
    tasaMinBp: terms.tasaMinBp,
    tasaMaxBp: terms.tasaMaxBp,
    plazoMin: terms.plazoMin,
    plazoMax: terms.plazoMax,
    riesgos: terms.riesgos,
  });
  // The name is the form's first field: its problem comes first, as strategyProblems orders them.
  const first = (withName ? nameProblem : undefined) ?? Object.values(others)[0];
  if (first) throw invalid(first);
  return terms;
}

/** AUTO-03: a budget may not fall below what the strategy already invested. */
export function checkBudgetKeepsInvested(terms: StrategyTerms, investedMicro: number): void {
  if (terms.presupuestoMicro < investedMicro)
    throw invalid(strategyMessages.budgetBelowInvested(formatMicro(investedMicro)));
}

/** AUTO-02: a client has at most this many strategies (409 beyond). */
export function checkStrategyCount(existing: number, limit: number): void {
  if (existing >= limit) throw conflict(strategyMessages.tooMany);
}

/** AUTO-07: a project's term, in whole platform days from its opening to its end. */
export const projectTermDays = (p: Pick<ProjectRecord, 'startAt' | 'endAt'>) =>
  daysBetween(p.startAt, p.endAt);

/** AUTO-07: whether a project's rate, term and risk are inside the strategy's ranges. */
export function strategyMatches(
  s: Pick<StrategyTerms, 'tasaMinBp' | 'tasaMaxBp' | 'plazoMin' | 'plazoMax' | 'riesgos'>,
  p: Pick<ProjectRecord, 'tax_referential_client' | 'startAt' | 'endAt' | 'risk'>,
): boolean {
  const rateKey = interestKeyOf(p.tax_referential_client); // percent × 10^6 = bp × 10^4
  const term = projectTermDays(p);
  return (
    rateKey >= s.tasaMinBp * 10_000 &&
    rateKey <= s.tasaMaxBp * 10_000 &&
    term >= s.plazoMin &&
    term <= s.plazoMax &&
    s.riesgos.includes(p.risk)
  );
}

/**
 * AUTO-06: what the strategy puts in a project: its amount per project, capped by what its maximum per project
 * leaves over what the client holds there, by its budget left and by the project's available amount. Zero or
 * less means nothing; the investment rules (CONST-01 minimum, wallet) decide the rest.
 */
export function automaticAmountMicro(
  s: Pick<StrategyTerms, 'montoMicro' | 'maximoMicro' | 'presupuestoMicro'> & { investedMicro: number },
  heldInProjectMicro: number,
  projectAvailableMicro: number,
): number {
  return Math.min(
    s.montoMicro,
    s.maximoMicro - heldInProjectMicro,
    s.presupuestoMicro - s.investedMicro,
    projectAvailableMicro,
  );
}

/** What a strategy has taken so far and what the client's wallet holds, as a run goes from project to project. */
export interface StrategyRunState {
  investedMicro: number;
  walletMicro: number;
}

/**
 * AUTO-06: the one decision of an automatic investment, for the settlement's single project and for the
 * projects open at creation, at a resume and in their preview alike: the amount automaticAmountMicro allows,
 * checked as investments/create checks it (open project, minimum, available, wallet). Zero when it invests
 * nothing: a refusal skips the project. `project` is the project as the client's world sees it.
 */
export function automaticInvestmentMicro(
  s: Pick<StrategyTerms, 'montoMicro' | 'maximoMicro' | 'presupuestoMicro'>,
  state: StrategyRunState,
  heldInProjectMicro: number,
  project: ProjectRecord,
  at: number,
): number {
  const amountMicro = automaticAmountMicro(
    { ...s, investedMicro: state.investedMicro },
    heldInProjectMicro,
    projectAvailableMicro(project),
  );
  if (amountMicro <= 0) return 0;
  try {
    return checkInvestment(formatMicro(amountMicro), project, state.walletMicro, at);
  } catch (error) {
    if (error instanceof Refusal) return 0;
    throw error;
  }
}

/**
 * Whether no later project can take anything: the budget is spent or the wallet is empty, so every
 * automaticInvestmentMicro would be zero. A run stops reading there.
 */
export const strategyRunSpent = (s: Pick<StrategyTerms, 'presupuestoMicro'>, state: StrategyRunState) =>
  s.presupuestoMicro - state.investedMicro <= 0 || state.walletMicro <= 0;

/** SRV-64: a strategy's plan as the server answers it. */
export function presentStrategyPlan(plan: {
  matching: number;
  investments: readonly { projectId: number; projectName: string; amountMicro: number }[];
}): StrategyPreview {
  return {
    coinciden: plan.matching,
    total: formatMicro(plan.investments.reduce((sum, i) => sum + i.amountMicro, 0)),
    inversiones: plan.investments.map((i) => ({
      project_id: i.projectId,
      proyecto: i.projectName,
      monto: formatMicro(i.amountMicro),
    })),
  };
}

/** AUTO-08: the statement line of an automatic investment. */
export const automaticInvestmentDescription = (strategyName: string, projectName: string) =>
  `Inversión automática (${strategyName}): ${projectName}`;

/** The strategy record's fields the answer shows. */
export interface StrategyView extends StrategyTerms {
  id: number;
  status: StrategyStatus;
  investedMicro: number;
  investmentCount: number;
  createdAt: number;
}

/** AUTO-01: a strategy as the server answers it. */
export function presentStrategy(s: StrategyView): Strategy {
  return {
    id: s.id,
    nombre: s.nombre,
    monto: formatMicro(s.montoMicro),
    maximo_proyecto: formatMicro(s.maximoMicro),
    tasa_min: formatBp(s.tasaMinBp),
    tasa_max: formatBp(s.tasaMaxBp),
    plazo_min: s.plazoMin,
    plazo_max: s.plazoMax,
    riesgos: [...s.riesgos],
    presupuesto: formatMicro(s.presupuestoMicro),
    estado: s.status,
    invertido: formatMicro(s.investedMicro),
    disponible: formatMicro(Math.max(0, s.presupuestoMicro - s.investedMicro)),
    inversiones: s.investmentCount,
    created_at: formatDateTime(s.createdAt),
  };
}
