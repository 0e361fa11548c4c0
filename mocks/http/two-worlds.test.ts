/**
 * SRV-50: demo and real are two worlds, through the real handlers. Valentina (demo) holds 25,000.00 USDT of
 * demo money and Andrés (real) 12,500.00 $; neither ever sees, buys or fills what belongs to the other world.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, post, snapshot, useSimulator } from '../../tests/simulator';
import { persona } from '../seed/personas';
import { LOW_AVAILABLE_PROJECT_ID } from '../seed/projects';

type Body = { message?: string; data?: { message?: string } };
type Market = { data: { offer_id: number }[]; cantidad: number; total_pages: number };
type ProjectRow = { id: number; disponible: string; amount_invertido: string; total_inversores: number };

async function disponible(token: string): Promise<string> {
  const res = await post<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard', {}, token);
  return res.body.data.saldos[0]!.DISPONIBLE!;
}

async function marketIds(token: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await post<Market>('/api/client/projects/secundario', { page }, token);
    ids.push(...res.body.data.map((r) => r.offer_id));
    if (page >= res.body.total_pages) return ids;
  }
}

async function projectRow(token: string, id: number): Promise<ProjectRow> {
  const res = await post<{ data: ProjectRow[] }>('/api/client/projects', { proyecto: id }, token);
  return res.body.data[0]!;
}

describe('SRV-50 two worlds', () => {
  const sim = useSimulator();

  it('SRV-50 a real client’s offer at 1000 % is not on a demo client’s market, and buying it is refused as missing with nothing moved', async () => {
    const db = await sim.store();
    const real = await loginAs('inversor');
    const demo = await loginAs('demo');
    expect(await disponible(real)).toBe('12500.00');
    expect(await disponible(demo)).toBe('25000.00');
    const inv = (await db.investments.toArray()).find(
      (i) => i.clientId === persona('inversor').id && i.status === 'active' && i.mercado_secundario === 0,
    )!;
    const created = await post<Body>(
      '/api/client/offers/create',
      { investment_id: inv.id, rendimiento: '0', date_type: 3, date_value: '', amount_percentage: '1000' },
      real,
    );
    expect(created.status).toBe(200);
    const offer = (await db.offers.orderBy(':id').last())!;
    expect(offer.sellerId).toBe(persona('inversor').id);
    expect(await marketIds(demo)).not.toContain(offer.id);
    // Nor does the issuer, demo as well.
    expect(await marketIds(await loginAs('emisor'))).not.toContain(offer.id);

    const before = await snapshot(db);
    const res = await post<Body>('/api/client/investments/create_secundary', { offer_id: offer.id }, demo);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('La oferta no existe.');
    expect(res.body.data?.message).toBe('La oferta no existe.');
    expect(await snapshot(db)).toEqual(before);
    expect(await disponible(real)).toBe('12500.00');
    expect(await disponible(demo)).toBe('25000.00');
  });

  it('SRV-50 a demo client’s offer is not on a real client’s market, and a real client cannot buy it', async () => {
    const db = await sim.store();
    const real = await loginAs('inversor');
    const demoOffers = (await db.offers.toArray()).filter(
      (o) => o.sellerId === persona('demo').id && o.status === 'open',
    );
    expect(demoOffers).toHaveLength(3);
    const market = await marketIds(real);
    for (const o of demoOffers) expect(market).not.toContain(o.id);
    // The real market holds only real sellers' offers: Andrés sees the five of the three real investors.
    expect(market).toHaveLength(5);
    const before = await snapshot(db);
    const res = await post<Body>(
      '/api/client/investments/create_secundary',
      { offer_id: demoOffers[0]!.id },
      real,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('La oferta no existe.');
    expect(await snapshot(db)).toEqual(before);
    expect(await disponible(real)).toBe('12500.00');
  });

  it('SRV-50 a demo investment takes the project’s demo capacity only: the real client still sees and takes its 37.50', async () => {
    const db = await sim.store();
    const demo = await loginAs('demo');
    const real = await loginAs('inversor');
    const id = LOW_AVAILABLE_PROJECT_ID;
    expect((await projectRow(demo, id)).disponible).toBe('37.50');
    expect((await projectRow(real, id)).disponible).toBe('37.50');

    const first = await post<Body>(
      '/api/client/investments/create',
      { project_id: id, amount: '37.50' },
      demo,
    );
    expect(first.status).toBe(200);
    expect((await projectRow(demo, id)).disponible).toBe('0.00');
    const realView = await projectRow(real, id);
    expect(realView.disponible).toBe('37.50');

    // The demo world is full: a second demo investment is refused.
    const again = await post<Body>('/api/client/investments/create', { project_id: id, amount: '10' }, demo);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El monto supera el disponible del proyecto (0.00)');

    const second = await post<Body>(
      '/api/client/investments/create',
      { project_id: id, amount: '37.50' },
      real,
    );
    expect(second.status).toBe(200);
    expect((await projectRow(real, id)).disponible).toBe('0.00');
    expect(await disponible(real)).toBe('12462.50');
    expect(await disponible(demo)).toBe('24962.50');
    const project = (await db.projects.get(id))!;
    expect(project.amountMicro - project.invertidoMicro).toBe(0);
    expect(project.amountMicro - project.demoInvertidoMicro!).toBe(0);
  });
});
