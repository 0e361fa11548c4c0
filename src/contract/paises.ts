import { z } from 'zod';
import { defineCall } from './call';
import { emptyRequest } from './fields';

export const country = z.object({
  id: z.number().int().positive(),
  iso: z.string().length(2),
  name: z.string(),
});
export type Country = z.infer<typeof country>;

/** API-19: the fixed country list, public and silent on failure (ERR-06). */
export const paisesList = defineCall({
  method: 'POST',
  path: '/api/paises/list',
  body: 'none',
  auth: false,
  request: emptyRequest,
  response: z.object({ data: z.object({ data: z.array(country) }) }),
});
