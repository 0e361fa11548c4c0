import { MIN_INVESTMENT_USDT } from './limits';
import { riesgoValues } from './projects';

/**
 * AUTO-02, AUTO-03, AUTO-13: the rules of an automatic-investing strategy's fields, which the form checks
 * before it sends and the server when it decides, with the same Spanish messages. Amounts are whole cents and
 * rates hundredths of a percent (each side turns its own minor units into these), terms whole days.
 */

export const STRATEGY_LIMITS = {
  nameMax: 60,
  minAmountCents: MIN_INVESTMENT_USDT * 100,
  maxRatePercent: 100,
  minTermDays: 1,
  maxTermDays: 3650,
  perClient: 10,
} as const;

export const strategyStatuses = ['activa', 'pausada'] as const;
export type StrategyStatus = (typeof strategyStatuses)[number];

export const strategyRisks = riesgoValues;

/** The fields of a strategy as the rules read them. */
export interface StrategyFields {
  nombre: string;
  montoCents: number;
  maximoCents: number;
  presupuestoCents: number;
  tasaMinBp: number;
  tasaMaxBp: number;
  plazoMin: number;
  plazoMax: number;
  riesgos: readonly string[];
}

export type StrategyField =
  | 'nombre'
  | 'monto'
  | 'maximo_proyecto'
  | 'presupuesto'
  | 'tasa_min'
  | 'tasa_max'
  | 'plazo_min'
  | 'plazo_max'
  | 'riesgos';

export const strategyMessages = {
  nameRequired: 'El nombre de la estrategia es requerido',
  nameTooLong: `El nombre puede tener como máximo ${STRATEGY_LIMITS.nameMax} caracteres`,
  amountInvalid: (label: string) => `El campo ${label} no es válido`,
  belowMinimum: `El monto por proyecto debe ser al menos ${MIN_INVESTMENT_USDT}.00`,
  maxBelowAmount: 'El máximo por proyecto no puede ser menor que el monto por proyecto',
  budgetBelowAmount: 'El presupuesto total no puede ser menor que el monto por proyecto',
  rateOutOfRange: `La tasa debe estar entre 0 y ${STRATEGY_LIMITS.maxRatePercent} % anual`,
  rateOrder: 'La tasa mínima no puede ser mayor que la tasa máxima',
  termOutOfRange: `El plazo debe ser un número entero de días entre ${STRATEGY_LIMITS.minTermDays} y ${STRATEGY_LIMITS.maxTermDays}`,
  termOrder: 'El plazo mínimo no puede ser mayor que el plazo máximo',
  riskRequired: 'Seleccione al menos un nivel de riesgo',
  riskUnknown: 'El nivel de riesgo no es válido',
  budgetBelowInvested: (invested: string) =>
    `El presupuesto total no puede ser menor que lo ya invertido (${invested})`,
  tooMany: `Puede tener como máximo ${STRATEGY_LIMITS.perClient} estrategias`,
  unknown: 'La estrategia no existe',
  created: 'Estrategia creada con éxito',
  updated: 'Estrategia actualizada con éxito',
  paused: 'Estrategia pausada con éxito',
  resumed: 'Estrategia reanudada con éxito',
} as const;

const validTerm = (days: number) =>
  Number.isInteger(days) && days >= STRATEGY_LIMITS.minTermDays && days <= STRATEGY_LIMITS.maxTermDays;
const validRate = (bp: number) =>
  Number.isInteger(bp) && bp >= 0 && bp <= STRATEGY_LIMITS.maxRatePercent * 100;

/** Every field's first problem, in the form's order; an empty object when the strategy may be saved. */
export function strategyProblems(f: StrategyFields): Partial<Record<StrategyField, string>> {
  const out: Partial<Record<StrategyField, string>> = {};
  const name = f.nombre.trim();
  if (name === '') out.nombre = strategyMessages.nameRequired;
  else if (name.length > STRATEGY_LIMITS.nameMax) out.nombre = strategyMessages.nameTooLong;
  if (f.montoCents < STRATEGY_LIMITS.minAmountCents) out.monto = strategyMessages.belowMinimum;
  if (f.maximoCents < f.montoCents) out.maximo_proyecto = strategyMessages.maxBelowAmount;
  if (!validRate(f.tasaMinBp)) out.tasa_min = strategyMessages.rateOutOfRange;
  if (!validRate(f.tasaMaxBp)) out.tasa_max = strategyMessages.rateOutOfRange;
  else if (validRate(f.tasaMinBp) && f.tasaMinBp > f.tasaMaxBp) out.tasa_max = strategyMessages.rateOrder;
  if (!validTerm(f.plazoMin)) out.plazo_min = strategyMessages.termOutOfRange;
  if (!validTerm(f.plazoMax)) out.plazo_max = strategyMessages.termOutOfRange;
  else if (validTerm(f.plazoMin) && f.plazoMin > f.plazoMax) out.plazo_max = strategyMessages.termOrder;
  if (f.riesgos.length === 0) out.riesgos = strategyMessages.riskRequired;
  else if (f.riesgos.some((r) => !(strategyRisks as readonly string[]).includes(r)))
    out.riesgos = strategyMessages.riskUnknown;
  if (f.presupuestoCents < f.montoCents) out.presupuesto = strategyMessages.budgetBelowAmount;
  return out;
}
