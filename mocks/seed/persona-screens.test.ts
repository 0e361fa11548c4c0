/**
 * What a prospect sees on each screen of each demo persona, read through the real handlers right after the
 * seed: every screen of the verified personas' menus is full and shows each state it can show; the new
 * client's screens are empty on purpose.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { post, useSimulator } from '../../tests/simulator';
import type { StoreDb } from '../store/db';
import { persona, type PersonaKey } from './personas';

type Row = Record<string, unknown>;
interface Session {
  token: string;
  call: <T = Row>(path: string, body?: unknown) => Promise<T>;
}

async function signIn(key: PersonaKey): Promise<Session> {
  const p = persona(key);
  const login = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  const token = login.body.success.token;
  expect(token, key).toBeTruthy();
  return {
    token,
    call: async <T>(path: string, body: unknown = {}) => {
      const { status, body: answer } = await post<T>(path, body, token);
      expect(status, path).toBe(200);
      return answer;
    },
  };
}

const amount = (text: unknown) => Number(text);
/** 'YYYY-MM' of a server date 'YYYY-MM-DD...' */
const month = (text: unknown) => String(text).slice(0, 7);
const count = <T>(rows: readonly T[], key: (row: T) => unknown) => {
  const out = new Map<unknown, number>();
  for (const row of rows) out.set(key(row), (out.get(key(row)) ?? 0) + 1);
  return out;
};

/** Every statement line of the client, page after page (newest first). */
async function allMovements(s: Session): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await s.call<{ data: Row[]; total_pages: number; cantidad: number }>(
      '/api/client/balance/list',
      { page },
    );
    rows.push(...answer.data);
    if (page >= answer.total_pages) {
      expect(rows).toHaveLength(answer.cantidad);
      return rows;
    }
  }
}

type Balances = Record<string, string>;
const balances = async (s: Session) =>
  (await s.call<{ data: { saldos: Balances[] } }>('/api/client/dashboard')).data.saldos[0]!;
const chart = (s: Session) =>
  s.call<{ data: { amount: string }[]; label: { fecha: string }[] }>('/api/client/investments/grafica');
const investments = (s: Session, path: '/api/client/investments' | '/api/client/investments/sold') =>
  s.call<{ data: { datos: Row[]; totales: { cantidad: number } } }>(path, { page: 1 });
const offers = (s: Session) =>
  s.call<{ data: { datos: Row[]; totales: { cantidad: number } } }>('/api/client/offers', { page: 1 });
const deposits = async (s: Session) => (await s.call<{ data: Row[] }>('/api/client/deposits/list')).data;
const withdrawals = async (s: Session) =>
  (await s.call<{ data: Row[] }>('/api/client/withdrawall/list')).data;
const cards = async (s: Session) =>
  (await s.call<{ data: { data: (Row & { movimientos: Row[] })[] } }>('/api/card/list')).data.data;
const beneficiaries = async (s: Session, kind: '1' | '2' | '3') =>
  (await s.call<{ data: Row[] }>('/api/client/beneficiarios', { bank_personal: kind })).data;
const market = (s: Session, page = 1) =>
  s.call<{ data: Row[]; cantidad: number; total_pages: number }>('/api/client/projects/secundario', { page });

const EVERY_MOVEMENT_TYPE = ['DEPOSITO', 'INVERSION', 'COMPRA', 'VENTA', 'RETIRO', 'DEVOLUCION', 'TARJETA'];
const PROFILE_FIELDS = [
  'name',
  'email',
  'identity',
  'situacionlaboral',
  'ocupacion',
  'lugartrabajo',
  'birthday_date',
  'telephone',
  'address_street',
  'address_number',
  'address_city',
  'address_zipcode',
  'address_country',
  'client_type',
];

