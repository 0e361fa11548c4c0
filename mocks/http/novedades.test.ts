import { describe, expect, it } from 'vitest';
import { demoCardApplication } from '../../tests/card-application';
import { loginAs, openOffers, post, postForm, snapshot, useSimulator } from '../../tests/simulator';
import { uploadFile } from '../../tests/upload-files';
import { DAY_MS } from '../domain/dates';
import { WORLD_ACCOUNT, transfer, walletAccount } from '../domain/ledger';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { postTransfer } from '../store/ledger-repo';

type News = {
  id: number;
  tipo: string;
  titulo: string;
  detalle: string;
  monto: string | null;
  enlace: string;
  leida: 0 | 1;
  fecha: string;
};
type Page = {
  data: { datos: News[]; cantidad: number; page: number; total_pages: number; sin_leer: number };
};
type Read = { data: { sin_leer: number }; message?: string };

const LIST = '/api/client/novedades/list';
const READ = '/api/client/novedades/leer';
const M = 1_000_000;

const listOf = async (token: string, page = 1) => {
  const res = await post<Page>(LIST, { page }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const mark = (token: string, body: unknown) => post<Read>(READ, body, token);

const mailsTo = async (db: StoreDb, key: PersonaKey) =>
  (await db.outbox.where('to').equals(persona(key).email).toArray()).filter((m) => m.kind === 'novedad');

describe('the client’s news (novedades)', () => {
  const sim = useSimulator();

  async function fund(db: StoreDb, key: PersonaKey, micro: number) {
    await db.transaction('rw', db.tables, () =>
      postTransfer(
        db,
        transfer(`test:${key}`, sim.clock.now(), WORLD_ACCOUNT, walletAccount(persona(key).id), micro),
      ),
    );
  }

  it('NEWS-01 NEWS-02 NEWS-04 NEWS-05 an interest payment brings a news item, linked to the investments, with its e-mail in the outbox', async () => {
    const db = await sim.store();
    expect((await listOf(await loginAs('demo'))).sin_leer).toBe(0);
    // The session ends with time: a new one after the clock moves (the sign-in settles what fell due).
    sim.clock.advance(45 * DAY_MS);
    const page = await listOf(await loginAs('demo'));
    const interest = page.datos.filter((n) => n.tipo === 'interes');
    expect(interest.length).toBeGreaterThan(0);
    expect(page.sin_leer).toBe(page.cantidad);
    const first = interest[0]!;
    expect(first).toMatchObject({ titulo: 'Intereses cobrados', enlace: '/cliente/inversiones', leida: 0 });
    expect(first.detalle).toMatch(/^Recibió \d+\.\d{2} USDT de intereses de .+\.$/);
    expect(first.monto).toMatch(/^\d+\.\d{2}$/);
    // Newest first, ten per page.
    const dates = page.datos.map((n) => n.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.datos.length).toBe(Math.min(10, page.cantidad));
    // The news and the statement's INTERES lines are the same events.
    const stored = (await db.novedades.toArray()).filter((n) => n.clientId === persona('demo').id);
    const lines = (await db.movements.toArray()).filter(
      (m) =>
        m.clientId === persona('demo').id && m.type === 'INTERES' && m.at > sim.clock.now() - 45 * DAY_MS,
    );
    expect(stored.filter((n) => n.tipo === 'interes')).toHaveLength(lines.length);
    const mails = await mailsTo(db, 'demo');
    expect(mails).toHaveLength(stored.length);
    const mail = mails.find((m) => m.body.includes(first.detalle))!;
    expect(mail).toMatchObject({
      subject: 'Novedad en su cuenta: Intereses cobrados',
      link: '/cliente/inversiones',
    });
  });

  it('NEWS-01 the principal repaid at maturity is news too', async () => {
    const db = await sim.store();
    sim.clock.advance(800 * DAY_MS);
    await listOf(await loginAs('demo'));
    const matured = (await db.novedades.toArray()).filter(
      (n) => n.clientId === persona('demo').id && n.tipo === 'vencimiento',
    );
    expect(matured.length).toBeGreaterThan(0);
    expect(matured[0]).toMatchObject({ titulo: 'Capital devuelto', enlace: '/cliente/inversiones' });
    expect(matured[0]!.detalle).toMatch(/venció y le devolvió \d+\.\d{2} USDT de capital\.$/);
    // Two years of payments settle in one request.
  }, 60_000);

  it('NEWS-01 a secondary-market sale tells the seller and the buyer, in the purchase’s transaction; a refused purchase records nothing', async () => {
    const db = await sim.store();
    const buyer = await loginAs('demo');
    const demoWorld = new Set(
      (await db.clients.toArray()).filter((c) => c.demo_status === 'active').map((c) => c.id),
    );
    const offer = (await openOffers(db, sim.clock.now())).find(
      (o) => o.sellerId !== persona('demo').id && demoWorld.has(o.sellerId),
    )!;
    expect(offer).toBeDefined();
    // Without the money the purchase is refused, and neither news nor e-mail is written.
    await db.transaction('rw', db.tables, async () => {
      const wallet = (await db.accounts.get(walletAccount(persona('demo').id)))!;
      await postTransfer(
        db,
        transfer(
          'test:vaciar',
          sim.clock.now(),
          walletAccount(persona('demo').id),
          WORLD_ACCOUNT,
          wallet.balanceMicro,
        ),
      );
    });
    await listOf(buyer);
    const before = await snapshot(db);
    const refused = await post('/api/client/investments/create_secundary', { offer_id: offer.id }, buyer);
    expect(refused.status).toBe(409);
    expect(await snapshot(db)).toEqual(before);

    await fund(db, 'demo', offer.precioVentaMicro + 10 * M);
    const bought = await post('/api/client/investments/create_secundary', { offer_id: offer.id }, buyer);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const news = await db.novedades.toArray();
    const buyerNews = news.find((n) => n.clientId === persona('demo').id && n.tipo === 'compra')!;
    const sellerNews = news.find((n) => n.clientId === offer.sellerId && n.tipo === 'venta')!;
    expect(buyerNews).toMatchObject({
      titulo: 'Compra en el mercado secundario',
      enlace: '/cliente/inversiones',
      montoMicro: offer.precioVentaMicro,
    });
    expect(sellerNews).toMatchObject({ titulo: 'Oferta vendida', enlace: '/cliente/ofertas' });
    const seller = (await db.clients.get(offer.sellerId))!;
    const sellerMails = (await db.outbox.where('to').equals(seller.email).toArray()).filter(
      (m) => m.kind === 'novedad',
    );
    expect(sellerMails.map((m) => m.subject)).toEqual(['Novedad en su cuenta: Oferta vendida']);
  });

  it('NEWS-01 a deposit approved, a withdrawal paid and a card approved are news, each linked to its screen', async () => {
    const db = await sim.store();
    const token = await loginAs('inversor');
    const direccion = (await db.depositAddresses.toArray())[0]!.direccion;
    const deposit = await postForm(
      '/api/client/deposits/create',
      {
        file: uploadFile('image/png', 'comprobante.png', 64),
        amount: '100',
        direccion,
        hash: 'b'.repeat(64),
        type: '2',
      },
      token,
    );
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const beneficiary = (await db.beneficiaries.toArray()).find(
      (b) => b.clientId === persona('inversor').id && b.bank_personal === 1,
    )!;
    const withdrawal = await post(
      '/api/client/withdrawall/create',
      {
        beneficiario_id: beneficiary.id,
        monto: '100',
        amount: '100',
        type: 1,
        ventanilla: '',
        date: '2026-11-22',
      },
      token,
    );
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const card = await post('/api/card/create', demoCardApplication, token);
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    // Nothing is news until it is approved.
    expect((await listOf(token)).cantidad).toBe(0);
    sim.clock.advance(61_000);
    expect((await post('/api/card/list', {}, token)).status).toBe(200);
    const page = await listOf(token);
    // The seed's requests still in process were approved by the same requests: news as well.
    expect(page.datos.map((n) => [n.tipo, n.titulo, n.enlace, n.monto])).toEqual(
      expect.arrayContaining([
        ['deposito', 'Depósito aprobado', '/cliente/ultradeposito', '100.00'],
        ['retiro', 'Retiro pagado', '/cliente/retiro', '97.00'],
        ['tarjeta', 'Tarjeta aprobada', '/cliente/user-tarjeta', null],
      ]),
    );
    expect(page.datos.find((n) => n.tipo === 'retiro' && n.monto === '97.00')!.detalle).toBe(
      'Su retiro de 97.00 USDT fue aprobado y enviado a su cuenta.',
    );
    expect(page.sin_leer).toBe(page.cantidad);
    const subjects = (await mailsTo(db, 'inversor')).map((m) => m.subject);
    expect(subjects).toHaveLength(page.cantidad);
    expect(new Set(subjects)).toEqual(
      new Set([
        'Novedad en su cuenta: Depósito aprobado',
        'Novedad en su cuenta: Retiro pagado',
        'Novedad en su cuenta: Tarjeta aprobada',
      ]),
    );
  });

  it('NEWS-01 SRV-69 each automatic investment of a strategy is one news item', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const created = await post(
      '/api/client/estrategias/create',
      {
        nombre: 'Amplia',
        monto: '100',
        maximo_proyecto: '150',
        tasa_min: '0',
        tasa_max: '100',
        plazo_min: 1,
        plazo_max: 3650,
        riesgos: ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'],
        presupuesto: '350',
      },
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const automatic = (await db.investments.toArray()).filter(
      (i) => i.clientId === persona('demo').id && i.strategyId !== undefined,
    );
    expect(automatic.length).toBeGreaterThan(0);
    const news = (await listOf(token)).datos.filter((n) => n.tipo === 'inversion_automatica');
    expect(news).toHaveLength(automatic.length);
    expect(news[0]).toMatchObject({
      titulo: 'Inversión automática',
      enlace: '/cliente/inversion-automatica',
    });
    expect(news[0]!.detalle).toMatch(/^Su estrategia «Amplia» invirtió \d+\.\d{2} USDT en .+\.$/);
  });

  it('NEWS-03 marks named news or all of them as read, and counts what stays unread', async () => {
    await sim.store(); // seeded now: its payments fall due as the clock moves
    sim.clock.advance(45 * DAY_MS);
    const token = await loginAs('demo');
    const page = await listOf(token);
    expect(page.sin_leer).toBeGreaterThan(1);
    const [a] = page.datos;
    const one = await mark(token, { ids: [a!.id] });
    expect(one.status).toBe(200);
    expect(one.body.data.sin_leer).toBe(page.sin_leer - 1);
    const after = await listOf(token);
    expect(after.datos.find((n) => n.id === a!.id)!.leida).toBe(1);
    // Marking it again changes nothing.
    expect((await mark(token, { ids: [a!.id] })).body.data.sin_leer).toBe(page.sin_leer - 1);
    expect((await mark(token, { todas: true })).body.data.sin_leer).toBe(0);
    expect((await listOf(token)).datos.every((n) => n.leida === 1)).toBe(true);
  });

  it('NEWS-03 refuses another client’s news (404) and a request naming nothing (422), changing nothing', async () => {
    const db = await sim.store();
    sim.clock.advance(45 * DAY_MS);
    const demo = await loginAs('demo');
    expect((await listOf(demo)).cantidad).toBeGreaterThan(0);
    const mine = (await listOf(demo)).datos[0]!;
    const inversor = await loginAs('inversor');
    await listOf(inversor);
    const before = await snapshot(db);
    const other = await mark(inversor, { ids: [mine.id] });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('La novedad no existe');
    for (const body of [{}, { ids: [] }, { todas: false }, { ids: [mine.id], todas: true }]) {
      const res = await mark(demo, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe('Indique las novedades a marcar como leídas (ids) o todas');
    }
    expect((await mark(demo, { ids: ['1'] })).status).toBe(422);
    expect(await snapshot(db)).toEqual(before);
    expect((await post(LIST, { page: 0 }, demo)).status).toBe(422);
    expect((await post(LIST, { page: 1 })).status).toBe(401);
  });
});
