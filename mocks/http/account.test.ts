import { describe, expect, it } from 'vitest';
import {
  balanceListResponse,
  beneficiary as beneficiarySchema,
  dashboardResponse,
  investmentsChartResponse,
  movement as movementSchema,
} from '@/contract/schemas/account';
import { allProjectsResponse, project as projectSchema } from '@/contract/schemas/projects';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import { openApiDocument } from '@/contract/schemas/openapi';
import { post, newClient, snapshot, useSimulator, API, TEST_START } from '../../tests/simulator';
import { persona, type PersonaKey } from '../seed/personas';
import { walletAccount } from '../domain/ledger';
import { recordMovement } from '../store/ledger-repo';
import type { StoreDb } from '../store/db';
import { CAROUSEL_PROJECTS } from './account';

type Message = { message: string; data?: { message: string } };
type Saldos = { data: { saldos: Record<string, string>[] } };
type MovementRow = {
  id: number;
  fecha_registro: string;
  code: string | null;
  balance: string;
  saldo: string;
  client_id: number;
  [k: string]: unknown;
};
type MovementList = {
  data: MovementRow[];
  cantidad: number;
  page: number;
  total_pages: number;
  pdf: string;
  csv: string;
};
type BeneficiaryRow = { id: number; client_id: number; bank_personal: number; [k: string]: unknown };

const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;
const HTML = '<img src=x onerror=alert(1)>';
const ERC20 = 'Ethereum (ERC-20)';
const TRC20 = 'TRON (TRC-20)';
const ERC_ADDRESS = `0x${'aB12'.repeat(10)}`;
const TRON_ADDRESS = `T${'9xKzPqRw3'.repeat(3)}abcdef`;

/* ------------------------------------------------------------------------------------------------------
 * Independent arithmetic for the expected figures: plain day numbers in Bogotá time and BigInt cents,
 * without the server's date and money helpers.
 * ---------------------------------------------------------------------------------------------------- */

const dayNumber = (ms: number) => Math.floor((ms + BOGOTA) / DAY);
const ymd = (ms: number) => new Date(ms + BOGOTA).toISOString().slice(0, 10);

/** amount × days × pd / 100, to whole cents half up, in micro-units. */
function yieldMicro(amountMicro: number, pd: string, days: number): number {
  const [whole, fraction = ''] = pd.split('.');
  const numerator = BigInt(amountMicro) * BigInt(`${whole}${fraction}`) * BigInt(days);
  const denominator = 100n * 10n ** BigInt(fraction.length) * 10_000n;
  const cents = (numerator * 2n + denominator) / (2n * denominator);
  return Number(cents * 10_000n);
}

