import { paisesList } from '@/contract/schemas/paises';
import { route } from './route';

export const paisesRoutes = [
  route(paisesList, async ({ db }) => {
    const countries = await db.countries.orderBy('id').toArray();
    return { data: { data: countries.map(({ id, iso, name }) => ({ id, iso, name })) } };
  }),
];
