import { diversification } from '@/contract/schemas/diversification';
import { diversificationOf } from '../domain/diversification';
import { readActivePortfolio } from '../store/diversification-repo';
import { readRoute } from './route';

/** How the client's portfolio is spread. */
export const diversificationRoutes = [
  // DIV-01..DIV-04, SRV-68: the active investments by country, category, risk, issuer and remaining term.
  readRoute(diversification, ['investments', 'projects', 'countries'], async ({ db, client, now }) => {
    const { positions, countryNames } = await readActivePortfolio(db, client.id);
    return { data: diversificationOf(positions, countryNames, now) };
  }),
];
