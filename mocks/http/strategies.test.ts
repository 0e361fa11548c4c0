import { describe, expect, it } from 'vitest';
import { loginAs, post, snapshot, useSimulator, TEST_START } from '../../tests/simulator';
import { DAY_MS } from '../domain/dates';
import { walletAccount } from '../domain/ledger';
import { persona } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger, balanceOf } from '../store/ledger-repo';

type Strategy = {
  id: number;
  nombre: string;
  estado: string;
  invertido: string;
  disponible: string;
  inversiones: number;
  presupuesto: string;
};
type Answer = { message: string; data: Strategy };
type Refused = { message: string; data: { message: string } };
type Page = {
  data: {
    datos: { proyecto: string; monto: string; fecha: string }[];
    cantidad: number;
    total_pages: number;
  };
};

const ALL_RISKS = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'];
const wide = {
  nombre: 'Amplia',
  monto: '100',
  maximo_proyecto: '150',
  tasa_min: '0',
  tasa_max: '100',
  plazo_min: 1,
  plazo_max: 3650,
  riesgos: ALL_RISKS,
  presupuesto: '350',
};
/** Nothing in the seed matches it at the start: a term of a single day. */
const narrow = { ...wide, nombre: 'Estrecha', plazo_min: 1, plazo_max: 1 };

const create = (token: string, body: unknown) =>
  post<Answer & Refused>('/api/client/estrategias/create', body, token);
const list = (token: string) => post<{ data: Strategy[] }>('/api/client/estrategias', {}, token);
const investmentsOf = (token: string, id: number, page = 1) =>
  post<Page>('/api/client/estrategias/inversiones', { id, page }, token);

type Preview = {
  data: {
    coinciden: number;
    total: string;
    inversiones: { project_id: number; proyecto: string; monto: string }[];
  };
};
const preview = (token: string | undefined, body: unknown) =>
  post<Preview & Refused>('/api/client/estrategias/vista_previa', body, token);
/** The strategy's fields without its name, as the form previews them. */
const { nombre: _name, ...wideCriteria } = wide;

async function automaticInvestments(db: StoreDb, clientId: number) {
  return (await db.investments.toArray()).filter(
    (i) => i.clientId === clientId && i.strategyId !== undefined,
  );
}