/** Micro-units as '1234.56' (non-negative values rounded half up, negative half away from zero). */
function money(micro: number): string {
  const sign = micro < 0 ? '-' : '';
  const cents = Math.round(Math.abs(micro) / 10_000);
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function expectedSummary(db: StoreDb, clientId: number, now: number) {
  const investments = (await db.investments.toArray()).filter((i) => i.clientId === clientId);
  const projects = new Map((await db.projects.toArray()).map((p) => [p.id, p]));
  const active = investments.filter((i) => i.status === 'active');
  const sold = investments.filter((i) => i.status === 'sold');
  const entries = await db.entries.toArray();
  const balance = (account: string) =>
    sum(entries.filter((e) => e.accountId === account).map((e) => e.amountMicro));
  const deposits = (await db.deposits.toArray()).filter((d) => d.clientId === clientId);
  const withdrawals = (await db.withdrawals.toArray()).filter((w) => w.clientId === clientId);
  const offers = (await db.offers.toArray()).filter((o) => o.sellerId === clientId);
  const future = active.map((i) => {
    const total = dayNumber(i.endAt) - dayNumber(i.startAt);
    const remaining = Math.min(total, Math.max(0, dayNumber(i.endAt) - dayNumber(now)));
    return yieldMicro(i.amountMicro, projects.get(i.projectId)!.porcentaje_diario, remaining);
  });
  const disponible = balance(`wallet:${clientId}`);
  const invertido = sum(active.map((i) => i.amountMicro));
  const retencion = sum(withdrawals.filter((w) => w.status === 'EN PROCESO').map((w) => w.amountMicro));
  return {
    DISPONIBLE: money(disponible),
    INVERTIDO: money(invertido),
    GANANCIAS: money(sum(sold.map((i) => i.saleMicro! - i.amountMicro))),
    GANANCIASESPERADA: money(sum(future)),
    RETORNO: money(sum(sold.map((i) => i.saleMicro!))),
    RETIRO: money(sum(withdrawals.filter((w) => w.status === 'APROBADO').map((w) => w.amountMicro))),
    DEPOSITO: money(sum(deposits.filter((d) => d.status === 'EN PROCESO').map((d) => d.amountMicro))),
    OFERTA: money(
      sum(
        offers
          .filter((o) => o.status === 'open' && (o.endsAt === null || o.endsAt >= now))
          .map((o) => o.precioVentaMicro),
      ),
    ),
    VALORCUENTA: money(disponible + invertido + retencion),
    RETENCION: money(retencion),
  };
}

async function login(key: PersonaKey): Promise<string> {
  const p = persona(key);
  const { status, body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  expect(status).toBe(200);
  return body.success.token;
}

const dashboardOf = async (token: string) =>
  (await post<Saldos>('/api/client/dashboard', {}, token)).body.data.saldos[0]!;

const listBeneficiaries = async (token: string, kind: '1' | '2' | '3') =>
  (await post<{ data: BeneficiaryRow[] }>('/api/client/beneficiarios', { bank_personal: kind }, token)).body
    .data;

const national = (over: Record<string, unknown> = {}) => ({
  bank_personal: '1',
  bank_type: 'AHORRO',
  bank_name: 'Banco de Bogotá',
  bank_client: 'Valentina Ríos',
  bank_account: '001234567890',
  bank_swift: '',
  country_id: 82,
  ...over,
});
const international = (over: Record<string, unknown> = {}) => ({
  bank_personal: '2',
  bank_type: 'CORRIENTE',
  bank_name: 'Bank of America',
  bank_client: 'Valentina Ríos',
  bank_account: '987654321',
  bank_swift: 'BOFAUS3N',
  bank_aba: '026009593',
  iban: '',
  bank_email: 'valentina@correo.test',
  country_id: 55,
  ...over,
});
const remittance = (over: Record<string, unknown> = {}) => ({
  bank_personal: '3',
  bank_client: 'Carmen Elena',
  bank_apellidos: 'Ríos Paredes',
  tipo_identificacion: 'Pasaporte',
  identificacion: 'P12345678',
  country_id: 28,
  provincia: 'Madrid',
  ciudad: 'Madrid',
  direccion_cliente: 'Calle Mayor 1',
  telefono: '+34 600 555 111',
  ...over,
});
const crypto = (over: Record<string, unknown> = {}) => ({
  bank_personal: '3',
  bank_client: 'Valentina',
  bank_apellidos: 'Ríos',
  network: ERC20,
  address_cripto: ERC_ADDRESS,
  ...over,
});

describe('account calls of the simulated server', () => {
  const sim = useSimulator();

  describe('dashboard', () => {
    it('API-13 ENT-02 answers data.saldos whose first element carries the ten balance fields as money', async () => {
      const token = await login('demo');
      const { status, body } = await post<Saldos>('/api/client/dashboard', {}, token);
      expect(status).toBe(200);
      expect(dashboardResponse.safeParse(body).success).toBe(true);
      expect(body.data.saldos).toHaveLength(1);
      expect(Object.keys(body.data.saldos[0]!).sort()).toEqual(
        [
          'DISPONIBLE',
          'INVERTIDO',
          'GANANCIAS',
          'GANANCIASESPERADA',
          'RETORNO',
          'RETIRO',
          'DEPOSITO',
          'OFERTA',
          'VALORCUENTA',
          'RETENCION',
        ].sort(),
      );
    });

    it('SRV-20 SRV-21 DASH-01 DASH-02 DASH-03 DASH-04 DASH-05 DASH-06 DASH-07 DASH-08 gives the demo persona the figures of its seeded records', async () => {
      const db = await sim.store();
      const demo = persona('demo');
      const saldos = await dashboardOf(await login('demo'));
      expect(saldos).toEqual(await expectedSummary(db, demo.id, TEST_START));
      // Fixed by the seed (personas.ts and seed/market.ts, seed/flows.ts).
      expect(saldos).toMatchObject({
        DISPONIBLE: '25000.00',
        // 13,750.50 of the recent months, 4,900 of earlier ones and 1,750 bought on the secondary market.
        INVERTIDO: '20400.50',
        DEPOSITO: '1000.00',
        RETENCION: '0.00',
        // 800 + 450 + 200 withdrawn before; the 1,200 refused one came back.
        RETIRO: '1450.00',
        VALORCUENTA: '45400.50',
      });
      expect(Number(saldos.GANANCIASESPERADA)).toBeGreaterThan(0);
      expect(Number(saldos.RETORNO)).toBeGreaterThan(2_000);
      expect(Number(saldos.OFERTA)).toBeGreaterThan(5_000);
    });

    it('SRV-20 SRV-21 gives the inversor persona the figures of its seeded records, with approved withdrawals and a secondary purchase', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const saldos = await dashboardOf(await login('inversor'));
      expect(saldos).toEqual(await expectedSummary(db, inversor.id, TEST_START));
      expect(saldos).toMatchObject({
        DISPONIBLE: '12500.00',
        // 4,000 + 2,750.25 + 900 + 1,500 + 3,000 + 2,000 + 800 + 1,500 + 1,000 of its own, and 1,600 + 900
        // bought on the secondary market.
        INVERTIDO: '19950.25',
        DEPOSITO: '2500.00',
        RETIRO: '4750.00',
        // the 400 withdrawal requested at the moment of the seed
        RETENCION: '400.00',
        VALORCUENTA: '32850.25',
      });
    });

    it('SRV-20 keeps DISPONIBLE, INVERTIDO and RETENCION equal to the wallet, invested and hold accounts', async () => {
      const db = await sim.store();
      for (const key of ['demo', 'inversor', 'emisor'] as const) {
        const id = persona(key).id;
        const saldos = await dashboardOf(await login(key));
        const account = async (name: string) =>
          money((await db.accounts.get(`${name}:${id}`))?.balanceMicro ?? 0);
        expect(saldos.DISPONIBLE).toBe(await account('wallet'));
        expect(saldos.INVERTIDO).toBe(await account('invested'));
        expect(saldos.RETENCION).toBe(await account('hold'));
      }
    });

    it('SRV-20 SRV-21 follows the clock: an offer past its end leaves OFERTA and future yields shrink day by day', async () => {
      const db = await sim.store();
      const demo = persona('demo');
      const token = await login('demo');
      const before = await dashboardOf(token);
      // 17 hours later it is the next platform day: the 'Hoy' offer (2,500 at 100 %) has ended.
      sim.clock.advance(17 * 3_600_000);
      const after = await dashboardOf(token);
      expect(after).toEqual(await expectedSummary(db, demo.id, TEST_START + 17 * 3_600_000));
      expect(Number(after.OFERTA)).toBeLessThan(Number(before.OFERTA) - 2_500);
      expect(Number(after.GANANCIASESPERADA)).toBeLessThan(Number(before.GANANCIASESPERADA));
      // SRV-35: the seeded 1,000 report was approved 60 s after the seed.
      expect(after).toMatchObject({ DISPONIBLE: '26000.00', DEPOSITO: '0.00' });
    });

    it('SRV-20 answers zeros for a new client without money', async () => {
      const { token } = await newClient();
      const saldos = await dashboardOf(token);
      expect(new Set(Object.values(saldos))).toEqual(new Set(['0.00']));
    });

    it('API-13 refuses a call without a session with 401 "Intente nuevamente"', async () => {
      for (const path of [
        '/api/client/dashboard',
        '/api/client/balance/list',
        '/api/client/investments/grafica',
        '/api/client/projects/all_projects',
        '/api/client/beneficiarios',
      ]) {
        const { status, body } = await post<Message>(path, { bank_personal: '1' });
        expect(status, path).toBe(401);
        expect(body.message).toBe('Intente nuevamente');
        expect(body.data?.message).toBe('Intente nuevamente');
      }
    });
  });

  describe('movements', () => {
    it('API-14 ENT-03 DASH-17 answers a page of movements with every documented field, page info and the export file names', async () => {
      const token = await login('demo');
      const { status, body } = await post<MovementList>('/api/client/balance/list', { page: 1 }, token);
      expect(status).toBe(200);
      expect(balanceListResponse.safeParse(body).success).toBe(true);
      expect(body.page).toBe(1);
      expect(body.data).toHaveLength(10);
      expect(body.pdf).toBe('movimientos-1-p1.pdf');
      expect(body.csv).toBe('movimientos-1-p1.csv');
      for (const row of body.data) {
        expect(movementSchema.strict().safeParse(row).success).toBe(true);
        expect(row.client_id).toBe(1);
      }
    });

    it('SRV-39 SRV-04 lists every movement once, newest first, ten per page, with the wallet balance after each event as saldo', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const id = persona('inversor').id;
      const first = (await post<MovementList>('/api/client/balance/list', {}, token)).body;
      const mine = (await db.movements.toArray()).filter((m) => m.clientId === id);
      expect(first.cantidad).toBe(mine.length);
      expect(first.total_pages).toBe(Math.ceil(mine.length / 10));
      const rows: MovementRow[] = [];
      for (let page = 1; page <= first.total_pages; page += 1) {
        const { body } = await post<MovementList>('/api/client/balance/list', { page }, token);
        expect(body.page).toBe(page);
        expect(body.data.length).toBe(page < first.total_pages ? 10 : mine.length - 10 * (page - 1));
        rows.push(...body.data);
      }
      expect(rows.map((r) => r.id)).toEqual(mine.map((m) => m.id).sort((a, b) => b - a));
      const dates = rows.map((r) => r.fecha_registro);
      expect([...dates].sort().reverse()).toEqual(dates);

      // The wallet after each event, from the ledger's entries, oldest first.
      const entries = (await db.entries.toArray())
        .filter((e) => e.accountId === walletAccount(id))
        .sort((a, b) => a.at - b.at || a.id - b.id);
      const walletAt = (at: number) => sum(entries.filter((e) => e.at <= at).map((e) => e.amountMicro));
      const chronological = [...rows].reverse();
      let previous = 0;
      for (const row of chronological) {
        const m = mine.find((x) => x.id === row.id)!;
        expect(row.saldo, `movement ${row.id}`).toBe(money(walletAt(m.at)));
        expect(Math.round((Number(row.saldo) - previous) * 100)).toBe(Math.round(Number(row.balance) * 100));
        previous = Number(row.saldo);
      }
      expect(rows[0]!.saldo).toBe('12500.00');
    });

    it('SRV-04 answers an empty statement as page 1 of 1 and a page past the end as the last page', async () => {
      const { token } = await newClient();
      const empty = await post<MovementList>('/api/client/balance/list', { page: 3 }, token);
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ data: [], cantidad: 0, page: 1, total_pages: 1 });

      const demoToken = await login('demo');
      const last = (await post<MovementList>('/api/client/balance/list', { page: 1 }, demoToken)).body
        .total_pages;
      const beyond = await post<MovementList>('/api/client/balance/list', { page: last + 5 }, demoToken);
      expect(beyond.body.page).toBe(last);
      expect(beyond.body.data.length).toBeGreaterThan(0);
    });

    it('SRV-02 refuses a page that is not a whole number from 1 with a Spanish message in message and data.message', async () => {
      const token = await login('demo');
      for (const page of [0, -1, 1.5, 'abc', null]) {
        const { status, body } = await post<Message>('/api/client/balance/list', { page }, token);
        expect(status, String(page)).toBe(422);
        expect(body.message).toBe('El número de página no es válido');
        expect(body.data?.message).toBe(body.message);
      }
    });

    it('SRV-39 ENT-03 shows a movement appended later first, a null code as null, and never another client’s lines', async () => {
      const db = await sim.store();
      const token = await login('demo');
      await post('/api/client/balance/list', { page: 1 }, token); // warms the statement's index
      const added = await db.transaction('rw', db.tables, () =>
        recordMovement(db, {
          clientId: 1,
          balanceMicro: 0,
          description: 'Ajuste sin código',
          type: 'AJUSTE',
          at: TEST_START,
        }),
      );
      await db.transaction('rw', db.tables, () =>
        recordMovement(db, {
          clientId: 2,
          balanceMicro: 0,
          description: 'Otro',
          type: 'AJUSTE',
          at: TEST_START,
        }),
      );
      const { body } = await post<MovementList>('/api/client/balance/list', { page: 1 }, token);
      expect(body.data[0]).toMatchObject({ id: added.id, code: null, description: 'Ajuste sin código' });
      expect(body.data[0]!.saldo).toBe('25000.00');
      expect(body.data.every((r) => r.client_id === 1)).toBe(true);
      expect(body.cantidad).toBe((await db.movements.toArray()).filter((m) => m.clientId === 1).length);
    });
  });

  describe('investments chart', () => {
    it('API-15 SRV-43 DASH-11 answers the cumulative invested amount per investment date, oldest first', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const { status, body } = await post<{ data: { amount: string }[]; label: { fecha: string }[] }>(
        '/api/client/investments/grafica',
        {},
        token,
      );
      expect(status).toBe(200);
      expect(investmentsChartResponse.safeParse(body).success).toBe(true);
      const mine = (await db.investments.toArray())
        .filter((i) => i.clientId === 1)
        .sort((a, b) => a.startAt - b.startAt);
      const expected = new Map<string, number>();
      let total = 0;
      for (const i of mine) {
        total += i.amountMicro;
        expected.set(ymd(i.startAt), total);
      }
      expect(body.label.map((l) => l.fecha)).toEqual([...expected.keys()]);
      expect(body.data.map((d) => d.amount)).toEqual([...expected.values()].map(money));
      expect(body.data.at(-1)!.amount).toBe(money(sum(mine.map((i) => i.amountMicro))));
    });

    it('SRV-43 answers empty series for a client without investments', async () => {
      const { token } = await newClient();
      const { body } = await post('/api/client/investments/grafica', {}, token);
      expect(body).toEqual({ data: [], label: [] });
    });
  });

  describe('primary projects for the carousel', () => {
    it('API-21 DASH-13 answers data and cantidad: the newest open primary projects with every project field', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const { status, body } = await post<{ data: Record<string, unknown>[]; cantidad: number }>(
        '/api/client/projects/all_projects',
        {},
        token,
      );
      expect(status).toBe(200);
      expect(allProjectsResponse.safeParse(body).success).toBe(true);
      expect(body.cantidad).toBe(body.data.length);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(20);
      const ids = body.data.map((p) => p.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const open = (await db.projects.toArray())
        .filter(
          (p) =>
            p.status === 'ACTIVO' &&
            p.startAt <= TEST_START &&
            p.endAt > TEST_START &&
            p.amountMicro - p.invertidoMicro - p.reservedMicro > 0,
        )
        .map((p) => p.id)
        .sort((a, b) => b - a)
        .slice(0, 20);
      expect(ids).toEqual(open);
      for (const p of body.data) {
        expect(projectSchema.strict().safeParse(p).success).toBe(true);
        expect(Number(p.disponible)).toBeGreaterThan(0);
        expect(p.disponiblewallet).toBe('25000.00');
      }
    });

    it('API-21 SRV-61 answers only the newest open projects when more are open, as its published summary says', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const open = (await db.projects.toArray()).filter(
        (p) =>
          p.status === 'ACTIVO' &&
          p.startAt <= TEST_START &&
          p.endAt > TEST_START &&
          p.amountMicro - p.invertidoMicro - p.reservedMicro > 0,
      );
      expect(open.length).toBeGreaterThan(CAROUSEL_PROJECTS);
      const { body } = await post<{ data: { id: number }[]; cantidad: number }>(
        '/api/client/projects/all_projects',
        {},
        token,
      );
      expect(body.cantidad).toBe(CAROUSEL_PROJECTS);
      const newest = open.map((p) => p.id).sort((a, b) => b - a);
      expect(body.data.map((p) => p.id)).toEqual(newest.slice(0, CAROUSEL_PROJECTS));
      // The summary a reader of openapi.json sees must not promise every open project.
      const summary = (
        openApiDocument('1.0.0').paths['/api/client/projects/all_projects'] as {
          post: { summary: string };
        }
      ).post.summary;
      expect(summary).not.toMatch(/todos/);
      expect(summary).toContain('más recientes');
      expect(summary).toContain(`hasta ${CAROUSEL_PROJECTS}`);
    });

    it('API-21 leaves out a project that is fully invested or no longer active', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const before = (await post<{ data: { id: number }[] }>('/api/client/projects/all_projects', {}, token))
        .body.data;
      const [full, closed] = [before[0]!.id, before[1]!.id];
      await db.transaction('rw', db.projects, db.meta, async () => {
        const p = (await db.projects.get(full))!;
        await db.projects.update(full, { demoInvertidoMicro: p.amountMicro - p.reservedMicro });
        await db.projects.update(closed, { status: 'FINALIZADO' });
      });
      const after = (await post<{ data: { id: number }[] }>('/api/client/projects/all_projects', {}, token))
        .body.data;
      expect(after.map((p) => p.id)).not.toContain(full);
      expect(after.map((p) => p.id)).not.toContain(closed);
    });
  });

  describe('beneficiaries', () => {
    it('API-16 ENT-04 BENEF-04 BENEF-30 lists the caller’s beneficiaries of each kind with every documented field', async () => {
      const token = await login('demo');
      const kinds = { '1': [] as BeneficiaryRow[], '2': [] as BeneficiaryRow[], '3': [] as BeneficiaryRow[] };
      for (const kind of ['1', '2', '3'] as const) {
        const { status, body } = await post<{ data: BeneficiaryRow[] }>(
          '/api/client/beneficiarios',
          { bank_personal: kind },
          token,
        );
        expect(status).toBe(200);
        kinds[kind] = body.data;
        for (const row of body.data) {
          expect(beneficiarySchema.strict().safeParse(row).success).toBe(true);
          expect(row).toMatchObject({ client_id: 1, bank_personal: Number(kind) });
        }
      }
      expect(kinds['1']).toHaveLength(1);
      expect(kinds['1'][0]).toMatchObject({ bank_name: 'Bancolombia', bank_type: 'AHORRO', country_id: 82 });
      expect(kinds['2'][0]).toMatchObject({ bank_swift: 'CHASUS33', bank_aba: '021000021', country_id: 55 });
      // Kind 3 holds the remittance beneficiary and the crypto one (with address_cripto).
      expect(kinds['3']).toHaveLength(2);
      expect(kinds['3'].filter((b) => b.address_cripto === null)[0]).toMatchObject({
        bank_client: 'Carmen Elena',
        bank_apellidos: 'Ríos Paredes',
        tipo_identificacion: 'Pasaporte',
        network: null,
      });
      expect(kinds['3'].filter((b) => b.address_cripto !== null)[0]).toMatchObject({ network: TRC20 });
    });

    it('API-16 refuses a missing or unknown bank_personal with a Spanish message', async () => {
      const token = await login('demo');
      const missing = await post<Message>('/api/client/beneficiarios', {}, token);
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('El campo tipo de beneficiario es requerido');
      const unknown = await post<Message>('/api/client/beneficiarios', { bank_personal: '4' }, token);
      expect(unknown.status).toBe(422);
      expect(unknown.body.data?.message).toBe('El campo tipo de beneficiario no es válido');
    });

    it('API-17 BENEF-21 BENEF-22 BENEF-23 BENEF-24 creates national, international, remittance and crypto beneficiaries for the caller', async () => {
      const token = await login('demo');
      for (const payload of [
        national(),
        international(),
        remittance(),
        crypto(),
        crypto({ network: TRC20, address_cripto: TRON_ADDRESS }),
      ]) {
        const { status, body } = await post<Message>('/api/client/beneficiario_create', payload, token);
        expect(status, JSON.stringify(payload)).toBe(200);
        expect(body.message).toBe('Beneficiario creado con éxito.');
      }
      const one = await listBeneficiaries(token, '1');
      expect(one.at(-1)).toMatchObject({
        bank_personal: 1,
        bank_type: 'AHORRO',
        bank_name: 'Banco de Bogotá',
        bank_client: 'Valentina Ríos',
        bank_account: '001234567890',
        bank_swift: null,
        country_id: 82,
        network: null,
        address_cripto: null,
        active: 1,
        bank_status: 1,
        created_at: '2026-11-22 07:00:00',
      });
      expect((await listBeneficiaries(token, '2')).at(-1)).toMatchObject({
        bank_personal: 2,
        bank_aba: '026009593',
        bank_swift: 'BOFAUS3N',
        bank_email: 'valentina@correo.test',
        country_id: 55,
        iban: null,
      });
      const three = await listBeneficiaries(token, '3');
      expect(three.slice(-3)).toMatchObject([
        {
          bank_client: 'Carmen Elena',
          bank_apellidos: 'Ríos Paredes',
          identificacion: 'P12345678',
          country_id: 28,
          provincia: 'Madrid',
          ciudad: 'Madrid',
          direccion_cliente: 'Calle Mayor 1',
          telefono: '+34 600 555 111',
          address_cripto: null,
        },
        { network: ERC20, address_cripto: ERC_ADDRESS, bank_client: 'Valentina', bank_apellidos: 'Ríos' },
        { network: TRC20, address_cripto: TRON_ADDRESS },
      ]);
      // Only the caller got them.
      const other = await login('inversor');
      expect((await listBeneficiaries(other, '1')).every((b) => b.client_id === 2)).toBe(true);
    });

    it('SRV-40 API-17 answers the original path with the trailing space, encoded or as typed', async () => {
      const token = await login('demo');
      const encoded = await post<Message>('/api/client/beneficiario_create%20', national(), token);
      expect(encoded.status).toBe(200);
      expect(encoded.body.message).toBe('Beneficiario creado con éxito.');
      // As the original client wrote it: the URL parser drops the trailing space, so it reaches the plain path.
      const typed = await fetch(`${API}/api/client/beneficiario_create `, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(international()),
      });
      expect(typed.status).toBe(200);
      expect((await listBeneficiaries(token, '1')).length).toBe(2);
      expect((await listBeneficiaries(token, '2')).length).toBe(2);
    });

    it('stores names and notes holding HTML as plain text, exactly as sent', async () => {
      const token = await login('demo');
      const created = await post(
        '/api/client/beneficiario_create',
        national({ bank_client: HTML, bank_name: `<b>Banco</b>` }),
        token,
      );
      expect(created.status).toBe(200);
      const remit = await post(
        '/api/client/beneficiario_create',
        remittance({ direccion_cliente: `<script>alert(1)</script>` }),
        token,
      );
      expect(remit.status).toBe(200);
      expect((await listBeneficiaries(token, '1')).at(-1)).toMatchObject({
        bank_client: HTML,
        bank_name: '<b>Banco</b>',
      });
      expect((await listBeneficiaries(token, '3')).at(-1)).toMatchObject({
        direccion_cliente: '<script>alert(1)</script>',
      });
    });

    const refusals: [string, unknown, string][] = [
      ['an empty body', {}, 'El campo tipo de beneficiario no es válido'],
      ['a body that is a list', [national()], 'El campo tipo de beneficiario no es válido'],
      ['an unknown kind', national({ bank_personal: '4' }), 'El campo tipo de beneficiario no es válido'],
      ['a numeric kind', national({ bank_personal: 1 }), 'El campo tipo de beneficiario no es válido'],
      [
        'a national account without bank_type',
        national({ bank_type: undefined }),
        'El campo tipo de cuenta es requerido',
      ],
      ['an empty bank_type', national({ bank_type: '' }), 'El campo tipo de cuenta es requerido'],
      ['an unknown bank_type', national({ bank_type: 'PLAZO FIJO' }), 'El campo tipo de cuenta no es válido'],
      ['an empty bank name', national({ bank_name: '' }), 'El campo banco es requerido'],
      ['a blank bank name', national({ bank_name: '   ' }), 'El campo banco es requerido'],
      ['a numeric bank name', national({ bank_name: 123 }), 'El campo banco es requerido'],
      ['a missing holder', national({ bank_client: undefined }), 'El campo titular es requerido'],
      ['a null holder', national({ bank_client: null }), 'El campo titular es requerido'],
      [
        'a missing account number',
        national({ bank_account: undefined }),
        'El campo número de cuenta es requerido',
      ],
      ['a Swift that is not text', national({ bank_swift: 7 }), 'El campo Swift no es válido'],
      ['a country id that is text', national({ country_id: 'Colombia' }), 'El campo país no es válido'],
      ['a negative country id', national({ country_id: '-1' }), 'El campo país no es válido'],
      ['an unknown country', national({ country_id: 99_999 }), 'El país seleccionado no existe'],
      ['an HTML country id', national({ country_id: HTML }), 'El campo país no es válido'],
      [
        'an over-long bank name',
        national({ bank_name: 'B'.repeat(151) }),
        'El campo banco no puede superar 150 caracteres',
      ],
      [
        'an international account without country',
        international({ country_id: '' }),
        'El campo país del banco es requerido',
      ],
      [
        'an international account with a wrong e-mail',
        international({ bank_email: 'correo' }),
        'El correo electrónico no es válido',
      ],
      [
        'a remittance without identification',
        remittance({ identificacion: '' }),
        'El campo identificación es requerido',
      ],
      ['a remittance without country', remittance({ country_id: undefined }), 'El campo país es requerido'],
      ['a remittance without province', remittance({ provincia: ' ' }), 'El campo provincia es requerido'],
      ['a remittance without city', remittance({ ciudad: undefined }), 'El campo ciudad es requerido'],
      [
        'a remittance without address',
        remittance({ direccion_cliente: '' }),
        'El campo dirección es requerido',
      ],
      ['a remittance without phone', remittance({ telefono: '' }), 'El campo teléfono es requerido'],
      [
        'a remittance without surnames',
        remittance({ bank_apellidos: '' }),
        'El campo apellidos es requerido',
      ],
      [
        'an unknown identification type',
        remittance({ tipo_identificacion: 'Carnet' }),
        'El campo tipo de identificación no es válido',
      ],
      ['a crypto beneficiary without names', crypto({ bank_client: '' }), 'El campo nombres es requerido'],
      ['a crypto beneficiary without network', crypto({ network: '' }), 'El campo red es requerido'],
      ['an unknown network', crypto({ network: 'Bitcoin' }), 'El campo red no es válido'],
      ['a network without address', remittance({ network: TRC20 }), 'El campo dirección USDT es requerido'],
      [
        'an ERC-20 address that is too short',
        crypto({ address_cripto: '0x1234' }),
        'La dirección USDT no es válida para la red Ethereum (ERC-20): debe empezar por 0x seguida de 40 caracteres hexadecimales',
      ],
      [
        'a TRON address on the ERC-20 network',
        crypto({ address_cripto: TRON_ADDRESS }),
        'La dirección USDT no es válida para la red Ethereum (ERC-20): debe empezar por 0x seguida de 40 caracteres hexadecimales',
      ],
      [
        'a TRON address with characters outside base58',
        crypto({ network: TRC20, address_cripto: `T${'0OIl'.repeat(8)}0` }),
        'La dirección USDT no es válida para la red TRON (TRC-20): debe empezar por T seguida de 33 caracteres base58',
      ],
      [
        'an address holding HTML',
        crypto({ address_cripto: HTML }),
        'La dirección USDT no es válida para la red Ethereum (ERC-20): debe empezar por 0x seguida de 40 caracteres hexadecimales',
      ],
    ];

    it.each(refusals)(
      'API-17 BENEF-11 BENEF-16 BENEF-19 BENEF-20 SRV-02 SRV-03 refuses %s with 422, a Spanish message in message and data.message, and changes nothing',
      async (_what, payload, message) => {
        const token = await login('demo');
        const db = await sim.store();
        const before = await snapshot(db);
        const { status, body } = await post<Message>('/api/client/beneficiario_create', payload, token);
        expect(status).toBe(422);
        expect(body.message).toBe(message);
        expect(body.data?.message).toBe(message);
        expect(await snapshot(db)).toEqual(before);
      },
    );

    it('SRV-02 refuses a body that is not JSON with a Spanish message and changes nothing', async () => {
      const token = await login('demo');
      const db = await sim.store();
      const before = await snapshot(db);
      const response = await fetch(`${API}/api/client/beneficiario_create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{bank_personal: 1',
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        message: 'La solicitud no es válida',
        data: { message: 'La solicitud no es válida' },
      });
      expect(await snapshot(db)).toEqual(before);
    });

    it('API-17 refuses a create without a session or with an expired one and changes nothing', async () => {
      const token = await login('demo');
      const db = await sim.store();
      const before = await snapshot(db);
      const none = await post<Message>('/api/client/beneficiario_create', national());
      expect(none.status).toBe(401);
      sim.clock.advance(SESSION_LIFETIME_MS);
      const expired = await post<Message>('/api/client/beneficiario_create', national(), token);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
      expect(await snapshot(db)).toEqual(before);
    });

    describe('delete: the access matrix', () => {
      const firstOf = async (token: string, kind: '1' | '2' | '3') =>
        (await listBeneficiaries(token, kind))[0]!;

      it('API-18 SRV-40 BENEF-07 lets the owner delete its beneficiary of each kind', async () => {
        const token = await login('inversor');
        for (const kind of ['1', '2', '3'] as const) {
          const target = await firstOf(token, kind);
          const { status, body } = await post<Message>(
            `/api/client/beneficiario_delete/${target.id}`,
            {},
            token,
          );
          expect(status).toBe(200);
          expect(body.message).toBe('Beneficiario eliminado con éxito.');
          expect((await listBeneficiaries(token, kind)).map((b) => b.id)).not.toContain(target.id);
        }
      });

      it('SRV-40 refuses another client’s beneficiary with 404 and a message, and changes nothing', async () => {
        const owner = await login('inversor');
        const target = await firstOf(owner, '1');
        const intruder = await login('demo');
        const db = await sim.store();
        const before = await snapshot(db);
        const { status, body } = await post<Message>(
          `/api/client/beneficiario_delete/${target.id}`,
          {},
          intruder,
        );
        expect(status).toBe(404);
        expect(body.message).toBe('El beneficiario no existe o no pertenece a su cuenta.');
        expect(body.data?.message).toBe(body.message);
        expect(await snapshot(db)).toEqual(before);
        // A body naming another owner changes nothing either: the owner comes from the session.
        const spoof = await post(`/api/client/beneficiario_delete/${target.id}`, { client_id: 2 }, intruder);
        expect(spoof.status).toBe(404);
        expect(await snapshot(db)).toEqual(before);
      });

      it('SRV-40 refuses an unknown id with 404 and an id that is not a number with 422, changing nothing', async () => {
        const token = await login('demo');
        const db = await sim.store();
        const before = await snapshot(db);
        const unknown = await post<Message>('/api/client/beneficiario_delete/9999', {}, token);
        expect(unknown.status).toBe(404);
        for (const id of ['abc', '0', '-1', '1.5', '%3Cimg%3E']) {
          const bad = await post<Message>(`/api/client/beneficiario_delete/${id}`, {}, token);
          expect(bad.status, id).toBe(422);
          expect(bad.body.message).toBe('El identificador del beneficiario no es válido');
        }
        expect(await snapshot(db)).toEqual(before);
      });

      it('API-18 answers 401 without a token and with a revoked token, changing nothing', async () => {
        const token = await login('inversor');
        const target = await firstOf(token, '1');
        await login('inversor'); // a new login revokes the first token
        const db = await sim.store();
        const before = await snapshot(db);
        const none = await post<Message>(`/api/client/beneficiario_delete/${target.id}`, {});
        expect(none.status).toBe(401);
        expect(none.body.message).toBe('Intente nuevamente');
        const revoked = await post<Message>(`/api/client/beneficiario_delete/${target.id}`, {}, token);
        expect(revoked.status).toBe(401);
        expect(revoked.body.message).toBe('Intente nuevamente');
        expect(await snapshot(db)).toEqual(before);
      });

      it('API-18 answers 401 once the session is 80,400,000 ms old, changing nothing', async () => {
        const token = await login('inversor');
        const target = await firstOf(token, '1');
        sim.clock.advance(80_400_000);
        const db = await sim.store();
        const before = await snapshot(db);
        const expired = await post<Message>(`/api/client/beneficiario_delete/${target.id}`, {}, token);
        expect(expired.status).toBe(401);
        expect(expired.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
        expect(await snapshot(db)).toEqual(before);
      });
    });
  });
});