/** The screens every verified persona shares, with the counts a prospect sees. */
function verifiedPersonaScreens(sim: { store: () => Promise<StoreDb> }, key: 'demo' | 'inversor' | 'emisor') {
  let s: Session;
  beforeEach(async () => {
    s = await signIn(key);
  });

  it(`${key}: Mi cuenta holds complete personal data, status 3 and the three KYC files`, async () => {
    const profile = await s.call<Row & { status: number }>('/api/client/profile');
    expect(profile.status).toBe(3);
    for (const field of PROFILE_FIELDS) expect(profile[field], field).toBeTruthy();
    const db = await sim.store();
    const kyc = await db.kyc.where('clientId').equals(persona(key).id).toArray();
    expect(kyc.flatMap((k) => k.files.map((f) => f.field)).sort()).toEqual([
      'file_id_front',
      'file_id_reverse',
      'file_selfie',
    ]);
  });

  it(`${key}: DASH-11 SRV-43 the dashboard has non-zero balances, a full carousel and a chart over at least 6 months`, async () => {
    const saldos = await balances(s);
    for (const figure of [
      'DISPONIBLE',
      'INVERTIDO',
      'GANANCIAS',
      'GANANCIASESPERADA',
      'RETORNO',
      'RETIRO',
      'DEPOSITO',
      'OFERTA',
      'VALORCUENTA',
    ]) {
      expect(amount(saldos[figure]), figure).toBeGreaterThan(0);
    }
    const carousel = await s.call<{ data: Row[] }>('/api/client/projects/all_projects');
    expect(carousel.data.length).toBeGreaterThanOrEqual(10);

    const { data, label } = await chart(s);
    expect(data.length).toBe(label.length);
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(label.map((l) => month(l.fecha))).size).toBeGreaterThanOrEqual(6);
    const points = data.map((d) => amount(d.amount));
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });

  it(`${key}: Mis inversiones lists active (offered and not) and sold investments`, async () => {
    const active = (await investments(s, '/api/client/investments')).data.datos;
    expect(active.length).toBeGreaterThanOrEqual(6);
    expect(active.filter((i) => i.mercado_secundario === 0).length).toBeGreaterThanOrEqual(4);
    expect(active.some((i) => i.mercado_secundario === 1)).toBe(true);
    const sold = (await investments(s, '/api/client/investments/sold')).data.datos;
    expect(sold.length).toBeGreaterThanOrEqual(1);
    for (const row of sold) expect(row.date_sold).toBeTruthy();
  });

  it(`${key}: SRV-26 SRV-50 the secondary market offers several affordable investments of several other sellers of its world`, async () => {
    const first = await market(s);
    // SRV-50: each world's market holds only its own sellers' offers.
    expect(first.cantidad).toBeGreaterThanOrEqual(5);
    const rows = [...first.data];
    for (let page = 2; page <= first.total_pages; page += 1) rows.push(...(await market(s, page)).data);
    const db = await sim.store();
    const sellers = new Set<number>();
    for (const row of rows) {
      const offer = await db.offers.get(Number(row.offer_id));
      expect(offer?.sellerId).not.toBe(persona(key).id);
      expect((await db.clients.get(offer!.sellerId))?.demo_status).toBe(persona(key).demo_status);
      sellers.add(offer!.sellerId);
    }
    expect(sellers.size).toBeGreaterThanOrEqual(3);
    const wallet = amount((await balances(s)).DISPONIBLE);
    const affordable = rows.filter((r) => amount(r.precioventa) <= wallet);
    expect(affordable.length).toBeGreaterThanOrEqual(3);
    const primary = await s.call<{ cantidad: number; data: Row[] }>('/api/client/projects', { page: 1 });
    expect(primary.data).toHaveLength(10);
    expect(primary.cantidad).toBeGreaterThanOrEqual(35);
  });

  it(`${key}: SRV-06 Depósito lists deposits in every status over at least 6 months`, async () => {
    const rows = await deposits(s);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const byStatus = count(rows, (d) => d.estado);
    expect([...byStatus.keys()].sort()).toEqual(['APROBADO', 'EN PROCESO', 'RECHAZADO']);
    expect(byStatus.get('APROBADO')).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((d) => month(d.fecha))).size).toBeGreaterThanOrEqual(6);
  });

  it(`${key}: SRV-06 Retiro lists approved and refused withdrawals of several kinds`, async () => {
    const rows = await withdrawals(s);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const byStatus = count(rows, (w) => w.estado);
    expect(byStatus.get('APROBADO')).toBeGreaterThanOrEqual(2);
    expect(byStatus.get('RECHAZADO')).toBeGreaterThanOrEqual(1);
    expect(new Set(rows.map((w) => w.tipo)).size).toBeGreaterThanOrEqual(3);
  });

  it(`${key}: BENEF-04 BENEF-30 beneficiary accounts of every kind: national, international, remittance, crypto`, async () => {
    expect((await beneficiaries(s, '1')).length).toBeGreaterThanOrEqual(1);
    expect((await beneficiaries(s, '2')).length).toBeGreaterThanOrEqual(1);
    const third = await beneficiaries(s, '3');
    expect(third.some((b) => b.address_cripto)).toBe(true);
    expect(third.some((b) => !b.address_cripto && b.identificacion)).toBe(true);
  });

  it(`${key}: SRV-36 Tarjetas shows a card in every status, an approved one with movements`, async () => {
    const rows = await cards(s);
    expect(new Set(rows.map((c) => c.status))).toEqual(new Set(['PENDIENTE', 'APROBADO', 'DESACTIVADA']));
    expect(rows.some((c) => c.status === 'APROBADO' && c.movimientos.length >= 3)).toBe(true);
    expect(rows.some((c) => c.status === 'APROBADO' && amount(c.balance) > 0)).toBe(true);
  });

  it(`${key}: SRV-39 Movimientos holds many lines of every type over at least 6 months`, async () => {
    const rows = await allMovements(s);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const types = new Set(rows.map((m) => m.type));
    for (const type of EVERY_MOVEMENT_TYPE) expect(types.has(type), type).toBe(true);
    expect(new Set(rows.map((m) => month(m.fecha_registro))).size).toBeGreaterThanOrEqual(6);
  });
}