describe('automatic investing (estrategias)', () => {
  const sim = useSimulator();

  it('AUTO-02 AUTO-05 AUTO-06 creates an active strategy that invests at once in the open projects, within its budget', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const id = persona('demo').id;
    const walletBefore = await balanceOf(db, walletAccount(id));
    const { status, body } = await create(token, wide);
    expect(status).toBe(200);
    expect(body.message).toBe('Estrategia creada con éxito');
    expect(body.data).toMatchObject({ nombre: 'Amplia', estado: 'activa', presupuesto: '350.00' });
    // 100 + 100 + 100 + 50: the budget's last 50 is the minimum, so a fourth project takes it.
    expect(body.data.invertido).toBe('350.00');
    expect(body.data.disponible).toBe('0.00');
    expect(body.data.inversiones).toBe(4);
    const made = await automaticInvestments(db, id);
    expect(made.map((i) => i.amountMicro)).toEqual([100_000_000, 100_000_000, 100_000_000, 50_000_000]);
    expect(new Set(made.map((i) => i.projectId)).size).toBe(4);
    expect(walletBefore - (await balanceOf(db, walletAccount(id)))).toBe(350_000_000);
    expect(await auditLedger(db)).toMatchObject({ totalMicro: 0, mismatches: [] });
  });

  it('AUTO-01 lists only the caller’s strategies, newest first', async () => {
    const demo = await loginAs('demo');
    await create(demo, narrow);
    await create(demo, { ...narrow, nombre: 'Segunda' });
    const inversor = await loginAs('inversor');
    await create(inversor, { ...narrow, nombre: 'Del inversor' });
    const { status, body } = await list(demo);
    expect(status).toBe(200);
    expect(body.data.map((s) => s.nombre)).toEqual(['Segunda', 'Estrecha']);
    expect(body.data[0]).toMatchObject({ estado: 'activa', invertido: '0.00', inversiones: 0 });
  });

  it.each([
    [{ nombre: '  ' }, 'El nombre de la estrategia es requerido'],
    [{ nombre: 'x'.repeat(61) }, 'El nombre puede tener como máximo 60 caracteres'],
    [{ monto: '49.99' }, 'El monto por proyecto debe ser al menos 50.00'],
    [{ monto: 'mucho' }, 'El campo monto por proyecto no es válido'],
    [{ maximo_proyecto: '99' }, 'El máximo por proyecto no puede ser menor que el monto por proyecto'],
    [{ tasa_min: '101' }, 'La tasa debe estar entre 0 y 100 % anual'],
    [{ tasa_min: '12', tasa_max: '10' }, 'La tasa mínima no puede ser mayor que la tasa máxima'],
    [{ plazo_min: 0 }, 'El plazo debe ser un número entero de días entre 1 y 3650'],
    [{ plazo_max: 2.5 }, 'El plazo debe ser un número entero de días entre 1 y 3650'],
    [{ plazo_min: 200, plazo_max: 100 }, 'El plazo mínimo no puede ser mayor que el plazo máximo'],
    [{ riesgos: [] }, 'Seleccione al menos un nivel de riesgo'],
    [{ riesgos: ['Z'] }, 'El nivel de riesgo no es válido'],
    [{ presupuesto: '99' }, 'El presupuesto total no puede ser menor que el monto por proyecto'],
  ])('AUTO-02 refuses %j with 422 and changes nothing', async (change, message) => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const before = await snapshot(db);
    const { status, body } = await create(token, { ...wide, ...change });
    expect(status).toBe(422);
    expect(body.message).toBe(message);
    expect(body.data.message).toBe(message);
    expect(await snapshot(db)).toEqual(before);
  });

  it('AUTO-02 refuses an eleventh strategy with 409', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    for (let k = 0; k < 10; k++) expect((await create(token, narrow)).status).toBe(200);
    const before = await snapshot(db);
    const { status, body } = await create(token, narrow);
    expect(status).toBe(409);
    expect(body.message).toBe('Puede tener como máximo 10 estrategias');
    expect(await snapshot(db)).toEqual(before);
  });

  it('AUTO-03 updates a strategy, keeps what it invested, refuses a budget below it and another client’s', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const { body } = await create(token, wide);
    const id = body.data.id;
    const updated = await post<Answer>(
      '/api/client/estrategias/update',
      { id, ...wide, nombre: 'Renombrada', presupuesto: '500' },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Estrategia actualizada con éxito');
    expect(updated.body.data).toMatchObject({
      nombre: 'Renombrada',
      invertido: '350.00',
      disponible: '150.00',
    });
    const other = await loginAs('inversor');
    const before = await snapshot(db);
    const low = await post<Refused>(
      '/api/client/estrategias/update',
      { id, ...wide, presupuesto: '300' },
      token,
    );
    expect(low.status).toBe(422);
    expect(low.body.message).toBe('El presupuesto total no puede ser menor que lo ya invertido (350.00)');
    const foreign = await post<Refused>('/api/client/estrategias/update', { id, ...wide }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('La estrategia no existe');
    const unknown = await post<Refused>(
      '/api/client/estrategias/estado',
      { id: 999, estado: 'pausada' },
      token,
    );
    expect(unknown.status).toBe(404);
    const page = await post<Refused>('/api/client/estrategias/inversiones', { id, page: 1 }, other);
    expect(page.status).toBe(404);
    expect(await snapshot(db)).toEqual(before);
  });

  it('SRV-62 AUTO-10 AUTO-05 AUTO-08 a planned project opens when its day comes and an active strategy invests in it, dated then, naming itself', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const { body } = await create(token, { ...wide, nombre: 'Nuevas', presupuesto: '5000' });
    const before = (await automaticInvestments(db, persona('demo').id)).length;
    const planned = (await db.projects.toArray()).filter((p) => p.status === 'PROGRAMADO');
    const first = planned.sort((a, b) => a.startAt - b.startAt)[0]!;
    sim.clock.set(TEST_START + 3 * 3_600_000 + DAY_MS);
    const again = await loginAs('demo');
    expect((await list(again)).status).toBe(200);
    const opened = (await db.projects.get(first.id))!;
    expect(opened.status).toBe('ACTIVO');
    const made = await automaticInvestments(db, persona('demo').id);
    expect(made).toHaveLength(before + 1);
    const newest = made[made.length - 1]!;
    expect(newest.projectId).toBe(first.id);
    expect(newest.startAt).toBe(first.startAt);
    expect(newest.strategyId).toBe(body.data.id);
    const line = (await db.movements.toArray()).find(
      (m) => m.code !== null && m.description.includes(first.name),
    );
    expect(line?.description).toBe(`Inversión automática (Nuevas): ${first.name}`);
    const page = await investmentsOf(again, body.data.id);
    expect(page.status).toBe(200);
    expect(page.body.data.cantidad).toBe(before + 1);
    expect(page.body.data.datos[0]).toMatchObject({ proyecto: first.name, monto: '100.00' });
    expect(await auditLedger(db)).toMatchObject({ totalMicro: 0, mismatches: [] });
  });

  it('AUTO-04 a paused strategy invests in nothing that opens later; a resume invests in the projects open then', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const { body } = await create(token, { ...wide, presupuesto: '5000', maximo_proyecto: '100' });
    const id = body.data.id;
    const paused = await post<Answer>('/api/client/estrategias/estado', { id, estado: 'pausada' }, token);
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe('Estrategia pausada con éxito');
    expect(paused.body.data.estado).toBe('pausada');
    const count = (await automaticInvestments(db, persona('demo').id)).length;
    sim.clock.set(TEST_START + 13 * DAY_MS);
    const later = await loginAs('demo');
    expect((await list(later)).body.data[0]!.estado).toBe('pausada');
    expect(await automaticInvestments(db, persona('demo').id)).toHaveLength(count);
    const resumed = await post<Answer>('/api/client/estrategias/estado', { id, estado: 'activa' }, later);
    expect(resumed.body.message).toBe('Estrategia reanudada con éxito');
    // The three planned projects opened while it was paused are open now: the resume takes them.
    const made = await automaticInvestments(db, persona('demo').id);
    expect(made.length).toBe(count + 3);
    expect(made.slice(count).every((i) => i.startAt === sim.clock.now())).toBe(true);
  });

  it('AUTO-09 a manual investment and a strategy run in parallel never overdraw nor pass the maximum per project', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const id = persona('demo').id;
    const wallet = await balanceOf(db, walletAccount(id));
    // The strategy may put 300 in a project; the next project to open takes it while the client invests by hand.
    await create(token, {
      ...narrow,
      nombre: 'Carrera',
      monto: '300',
      maximo_proyecto: '300',
      plazo_min: 1,
      plazo_max: 3650,
      presupuesto: '100000',
    });
    const first = (await db.projects.toArray())
      .filter((p) => p.status === 'PROGRAMADO')
      .sort((a, b) => a.startAt - b.startAt)[0]!;
    // Everything due before the opening (the seed's pending reports) is settled first.
    sim.clock.set(first.startAt - 60_000);
    const again = await loginAs('demo');
    expect((await list(again)).status).toBe(200);
    const walletNow = await balanceOf(db, walletAccount(id));
    sim.clock.set(first.startAt + 60_000);
    const spend = (walletNow - 250_000_000) / 1_000_000;
    const [manual, read] = await Promise.all([
      post<Refused>(
        '/api/client/investments/create',
        { project_id: first.id, amount: spend.toFixed(2) },
        again,
      ),
      list(again),
    ]);
    expect(read.status).toBe(200);
    const after = await balanceOf(db, walletAccount(id));
    expect(after).toBeGreaterThanOrEqual(0);
    const inProject = (await db.investments.toArray()).filter(
      (i) => i.clientId === id && i.projectId === first.id,
    );
    const automatic = inProject.filter((i) => i.strategyId !== undefined);
    expect(automatic.length).toBeLessThanOrEqual(1);
    expect(automatic.reduce((s, i) => s + i.amountMicro, 0)).toBeLessThanOrEqual(300_000_000);
    // The login settled the strategy first; the manual investment then met a wallet 300 lower.
    expect(manual.status).toBe(409);
    expect(wallet).toBeGreaterThan(after);
    expect(await auditLedger(db)).toMatchObject({ totalMicro: 0, mismatches: [] });
  });

  describe('SRV-64 the preview (estrategias/vista_previa)', () => {
    /** What a strategy's investments were, as the preview lists them. */
    const asListed = async (db: StoreDb, strategyId: number, since = 0) => {
      const made = (await automaticInvestments(db, persona('demo').id))
        .filter((i) => i.strategyId === strategyId)
        .slice(since);
      const names = new Map(
        (await db.projects.bulkGet(made.map((i) => i.projectId))).map((p) => [p!.id, p!.name]),
      );
      return made.map((i) => ({
        project_id: i.projectId,
        proyecto: names.get(i.projectId),
        monto: (i.amountMicro / 1_000_000).toFixed(2),
      }));
    };

    it('SRV-64 AUTO-05 AUTO-06 answers what creating the strategy then invests, project by project, and writes nothing', async () => {
      const db = await sim.store();
      const token = await loginAs('demo');
      const before = await snapshot(db);
      const { status, body } = await preview(token, wideCriteria);
      expect(status).toBe(200);
      expect(await snapshot(db)).toEqual(before);
      // 100 + 100 + 100 + 50: the budget's last 50, the minimum, still goes to a fourth project.
      expect(body.data.total).toBe('350.00');
      expect(body.data.inversiones.map((i) => i.monto)).toEqual(['100.00', '100.00', '100.00', '50.00']);
      expect(body.data.coinciden).toBeGreaterThan(4);

      const created = await create(token, wide);
      expect(created.body.data.invertido).toBe(body.data.total);
      expect(await asListed(db, created.body.data.id)).toEqual(body.data.inversiones);
    });

    it('SRV-64 ignores the name, which a preview does not keep', async () => {
      const token = await loginAs('demo');
      const plain = await preview(token, wideCriteria);
      for (const nombre of ['', 'x'.repeat(61), 'Amplia']) {
        const named = await preview(token, { ...wideCriteria, nombre });
        expect(named.status).toBe(200);
        expect(named.body).toEqual(plain.body);
      }
    });

    it('SRV-64 AUTO-06 invests nothing beyond the wallet: a client with an empty wallet is told what matches and that nothing would be invested', async () => {
      const db = await sim.store();
      const token = await loginAs('nuevo');
      expect(await balanceOf(db, walletAccount(persona('nuevo').id))).toBe(0);
      const { status, body } = await preview(token, wideCriteria);
      expect(status).toBe(200);
      expect(body.data.coinciden).toBeGreaterThan(0);
      expect(body.data).toMatchObject({ total: '0.00', inversiones: [] });
    });

    it('SRV-64 AUTO-04 for a paused strategy answers what resuming it then invests (not the projects it already holds to its maximum); for an active one, nothing', async () => {
      const db = await sim.store();
      const token = await loginAs('demo');
      const { body } = await create(token, { ...wide, presupuesto: '5000', maximo_proyecto: '100' });
      const id = body.data.id;
      const active = await preview(token, { id });
      expect(active.status).toBe(200);
      expect(active.body.data).toMatchObject({ total: '0.00', inversiones: [] });
      expect(active.body.data.coinciden).toBeGreaterThan(0);

      await post('/api/client/estrategias/estado', { id, estado: 'pausada' }, token);
      const count = (await automaticInvestments(db, persona('demo').id)).length;
      sim.clock.set(TEST_START + 13 * DAY_MS);
      const later = await loginAs('demo');
      // What fell due in the 13 days settles on this call, not on the preview's.
      expect((await list(later)).status).toBe(200);
      const before = await snapshot(db);
      const paused = await preview(later, { id });
      expect(paused.status).toBe(200);
      expect(await snapshot(db)).toEqual(before);
      // The three projects that opened while it was paused; those it holds 100 in already are skipped.
      expect(paused.body.data.inversiones).toHaveLength(3);
      expect(paused.body.data.total).toBe('300.00');
      const heldBefore = new Set((await asListed(db, id)).map((i) => i.project_id));
      expect(paused.body.data.inversiones.filter((i) => heldBefore.has(i.project_id))).toEqual([]);
      expect(paused.body.data.coinciden).toBeGreaterThan(3);

      const resumed = await post<Answer>('/api/client/estrategias/estado', { id, estado: 'activa' }, later);
      expect(resumed.status).toBe(200);
      expect(await asListed(db, id, count)).toEqual(paused.body.data.inversiones);
    });

    it.each([
      ['monto 49.99', { monto: '49.99' }],
      ['monto en letras', { monto: 'mucho' }],
      ['sin monto', { monto: undefined }],
      ['máximo bajo el monto', { maximo_proyecto: '99' }],
      ['tasas invertidas', { tasa_min: '12', tasa_max: '10' }],
      ['plazo 0', { plazo_min: 0 }],
      ['plazos invertidos', { plazo_min: 200, plazo_max: 100 }],
      ['sin riesgos', { riesgos: [] }],
      ['riesgo desconocido', { riesgos: ['Z'] }],
      ['riesgo numérico', { riesgos: [1] }],
      ['riesgos como texto', { riesgos: 'A' }],
      ['presupuesto bajo el monto', { presupuesto: '99' }],
    ])(
      'SRV-64 AUTO-02 refuses %s with the 422 create answers, and changes nothing',
      async (_label, change) => {
        const db = await sim.store();
        const token = await loginAs('demo');
        const before = await snapshot(db);
        const refused = await preview(token, { ...wideCriteria, ...change });
        const byCreate = await create(token, { ...wide, ...change });
        expect(byCreate.status).toBe(422);
        expect(refused.status).toBe(422);
        expect(refused.body.message).toBe(byCreate.body.message);
        expect(refused.body.data.message).toBe(byCreate.body.message);
        expect(await snapshot(db)).toEqual(before);
      },
    );

    it('SRV-64 answers 401 without a session, 404 for another client’s strategy or an unknown one, 422 for a malformed id, and changes nothing', async () => {
      const db = await sim.store();
      const token = await loginAs('demo');
      const { body } = await create(token, narrow);
      const other = await loginAs('inversor');
      const before = await snapshot(db);
      const anonymous = await preview(undefined, wideCriteria);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBeTruthy();
      const foreign = await preview(other, { id: body.data.id });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('La estrategia no existe');
      expect(foreign.body.data.message).toBe('La estrategia no existe');
      expect((await preview(token, { id: 999_999 })).status).toBe(404);
      const malformed = await preview(token, { id: 'x' });
      expect(malformed.status).toBe(422);
      expect(malformed.body.message).toBe('El campo estrategia no es válido');
      expect(await snapshot(db)).toEqual(before);
    });
  });
});
