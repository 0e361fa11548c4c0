import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useSimulator } from '../../../tests/simulator';
import { paisesQuery } from './paises-list';

describe('the countries of every country select', () => {
  useSimulator();

  it('API-19 come in Spanish alphabetical order (Bosnia y Herzegovina, Botsuana, … España), whatever the server sends', async () => {
    const query = paisesQuery();
    const answer = await new QueryClient().fetchQuery(query);
    const names = query.select!(answer).map((p) => p.name);
    const sorted = [...names].sort(new Intl.Collator('es').compare);
    expect(names).toEqual(sorted);
    expect(names.indexOf('Bosnia y Herzegovina')).toBeLessThan(names.indexOf('Botsuana'));
    expect(names.indexOf('Botsuana')).toBeLessThan(names.indexOf('España'));
  });
});
