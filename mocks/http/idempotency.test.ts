import { describe, expect, it } from 'vitest';
import { demoCardApplication } from '../../tests/card-application';
import { API, get, loginAs, openOffers, snapshot, useSimulator } from '../../tests/simulator';
import { persona } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger } from '../store/ledger-repo';
import type { ProjectRecord } from '../store/records';
import { uploadFile } from '../../tests/upload-files';

type Answer = { message: string; data?: { message?: string } };
type Saldos = { data: { saldos: Record<string, string>[] } };

const DAY = 86_400_000;
const M = 1_000_000;
const REUSED = 'La clave de idempotencia ya se usó con otra solicitud';
const MALFORMED = 'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres ASCII visibles';
const cleanAudit = { totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] };

/** Posts JSON (or, given a FormData, multipart) as the client does, with the Idempotency-Key when given. */
async function send(path: string, body: unknown, token: string | null, key?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key !== undefined) headers['Idempotency-Key'] = key;
  let payload: BodyInit;
  if (body instanceof FormData) payload = body;
  else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as Answer };
}

const saldos = async (token: string) => {
  const res = await send('/api/client/dashboard', {}, token);
  return (res.body as unknown as Saldos).data.saldos[0]!;
};

/** How many ledger transactions (one per money movement) the store holds. */
const ledgerTransactions = async (db: StoreDb) =>
  new Set((await db.entries.toArray()).map((e) => e.txId)).size;

const rowsOf = async (db: StoreDb, table: keyof StoreDb & string, clientId: number) =>
  (await db.table(table).toArray()).filter((r: { clientId?: number }) => r.clientId === clientId).length;

const proof = (fill: number) => uploadFile('image/png', 'comprobante.png', 64, fill);