describe('what each demo persona sees right after the seed', () => {
  const sim = useSimulator();

  describe('the demo investor (USDT, demo mode)', () => {
    verifiedPersonaScreens(sim, 'demo');

    it('Mis ofertas lists open offers of each end type', async () => {
      const s = await signIn('demo');
      const rows = (await offers(s)).data.datos;
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.some((o) => o.fecha_fin === null)).toBe(true);
      expect(rows.some((o) => String(o.fecha_fin).slice(0, 10) === String(o.fecha_inicio).slice(0, 10))).toBe(
        true,
      );
      expect(rows.some((o) => o.fecha_fin !== null && String(o.fecha_fin) > String(o.fecha_inicio))).toBe(
        true,
      );
    });

    it('has bought on the secondary market and sold there more than once', async () => {
      const s = await signIn('demo');
      expect((await investments(s, '/api/client/investments/sold')).data.datos.length).toBeGreaterThanOrEqual(
        3,
      );
      const db = await sim.store();
      const bought = await db.investments.where('clientId').equals(persona('demo').id).toArray();
      expect(bought.filter((i) => i.originOfferId !== null).length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('the investor in $ (withdrawals enabled)', () => {
    verifiedPersonaScreens(sim, 'inversor');

    it('SRV-29 Retiro lists withdrawals in every status and of every kind, with one still on hold', async () => {
      const s = await signIn('inversor');
      const rows = await withdrawals(s);
      const byStatus = count(rows, (w) => w.estado);
      expect([...byStatus.keys()].sort()).toEqual(['APROBADO', 'EN PROCESO', 'RECHAZADO']);
      expect(new Set(rows.map((w) => w.tipo)).size).toBe(4);
      expect(amount((await balances(s)).RETENCION)).toBeGreaterThan(0);
    });

    it('Mis ofertas lists several open offers', async () => {
      const s = await signIn('inversor');
      expect((await offers(s)).data.datos.length).toBeGreaterThanOrEqual(3);
    });
  });

  describe('the issuer', () => {
    verifiedPersonaScreens(sim, 'emisor');

    it("ROLE-10 MYPROJ-02 'Mis proyectos' lists its own projects, each with investors", async () => {
      const s = await signIn('emisor');
      const own = await s.call<{ data: Row[] }>('/api/client/projects/propios', { page: 1 });
      expect(own.data.length).toBeGreaterThanOrEqual(3);
      for (const project of own.data) {
        expect(project.issuer).toBe('Constructora Andina S.A.S.');
        expect(Number(project.total_inversores)).toBeGreaterThan(0);
        expect(amount(project.amount_invertido)).toBeGreaterThan(0);
      }
      // Its own portfolio lies in other issuers' projects.
      const active = (await investments(s, '/api/client/investments')).data.datos;
      const db = await sim.store();
      for (const row of active) {
        const project = await db.projects.get(Number(row.project));
        expect(project?.oferenteId).not.toBe(persona('emisor').id);
      }
      expect((await offers(s)).data.datos.length).toBeGreaterThanOrEqual(1);
    });
  });

  it("SRV-06 project descriptions name the issuer once, with a single period after 'S.A.S.'", async () => {
    const db = await sim.store();
    const projects = await db.projects.toArray();
    expect(projects.filter((p) => p.description.includes('..'))).toEqual([]);
    const andina = projects.find((p) => p.issuer === 'Constructora Andina S.A.S.');
    expect(andina?.description).toContain('Emisor: Constructora Andina S.A.S. Proyecto ubicado en ');
  });

  describe('the new client (status 1): empty on purpose', () => {
    it('has no money, investments, offers, operations, cards, accounts or movements', async () => {
      const s = await signIn('nuevo');
      const saldos = await balances(s);
      for (const [figure, value] of Object.entries(saldos)) expect(amount(value), figure).toBe(0);
      const { data, label } = await chart(s);
      expect([data, label]).toEqual([[], []]);
      expect((await investments(s, '/api/client/investments')).data.totales.cantidad).toBe(0);
      expect((await investments(s, '/api/client/investments/sold')).data.totales.cantidad).toBe(0);
      expect((await offers(s)).data.totales.cantidad).toBe(0);
      expect(await deposits(s)).toEqual([]);
      expect(await withdrawals(s)).toEqual([]);
      expect(await cards(s)).toEqual([]);
      for (const kind of ['1', '2', '3'] as const) expect(await beneficiaries(s, kind)).toEqual([]);
      expect(await allMovements(s)).toEqual([]);
      expect((await s.call<{ data: Row[] }>('/api/client/projects/propios', { page: 1 })).data).toEqual([]);
      // The markets are there to explore once verified.
      expect((await market(s)).cantidad).toBeGreaterThan(0);
    });
  });
});
