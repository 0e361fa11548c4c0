import type { Strategy, StrategyInput } from '@/contract/strategies';
import { strategyMessages, strategyProblems, type StrategyField } from '@/contract/strategy-rules';
import { toDecimalText, toMinorUnits, type Amount } from '@/shared/format/money';

/** The form's values: Mantine's NumberInput gives a number, or text while it is being typed. */
export interface StrategyFormValues {
  nombre: string;
  monto: Amount;
  maximo_proyecto: Amount;
  tasa_min: Amount;
  tasa_max: Amount;
  plazo_min: Amount;
  plazo_max: Amount;
  riesgos: string[];
  presupuesto: Amount;
}

export const emptyStrategy: StrategyFormValues = {
  nombre: '',
  monto: 100,
  maximo_proyecto: 200,
  tasa_min: 8,
  tasa_max: 20,
  plazo_min: 30,
  plazo_max: 720,
  riesgos: ['A++', 'A+', 'A'],
  presupuesto: 1000,
};

/** A strategy's stored fields as the form edits them. */
export function valuesOf(s: Strategy): StrategyFormValues {
  return {
    nombre: s.nombre,
    monto: s.monto,
    maximo_proyecto: s.maximo_proyecto,
    tasa_min: s.tasa_min,
    tasa_max: s.tasa_max,
    plazo_min: s.plazo_min,
    plazo_max: s.plazo_max,
    riesgos: [...s.riesgos],
    presupuesto: s.presupuesto,
  };
}

/** Exact minor units of a value, or NaN when it is not a number with at most two decimals. */
function minor(value: Amount): number {
  if (value === '') return Number.NaN;
  try {
    const exact = toMinorUnits(value, 2);
    // More decimals than two would round: not a value the server accepts.
    return toMinorUnits(value, 6) === exact * 10_000n ? Number(exact) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const days = (value: Amount) => (value === '' ? Number.NaN : Number(value));

/** The amount fields, with the label the server names each one by when it is not an amount. */
const AMOUNT_LABELS = {
  monto: 'monto por proyecto',
  maximo_proyecto: 'máximo por proyecto',
  presupuesto: 'presupuesto total',
} as const;

/**
 * AUTO-13: the same rules as the server (src/contract/strategy-rules.ts), each field's message. An amount that
 * is not one (an emptied field) is refused first, as the server does before its rules: the rules compare
 * numbers, and an empty amount would pass them.
 */
export function strategyFormErrors(v: StrategyFormValues): Partial<Record<StrategyField, string>> {
  const problems = strategyProblems({
    nombre: v.nombre,
    montoCents: minor(v.monto),
    maximoCents: minor(v.maximo_proyecto),
    presupuestoCents: minor(v.presupuesto),
    tasaMinBp: minor(v.tasa_min),
    tasaMaxBp: minor(v.tasa_max),
    plazoMin: days(v.plazo_min),
    plazoMax: days(v.plazo_max),
    riesgos: v.riesgos,
  });
  for (const [field, label] of Object.entries(AMOUNT_LABELS) as [keyof typeof AMOUNT_LABELS, string][])
    if (Number.isNaN(minor(v[field]))) problems[field] = strategyMessages.amountInvalid(label);
  return problems;
}

/** The payload of a valid form: amounts and rates as decimal text, never floats. */
export function strategyPayload(v: StrategyFormValues): StrategyInput {
  const text = (value: Amount) => toDecimalText(toMinorUnits(value, 2));
  return {
    nombre: v.nombre.trim(),
    monto: text(v.monto),
    maximo_proyecto: text(v.maximo_proyecto),
    tasa_min: text(v.tasa_min),
    tasa_max: text(v.tasa_max),
    plazo_min: Number(v.plazo_min),
    plazo_max: Number(v.plazo_max),
    riesgos: v.riesgos,
    presupuesto: text(v.presupuesto),
  };
}

/** SRV-64: what the preview reads: a strategy's fields without its name. */
export type StrategyCriteriaPayload = Omit<StrategyInput, 'nombre'>;

/**
 * SRV-64: the preview's payload while every field but the name passes the form's own rules (the name changes
 * nothing a strategy would do); null while one does not, so nothing is asked.
 */
export function previewCriteria(v: StrategyFormValues): StrategyCriteriaPayload | null {
  const { nombre: _nameProblem, ...problems } = strategyFormErrors(v);
  if (Object.keys(problems).length > 0) return null;
  const { nombre: _name, ...criteria } = strategyPayload(v);
  return criteria;
}