const depositForm = (address: string, fill = 7) => {
  const form = new FormData();
  const fields = { amount: '250', direccion: address, hash: `0x${'ab'.repeat(32)}`, type: '2' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', proof(fill));
  return form;
};

/** A primary project open now with room for 100. */
async function openProject(db: StoreDb, now: number) {
  const projects = (await db.projects.toArray()) as (ProjectRecord & { id: number })[];
  const found = projects.find(
    (p) =>
      p.status === 'ACTIVO' &&
      p.startAt <= now &&
      p.endAt > now + 30 * DAY &&
      now <= p.maxInvestmentAt &&
      p.amountMicro - p.invertidoMicro - p.reservedMicro >= 1_000 * M,
  );
  if (!found) throw new Error('no open project in the seed');
  return found;
}

describe('SRV-49 idempotent creating calls', () => {
  const sim = useSimulator();

  /**
   * The same key twice: the second answer is the first, and the store and the balances show one booking.
   * Then the same key with another body: 422 in Spanish, nothing changes.
   */
  async function bookedOnce(
    db: StoreDb,
    call: { path: string; token: string | null; body: () => unknown; other: () => unknown },
  ) {
    const first = await send(call.path, call.body(), call.token, 'intento-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const afterFirst = await snapshot(db);
    const again = await send(call.path, call.body(), call.token, 'intento-1');
    expect(again).toEqual(first);
    // Nothing more was written: every table as the first call left it.
    expect(await snapshot(db)).toEqual(afterFirst);
    const reused = await send(call.path, call.other(), call.token, 'intento-1');
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(REUSED);
    expect(reused.body.data?.message).toBe(REUSED);
    expect(await snapshot(db)).toEqual(afterFirst);
    expect(await auditLedger(db)).toEqual(cleanAudit);
    return first.body;
  }

  it('SRV-49 investments/create: a repeated key gets the first answer and books nothing more', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const project = await openProject(db, sim.clock.now());
    const txBefore = await ledgerTransactions(db);
    const investmentsBefore = await rowsOf(db, 'investments', 1);
    const answer = await bookedOnce(db, {
      path: '/api/client/investments/create',
      token,
      body: () => ({ amount: '100', project_id: project.id }),
      other: () => ({ amount: '200', project_id: project.id }),
    });
    expect(answer.message).toBe('Inversión realizada con éxito');
    expect((await rowsOf(db, 'investments', 1)) - investmentsBefore).toBe(1);
    expect((await saldos(token)).DISPONIBLE).toBe('24900.00');
    expect((await ledgerTransactions(db)) - txBefore).toBe(1);
  });

  it('SRV-49 investments/create_secundary: one purchase, one payment to the seller', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const offers = (await openOffers(db, sim.clock.now())).filter((o) => o.sellerId === persona('emisor').id);
    const offer = offers[0];
    expect(offer).toBeDefined();
    const another = (await db.offers.toArray()).find((o) => o.id !== offer!.id);
    const txBefore = await ledgerTransactions(db);
    const investmentsBefore = await rowsOf(db, 'investments', 1);
    await bookedOnce(db, {
      path: '/api/client/investments/create_secundary',
      token,
      body: () => ({ offer_id: offer!.id }),
      other: () => ({ offer_id: another!.id }),
    });
    expect((await rowsOf(db, 'investments', 1)) - investmentsBefore).toBe(1);
    expect((await db.offers.get(offer!.id))!.status).not.toBe('open');
    expect((await ledgerTransactions(db)) - txBefore).toBe(1);
  });

  it('SRV-49 offers/create: one offer for one key', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const now = sim.clock.now();
    const free = (await db.investments.toArray()).filter(
      (i) => i.clientId === 1 && i.status === 'active' && i.mercado_secundario === 0 && i.endAt > now + DAY,
    );
    const offersBefore = await db.offers.where('sellerId').equals(1).count();
    const offer = (investmentId: number) => ({
      investment_id: investmentId,
      rendimiento: '0',
      date_type: 3,
      date_value: '',
      amount_percentage: '100',
    });
    await bookedOnce(db, {
      path: '/api/client/offers/create',
      token,
      body: () => offer(free[0]!.id),
      other: () => offer(free[1]!.id),
    });
    expect((await db.offers.where('sellerId').equals(1).count()) - offersBefore).toBe(1);
  });

  it('SRV-49 withdrawall/create: one withdrawal, one hold of 100', async () => {
    const db = await sim.store();
    const token = await loginAs('inversor');
    const national = (await db.beneficiaries.toArray()).find(
      (b) => b.clientId === 2 && b.bank_personal === 1,
    )!;
    const withdrawal = (monto: string) => ({
      beneficiario_id: national.id,
      monto,
      amount: monto,
      type: 1,
      ventanilla: '',
      date: '2026-11-22',
    });
    const before = await rowsOf(db, 'withdrawals', 2);
    await bookedOnce(db, {
      path: '/api/client/withdrawall/create',
      token,
      body: () => withdrawal('100'),
      other: () => withdrawal('101'),
    });
    expect((await rowsOf(db, 'withdrawals', 2)) - before).toBe(1);
    expect(await saldos(token)).toMatchObject({ DISPONIBLE: '12400.00', RETENCION: '500.00' });
  });

  it('SRV-49 withdrawall/remesa: one remittance, one hold of 150', async () => {
    const db = await sim.store();
    const token = await loginAs('inversor');
    const remesa = (monto: string) => ({
      monto,
      amount: monto,
      remesa_nombres: 'Rosa María',
      remesa_apellidos: 'Gómez Salazar',
      remesa_tipoidentificacion: 'Cedula',
      remesa_identificacion: '1712345678',
      remesa_country: 82,
      remesa_provincia: 'Antioquia',
      remesa_ciudad: 'Medellín',
      remesa_direccion: 'Calle 10 # 43-12',
      remesa_telefono: '+57 300 555 0199',
    });
    const before = await rowsOf(db, 'withdrawals', 2);
    await bookedOnce(db, {
      path: '/api/client/withdrawall/remesa',
      token,
      body: () => remesa('150'),
      other: () => remesa('151'),
    });
    expect((await rowsOf(db, 'withdrawals', 2)) - before).toBe(1);
    expect(await saldos(token)).toMatchObject({ DISPONIBLE: '12350.00', RETENCION: '550.00' });
  });

  it('SRV-49 deposits/create: one report for one key, and another file is another request', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const address = (await db.depositAddresses.toArray())[0]!.direccion;
    // The seed's own pending reports are approved first, so only this report moves DISPONIBLE below.
    sim.clock.advance(10 * 60_000);
    expect((await saldos(token)).DISPONIBLE).toBe('26000.00');
    const before = await rowsOf(db, 'deposits', 1);
    await bookedOnce(db, {
      path: '/api/client/deposits/create',
      token,
      body: () => depositForm(address),
      other: () => depositForm(address, 9),
    });
    expect((await rowsOf(db, 'deposits', 1)) - before).toBe(1);
    // Approved by the clock once: DISPONIBLE rises by 250, not 500.
    sim.clock.advance(10 * 60_000);
    expect((await saldos(token)).DISPONIBLE).toBe('26250.00');
  });

  it('SRV-49 beneficiario_create: one beneficiary for one key', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const national = (bank_account: string) => ({
      bank_personal: '1',
      bank_type: 'AHORRO',
      bank_name: 'Banco de Bogotá',
      bank_client: 'Valentina Ríos',
      bank_account,
      bank_swift: '',
      country_id: 82,
    });
    const before = await rowsOf(db, 'beneficiaries', 1);
    await bookedOnce(db, {
      path: '/api/client/beneficiario_create',
      token,
      body: () => national('001234567890'),
      other: () => national('001234567891'),
    });
    expect((await rowsOf(db, 'beneficiaries', 1)) - before).toBe(1);
  });

  it('SRV-49 card/create: one application for one key', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const before = await rowsOf(db, 'cards', 1);
    await bookedOnce(db, {
      path: '/api/card/create',
      token,
      body: () => demoCardApplication,
      other: () => ({ ...demoCardApplication, city: 'Medellín' }),
    });
    expect((await rowsOf(db, 'cards', 1)) - before).toBe(1);
  });

  it('SRV-49 wallet/transfer: one transfer of 100.50 for one key', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const card = (await db.cards.toArray()).find((c) => c.clientId === 1 && c.status === 'APROBADO')!;
    const cardBefore = (await db.accounts.get(`card:${card.id}`))!.balanceMicro;
    const txBefore = await ledgerTransactions(db);
    await bookedOnce(db, {
      path: '/api/wallet/transfer',
      token,
      body: () => ({ card_id: card.id, amount: '100.50', notes: 'Viaje a Cartagena' }),
      other: () => ({ card_id: card.id, amount: '100.51', notes: 'Viaje a Cartagena' }),
    });
    expect((await saldos(token)).DISPONIBLE).toBe('24899.50');
    expect((await db.accounts.get(`card:${card.id}`))!.balanceMicro - cardBefore).toBe(100_500_000);
    expect((await ledgerTransactions(db)) - txBefore).toBe(1);
  });

  it('SRV-49 AUTO-02 estrategias/create: one strategy for one key', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const strategy = (nombre: string) => ({
      nombre,
      monto: '50',
      maximo_proyecto: '50',
      tasa_min: '0',
      tasa_max: '1',
      plazo_min: 1,
      plazo_max: 2,
      riesgos: ['A'],
      presupuesto: '50',
    });
    await bookedOnce(db, {
      path: '/api/client/estrategias/create',
      token,
      body: () => strategy('Una vez'),
      other: () => strategy('Otra vez'),
    });
    expect(await db.strategies.count()).toBe(1);
  });

  it('SRV-49 register: one account and one activation e-mail for one key, kept per e-mail', async () => {
    const db = await sim.store();
    const registration = (email: string, name = 'Cliente Nuevo') => ({
      referido: '',
      name,
      email,
      password: 'clave123',
      origen: 'Google',
    });
    const clientsBefore = await db.clients.count();
    await bookedOnce(db, {
      path: '/api/client/register',
      token: null,
      body: () => registration('una.vez@correo.test'),
      other: () => registration('una.vez@correo.test', 'Otro Nombre'),
    });
    expect((await db.clients.count()) - clientsBefore).toBe(1);
    expect(await db.outbox.where('to').equals('una.vez@correo.test').count()).toBe(1);
    // The same key for another e-mail is another scope: that registration is its own.
    const other = await send('/api/client/register', registration('otra@correo.test'), null, 'intento-1');
    expect(other.status).toBe(200);
    expect((await db.clients.count()) - clientsBefore).toBe(2);
  });

  it('SRV-49 keys are per client: the same key from two clients books for each', async () => {
    const db = await sim.store();
    const project = await openProject(db, sim.clock.now());
    const body = { amount: '100', project_id: project.id };
    const before = [await rowsOf(db, 'investments', 1), await rowsOf(db, 'investments', 3)];
    const demo = await send('/api/client/investments/create', body, await loginAs('demo'), 'compartida');
    const emisor = await send('/api/client/investments/create', body, await loginAs('emisor'), 'compartida');
    expect([demo.status, emisor.status]).toEqual([200, 200]);
    expect([await rowsOf(db, 'investments', 1), await rowsOf(db, 'investments', 3)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('SRV-49 a key is forgotten after 24 simulated hours, and remembered until then', async () => {
    const db = await sim.store();
    const project = await openProject(db, sim.clock.now());
    const body = { amount: '100', project_id: project.id };
    const seeded = await rowsOf(db, 'investments', 1);
    const count = async () => (await rowsOf(db, 'investments', 1)) - seeded;
    expect((await send('/api/client/investments/create', body, await loginAs('demo'), 'k')).status).toBe(200);
    sim.clock.advance(DAY - 1000);
    const late = await send('/api/client/investments/create', body, await loginAs('demo'), 'k');
    expect(late.status).toBe(200);
    expect(await count()).toBe(1);
    sim.clock.advance(1000);
    const token = await loginAs('demo');
    expect((await send('/api/client/investments/create', body, token, 'k')).status).toBe(200);
    expect(await count()).toBe(2);
    // 25000 and the seed's 1000 reported and approved meanwhile, less two investments of 100.
    expect((await saldos(token)).DISPONIBLE).toBe('25800.00');
    // The expired answer was replaced: one row for the key.
    expect(await db.idempotency.where('[scope+key]').equals(['cliente:1', 'k']).count()).toBe(1);
  });

  it('SRV-49 without the header a call behaves as before: two posts book twice', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const project = await openProject(db, sim.clock.now());
    const body = { amount: '100', project_id: project.id };
    expect((await send('/api/client/investments/create', body, token)).status).toBe(200);
    expect((await send('/api/client/investments/create', body, token)).status).toBe(200);
    expect((await saldos(token)).DISPONIBLE).toBe('24800.00');
    expect(await db.idempotency.count()).toBe(0);
  });

  it('SRV-49 a key that is not 1 to 255 visible ASCII characters is refused naming the header, changing nothing', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const project = await openProject(db, sim.clock.now());
    const before = await snapshot(db);
    for (const key of ['', 'con espacio', 'x'.repeat(256)]) {
      const res = await send(
        '/api/client/investments/create',
        { amount: '100', project_id: project.id },
        token,
        key,
      );
      expect(res.status, key).toBe(422);
      expect(res.body.message).toBe(MALFORMED);
      expect(res.body.data?.message).toBe(MALFORMED);
    }
    expect(await snapshot(db)).toEqual(before);
    const longest = await send(
      '/api/client/investments/create',
      { amount: '100', project_id: project.id },
      token,
      '~'.repeat(255),
    );
    expect(longest.status).toBe(200);
  });

  it('SRV-49 a refused call stores nothing: the same key is judged again', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const project = await openProject(db, sim.clock.now());
    const body = { amount: '30000', project_id: project.id };
    const refused = await send('/api/client/investments/create', body, token, 'r');
    expect(refused.status).toBe(409);
    expect(await db.idempotency.count()).toBe(0);
    // Topped up by a report approved by the clock, the same intent now books.
    const address = (await db.depositAddresses.toArray())[0]!.direccion;
    const form = depositForm(address);
    form.set('amount', '5000');
    expect((await send('/api/client/deposits/create', form, token)).status).toBe(200);
    sim.clock.advance(10 * 60_000);
    const retried = await send('/api/client/investments/create', body, await loginAs('demo'), 'r');
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
  });

  it('SRV-49 the exported state carries no idempotency keys', async () => {
    const db = await sim.store();
    const project = await openProject(db, sim.clock.now());
    await send(
      '/api/client/investments/create',
      { amount: '100', project_id: project.id },
      await loginAs('demo'),
      'k',
    );
    expect(await db.idempotency.count()).toBe(1);
    const exported = await get<{ data: { tablas: Record<string, unknown[]> } }>('/api/simulador/exportar');
    expect(exported.body.data.tablas.idempotency).toEqual([]);
    expect(exported.body.data.tablas.investments!.length).toBeGreaterThan(0);
  });
});
