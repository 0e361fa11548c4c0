import { z } from 'zod';
import { defineCall } from '../call';
import { invalidFieldMessage } from '../field-limits';
import * as endpoints from '../strategies';
import { strategyStatuses } from '../strategy-rules';
import {
  amountInput,
  count,
  dateTime,
  decimal,
  emptyRequest,
  entityId,
  idInput,
  money,
  pageInfo,
  pageInput,
} from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/**
 * AUTO-01: an automatic-investing strategy as the server answers it: its fields (amounts as money, rates as
 * decimal percentages a year, terms in days), its status and what it has invested so far.
 */
export const strategy = z
  .object({
    id: entityId.describe('Identificador de la estrategia'),
    nombre: z.string().describe('Nombre de la estrategia'),
    monto: money.describe('Monto que invierte en cada proyecto'),
    maximo_proyecto: money.describe('Máximo que invierte en un mismo proyecto'),
    tasa_min: decimal.describe('Interés anual mínimo de los proyectos, en porcentaje'),
    tasa_max: decimal.describe('Interés anual máximo de los proyectos, en porcentaje'),
    plazo_min: count.describe('Plazo mínimo de los proyectos, en días'),
    plazo_max: count.describe('Plazo máximo de los proyectos, en días'),
    riesgos: z.array(z.string()).describe('Clasificaciones de riesgo admitidas'),
    presupuesto: money.describe('Presupuesto total de la estrategia'),
    estado: z.enum(strategyStatuses).describe('Estado de la estrategia'),
    invertido: money.describe('Lo que lleva invertido'),
    disponible: money.describe('Lo que le queda del presupuesto'),
    inversiones: count.describe('Cantidad de inversiones que hizo'),
    created_at: dateTime.describe('Fecha de creación'),
  })
  .meta({
    id: 'Estrategia',
    description:
      'AUTO-01: una estrategia de inversión automática: sus criterios (montos en dinero, tasas en porcentaje ' +
      'anual, plazos en días), su estado y lo que lleva invertido.',
  });
export type Strategy = z.infer<typeof strategy>;

/** AUTO-08: one investment a strategy made. */
export const strategyInvestment = z
  .object({
    id: entityId.describe('Identificador de la inversión'),
    project_id: entityId.describe('Identificador del proyecto'),
    proyecto: z.string().describe('Nombre del proyecto'),
    monto: money.describe('Monto invertido'),
    fecha: dateTime.describe('Fecha de la inversión'),
  })
  .meta({ id: 'InversionDeEstrategia', description: 'AUTO-08: una inversión que hizo una estrategia.' });
export type StrategyInvestment = z.infer<typeof strategyInvestment>;

/** SRV-64: one investment a strategy would make now. */
export const strategyPlannedInvestment = z
  .object({
    project_id: entityId.describe('Identificador del proyecto'),
    proyecto: z.string().describe('Nombre del proyecto'),
    monto: money.describe('Monto que invertiría'),
  })
  .meta({ id: 'InversionPrevista', description: 'SRV-64: una inversión que la estrategia haría ahora.' });

/**
 * SRV-64: what a strategy would do now: how many open projects of the primary market match it, the total it
 * would invest and each investment, in the order it would make them.
 */
export const strategyPlan = z
  .object({
    coinciden: count.describe('Cantidad de proyectos abiertos que coinciden con sus criterios'),
    total: money.describe('Total que invertiría'),
    inversiones: z.array(strategyPlannedInvestment).describe('Cada inversión, en el orden en que las haría'),
  })
  .meta({
    id: 'PlanDeEstrategia',
    description: 'SRV-64: lo que una estrategia invertiría ahora, sin guardar nada.',
  });
export type StrategyPreview = z.infer<typeof strategyPlan>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** A whole number of days as the client sends it: a number or a string; the domain reads it exactly. */
const daysInput = (label: string) =>
  z.union([z.number(), z.string()], { error: `El campo ${label} es requerido` }).transform((v) => String(v));

