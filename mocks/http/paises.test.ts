import { describe, expect, it } from 'vitest';
import { post, useSimulator } from '../../tests/simulator';

describe('POST /api/paises/list', () => {
  const sim = useSimulator();

  it('API-19 CONST-06 serves the fixed list with numeric ids from IndexedDB', async () => {
    const { status, body } = await post<{ data: { data: { id: number; iso: string; name: string }[] } }>(
      '/api/paises/list',
    );
    expect(status).toBe(200);
    const byName = new Map(body.data.data.map((c) => [c.name, c]));
    expect(byName.get('Colombia')?.id).toBe(82);
    expect(byName.get('Estados Unidos')?.id).toBe(55);
    expect(byName.get('España')?.id).toBe(28);
    const db = await sim.store();
    expect(await db.countries.count()).toBe(body.data.data.length);
  });
});
