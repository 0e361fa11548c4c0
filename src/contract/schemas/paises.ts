import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../paises';
import { emptyRequest } from './fields';

export const country = z.object({
  id: z.number().int().positive(),
  iso: z.string().length(2),
  name: z.string(),
});
export type Country = z.infer<typeof country>;

/** API-19: the fixed country list, public and silent on failure (ERR-06). */
export const paisesListRequest = emptyRequest;
export const paisesListResponse = z.object({ data: z.object({ data: z.array(country) }) });

export const paisesList = defineCall(endpoints.paisesList, {
  request: paisesListRequest,
  response: paisesListResponse,
});