/** AUTO-02: the fields of a strategy; the domain applies strategy-rules.ts to them. */
const strategyFields = {
  nombre: z.string({ error: 'El campo nombre es requerido' }).describe('Nombre de la estrategia'),
  monto: amountInput('monto por proyecto').describe('Monto que invierte en cada proyecto'),
  maximo_proyecto: amountInput('máximo por proyecto').describe('Máximo que invierte en un mismo proyecto'),
  tasa_min: amountInput('tasa mínima').describe('Interés anual mínimo, en porcentaje'),
  tasa_max: amountInput('tasa máxima').describe('Interés anual máximo, en porcentaje'),
  plazo_min: daysInput('plazo mínimo').describe('Plazo mínimo, en días'),
  plazo_max: daysInput('plazo máximo').describe('Plazo máximo, en días'),
  riesgos: z
    .array(z.string(), { error: 'El campo riesgos no es válido' })
    .describe('Clasificaciones de riesgo admitidas (A++, A+, A, Bajo, Medio, Alto)'),
  presupuesto: amountInput('presupuesto total').describe('Presupuesto total'),
};
export const strategyInputSchema = z.object(strategyFields).meta({
  id: 'EstrategiaEntrada',
  description:
    'AUTO-02: los criterios de una estrategia; montos y tasas en decimal (texto o número), plazos en días.',
});
export type StrategyInput = z.input<typeof strategyInputSchema>;

export const strategiesListRequest = emptyRequest;
export const strategiesListResponse = z.object({ data: z.array(strategy) });

export const strategyCreateRequest = strategyInputSchema;
export const strategyCreateResponse = z.object({ message: z.string().min(1), data: strategy });

export const strategyUpdateRequest = z.object({
  id: idInput('estrategia').describe('Identificador de la estrategia (AUTO-01)'),
  ...strategyFields,
});
export const strategyUpdateResponse = strategyCreateResponse;

export const strategyStatusRequest = z.object({
  id: idInput('estrategia').describe('Identificador de la estrategia (AUTO-01)'),
  estado: z.enum(strategyStatuses, { error: 'El campo estado no es válido' }),
});
export const strategyStatusResponse = strategyCreateResponse;

/** SRV-64: the criteria of a strategy not saved yet: create's fields but the name, which is ignored. */
const { nombre: _name, ...criteriaFields } = strategyFields;
const previewOfCriteria = z.object(criteriaFields);
/** SRV-64: one of the caller's strategies, as resuming it would run it. */
const previewOfStrategy = z.object({
  id: idInput('estrategia').describe('Identificador de la estrategia que se reanudaría'),
});

/**
 * SRV-64: either shape. A body that names `id` meant a strategy, any other the criteria: a refusal is that
 * shape's own, in the words estado or create use (a union would otherwise answer a generic one).
 */
export const strategyPreviewRequest = z.union([previewOfStrategy, previewOfCriteria], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const input: unknown = issue.input;
    const meant = typeof input === 'object' && input !== null && 'id' in input ? 0 : 1;
    const first = issue.errors[meant]?.[0];
    if (!first) return undefined;
    if (!first.message.startsWith('Invalid')) return first.message;
    const field = first.path.findLast((key): key is string => typeof key === 'string');
    return field ? invalidFieldMessage(field) : undefined;
  },
});
export type StrategyPreviewRequest = z.input<typeof strategyPreviewRequest>;
export const strategyPreviewResponse = z.object({ data: strategyPlan });

export const strategyInvestmentsRequest = z.object({
  id: idInput('estrategia').describe('Identificador de la estrategia (AUTO-01)'),
  page: pageInput.describe('Número de página, desde 1'),
});
export const strategyInvestmentsResponse = z.object({
  data: z.object({ datos: z.array(strategyInvestment), ...pageInfo }),
});

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const strategiesList = defineCall(endpoints.strategiesList, {
  request: strategiesListRequest,
  response: strategiesListResponse,
});
export const strategyCreate = defineCall(endpoints.strategyCreate, {
  request: strategyCreateRequest,
  response: strategyCreateResponse,
});
export const strategyUpdate = defineCall(endpoints.strategyUpdate, {
  request: strategyUpdateRequest,
  response: strategyUpdateResponse,
});
export const strategyStatus = defineCall(endpoints.strategyStatus, {
  request: strategyStatusRequest,
  response: strategyStatusResponse,
});
export const strategyPreview = defineCall(endpoints.strategyPreview, {
  request: strategyPreviewRequest,
  response: strategyPreviewResponse,
});
export const strategyInvestments = defineCall(endpoints.strategyInvestments, {
  request: strategyInvestmentsRequest,
  response: strategyInvestmentsResponse,
});
