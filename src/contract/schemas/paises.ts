import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../paises';
import { emptyRequest } from './fields';

export const country = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .describe('Identificador del país, el que envían los formularios (country_id)'),
    iso: z.string().length(2).describe('Código ISO de dos letras'),
    name: z.string().describe('Nombre del país en español'),
  })
  .meta({ id: 'Pais', description: 'Un país de la lista fija (p1 §3), con su id numérico.' });
export type Country = z.infer<typeof country>;

/** API-19: the fixed country list, public and silent on failure (ERR-06). */
export const paisesListRequest = emptyRequest;
export const paisesListResponse = z.object({ data: z.object({ data: z.array(country) }) });

export const paisesList = defineCall(endpoints.paisesList, {
  request: paisesListRequest,
  response: paisesListResponse,
});
