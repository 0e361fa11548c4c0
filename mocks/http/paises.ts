import { paisesList } from '@/contract/schemas/paises';
import { readRoute } from './route';

export const paisesRoutes = [
  readRoute(paisesList, ['countries'], async ({ db }) => {
    const countries = await db.countries.orderBy('id').toArray();
    return { data: { data: countries.map(({ id, iso, name }) => ({ id, iso, name })) } };
  }),
];
