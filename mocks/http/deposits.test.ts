import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import {
  depositAddressesResponse,
  depositCreateResponse,
  deposit as depositSchema,
  depositsListResponse,
  depositsPdfResponse,
} from '@/contract/schemas/deposits';
import { post, postForm, snapshot, useSimulator, type CallResult } from '../../tests/simulator';
import { walletAccount } from '../domain/ledger';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger } from '../store/ledger-repo';
import { uploadFile } from '../../tests/upload-files';

type Message = { message: string; data?: { message: string } };
type DepositRow = {
  id: number;
  fecha: string;
  tipo: string;
  currency_tag: string;
  monto: string;
  estado: string;
};
type Saldos = { data: { saldos: Record<string, string>[] } };

const LIST = '/api/client/deposits/list';
const CREATE = '/api/client/deposits/create';
const ADDRESSES = '/api/client/deposits/direcciones';
const TRC20 = 'TRON (TRC-20)';
const ERC20 = 'Ethereum (ERC-20)';
const MB = 1024 * 1024;

const proof = (bytes = 64, type = 'image/png', name = 'comprobante.png') => uploadFile(type, name, bytes);
let hashes = 0;
/** A fresh 64-hex transaction hash per call. */
const newHash = () => (++hashes).toString(16).padStart(64, 'a');

async function login(key: PersonaKey): Promise<string> {
  const p = persona(key);
  const { status, body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  expect(status).toBe(200);
  return body.success.token;
}

async function tronAddress(db: StoreDb): Promise<string> {
  return (await db.depositAddresses.toArray()).find((a) => a.network === TRC20)!.direccion;
}

const dashboardOf = async (token: string) =>
  (await post<Saldos>('/api/client/dashboard', {}, token)).body.data.saldos[0]!;

const listOf = async (token: string) => {
  const res = await post<{ data: DepositRow[]; cantidad: number }>(LIST, {}, token);
  expect(res.status).toBe(200);
  expect(depositsListResponse.safeParse(res.body).success).toBe(true);
  return res.body;
};

/** A refusal: 4xx, the Spanish message in message and data.message, and the store exactly as before. */
async function expectRefused(
  db: StoreDb,
  send: () => Promise<CallResult<Message>>,
  status: number,
  message: string | RegExp,
) {
  const before = await snapshot(db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toMatch(message);
  expect(res.body.data?.message).toBe(res.body.message);
  expect(await snapshot(db)).toEqual(before);
}

describe('deposit calls of the simulated server', () => {
  const sim = useSimulator();

  const report = async (token: string, over: Record<string, string | Blob> = {}) => {
    const db = await sim.store();
    return postForm<Message>(
      CREATE,
      {
        file: proof(),
        amount: '250.50',
        direccion: await tronAddress(db),
        hash: newHash(),
        type: '2',
        ...over,
      },
      token,
    );
  };

  describe('deposits/list', () => {
    it('API-38 ENT-14 answers data and cantidad with the caller’s deposits only, newest first, in the documented shape', async () => {
      const db = await sim.store();
      const demo = persona('demo');
      const body = await listOf(await login('demo'));
      const mine = (await db.deposits.toArray()).filter((d) => d.clientId === demo.id);
      expect(body.cantidad).toBe(mine.length);
      expect(body.data.map((d) => d.id)).toEqual(mine.map((d) => d.id).sort((a, b) => b - a));
      for (const row of body.data) {
        expect(depositSchema.strict().safeParse(row).success).toBe(true);
        expect(row).toMatchObject({ tipo: 'Depósito USDT', currency_tag: 'USDT' });
      }
      // SRV-06, SRV-35: the seed shows every status, 'RECHAZADO' included.
      expect(new Set(body.data.map((d) => d.estado))).toEqual(
        new Set(['EN PROCESO', 'APROBADO', 'RECHAZADO']),
      );
      const rejected = mine.filter((d) => d.status === 'RECHAZADO').map((d) => d.id);
      expect(body.data.filter((d) => rejected.includes(d.id)).map((d) => d.monto)).toEqual([
        '750.00',
        '1500.00',
      ]);
    });

    it('API-38 refuses no token with 401 and an expired one with the expiry message', async () => {
      const token = await login('demo');
      const none = await post<Message>(LIST, {});
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('Intente nuevamente');
      sim.clock.advance(SESSION_LIFETIME_MS);
      const expired = await post<Message>(LIST, {}, token);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({
        message: 'Su sesión ha expirado. Inicie sesión nuevamente.',
        data: { message: 'Su sesión ha expirado. Inicie sesión nuevamente.' },
      });
    });
  });

  describe('deposits/pdf', () => {
    it('API-39 answers the file name of the caller’s deposits report; 401 without a session', async () => {
      const token = await login('inversor');
      const res = await post<{ filename: string }>('/api/client/deposits/pdf', {}, token);
      expect(res.status).toBe(200);
      expect(depositsPdfResponse.strict().safeParse(res.body).success).toBe(true);
      expect(res.body.filename).toBe(`depositos-${persona('inversor').id}-2026-11-22.pdf`);
      expect((await post<Message>('/api/client/deposits/pdf', {})).status).toBe(401);
    });
  });

  describe('deposits/direcciones', () => {
    it('API-40 ENT-15 answers data.data with the platform addresses on both networks, also on the web-service host', async () => {
      const token = await login('demo');
      const relative = await post<{ data: { data: { direccion: string; network: string }[] } }>(
        ADDRESSES,
        {},
        token,
      );
      expect(relative.status).toBe(200);
      expect(depositAddressesResponse.safeParse(relative.body).success).toBe(true);
      const rows = relative.body.data.data;
      expect(rows.map((r) => r.network).sort()).toEqual([ERC20, TRC20]);
      expect(rows.find((r) => r.network === TRC20)!.direccion).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(rows.find((r) => r.network === ERC20)!.direccion).toMatch(/^0x[0-9a-fA-F]{40}$/);

      // The original calls it with an absolute URL on another host and an empty body.
      const response = await fetch(`https://ws.plataforma-inversion.test${ADDRESSES}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(relative.body);

      // Also when the web-service host carries a path prefix.
      const prefixed = await fetch(`https://ws.plataforma-inversion.test/servicios${ADDRESSES}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: '',
      });
      expect(prefixed.status).toBe(200);
      expect(await prefixed.json()).toEqual(relative.body);

      const anonymous = await fetch(`https://ws.plataforma-inversion.test${ADDRESSES}`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('deposits/create', () => {
    it('API-41 SRV-34 stores an EN PROCESO USDT deposit of type 2 for the caller, adds it to DEPOSITO and moves no money yet', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const token = await login('inversor');
      const before = await dashboardOf(token);
      const entries = await db.entries.count();
      const hash = `0x${newHash()}`;
      const res = await postForm<Message>(
        CREATE,
        // client_id is ignored: the owner always comes from the session.
        {
          file: proof(),
          amount: '250.50',
          direccion: await tronAddress(db),
          hash,
          type: '2',
          client_id: '1',
        },
        token,
      );
      expect(res.status).toBe(200);
      expect(depositCreateResponse.strict().safeParse(res.body).success).toBe(true);
      expect(res.body.message).toBe(
        'Depósito reportado con éxito. Será procesado en un máximo de 6 horas hábiles.',
      );

      const stored = (await db.deposits.toArray()).at(-1)!;
      expect(stored).toMatchObject({
        clientId: inversor.id,
        amountMicro: 250_500_000,
        hash,
        type: 2,
        status: 'EN PROCESO',
        fileName: 'comprobante.png',
        resolvedAt: null,
      });
      const after = await dashboardOf(token);
      expect(Number(after.DEPOSITO) - Number(before.DEPOSITO)).toBeCloseTo(250.5, 2);
      expect(after.DISPONIBLE).toBe(before.DISPONIBLE);
      expect(await db.entries.count()).toBe(entries);
      const list = await listOf(token);
      expect(list.data[0]).toMatchObject({ id: stored.id, monto: '250.50', estado: 'EN PROCESO' });
    });

    it('SRV-34 DEP-22 accepts exactly 5000 and refuses 5000.01 with a message, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('demo');
      await expectRefused(
        db,
        () => report(token, { amount: '5000.01' }),
        422,
        'El monto máximo por depósito es 5000 USDT.',
      );
      const ok = await report(token, { amount: '5000' });
      expect(ok.status).toBe(200);
      expect((await db.deposits.toArray()).at(-1)!.amountMicro).toBe(5_000_000_000);
    });

    it('SRV-34 refuses amounts that are not money with a Spanish message and no change', async () => {
      const db = await sim.store();
      const token = await login('demo');
      for (const amount of [
        '',
        '0',
        '-1',
        '1e3',
        'NaN',
        'Infinity',
        '50,5',
        '50.0000001',
        'cien',
        '100000000000000000000',
      ]) {
        await expectRefused(
          db,
          () => report(token, { amount }),
          422,
          /^El (campo monto es requerido|monto no es válido|monto máximo)/,
        );
      }
    });

    it('SRV-34 DEP-23 refuses a missing file, direccion or hash, each with a message and no change', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const direccion = await tronAddress(db);
      const full = { file: proof(), amount: '100', direccion, hash: newHash(), type: '2' };
      const without = (field: keyof typeof full) => {
        const rest: Record<string, string | Blob> = { ...full };
        delete rest[field];
        return rest;
      };
      await expectRefused(
        db,
        () => postForm(CREATE, without('file'), token),
        422,
        'El archivo del comprobante es requerido',
      );
      await expectRefused(
        db,
        () => postForm(CREATE, without('direccion'), token),
        422,
        'El campo dirección es requerido',
      );
      await expectRefused(
        db,
        () => postForm(CREATE, without('hash'), token),
        422,
        'El campo hash es requerido',
      );
      await expectRefused(
        db,
        () => postForm(CREATE, without('amount'), token),
        422,
        'El campo monto es requerido',
      );
      await expectRefused(
        db,
        () => postForm(CREATE, { ...full, direccion: '   ' }, token),
        422,
        'El campo dirección es requerido',
      );
      await expectRefused(
        db,
        () => postForm(CREATE, { ...full, type: '3' }, token),
        422,
        'El campo tipo no es válido',
      );
    });

    it('SRV-34 checks the proof file: empty, larger than 5 MB or not an image or PDF is refused', async () => {
      const db = await sim.store();
      const token = await login('demo');
      await expectRefused(
        db,
        () => report(token, { file: proof(0) }),
        422,
        'El archivo del comprobante está vacío',
      );
      await expectRefused(
        db,
        () => report(token, { file: proof(5 * MB + 1) }),
        422,
        'El archivo del comprobante supera el tamaño máximo de 5 MB.',
      );
      await expectRefused(
        db,
        () => report(token, { file: proof(64, 'text/html', 'x.html') }),
        422,
        'El archivo del comprobante debe ser una imagen JPG, PNG o WEBP, o un PDF.',
      );
      // Exactly 5 MB, and a PDF, are accepted.
      expect((await report(token, { file: proof(5 * MB) })).status).toBe(200);
      expect((await report(token, { file: proof(64, 'application/pdf', 'recibo.pdf') })).status).toBe(200);
    });

    it('SRV-34 refuses an address that is not the platform’s, a malformed hash and a hash already reported', async () => {
      const db = await sim.store();
      const token = await login('demo');
      await expectRefused(
        db,
        () => report(token, { direccion: `T${'1'.repeat(33)}` }),
        422,
        'La dirección no corresponde a ninguna de las direcciones USDT de la plataforma.',
      );
      for (const hash of ['abc123', `0x${'g'.repeat(64)}`, '<img src=x onerror=alert(1)>']) {
        await expectRefused(
          db,
          () => report(token, { hash }),
          422,
          /^El hash de la transacción no es válido/,
        );
      }
      const hash = newHash();
      expect((await report(token, { hash })).status).toBe(200);
      await expectRefused(
        db,
        () => report(token, { hash: `0x${hash.toUpperCase()}` }),
        409,
        'Este hash ya fue reportado en otro de sus depósitos.',
      );
    });

    it('API-41 refuses no token with 401 and an expired one with 401, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('demo');
      await expectRefused(db, () => report(''), 401, 'Intente nuevamente');
      sim.clock.advance(SESSION_LIFETIME_MS);
      await expectRefused(db, () => report(token), 401, 'Su sesión ha expirado. Inicie sesión nuevamente.');
    });
  });

  describe('approval after the delay', () => {
    it('SRV-35 SRV-39 approves a report 60 s after it (not before): DEPOSITO to DISPONIBLE with a statement line', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const token = await login('inversor');
      // The seeded report of this client falls due at the same moment: approve it first.
      sim.clock.advance(60_000);
      const start = await dashboardOf(token);
      expect(start.DEPOSITO).toBe('0.00');
      expect((await report(token, { amount: '1234.56' })).status).toBe(200);
      const id = (await db.deposits.toArray()).at(-1)!.id;

      sim.clock.advance(59_999);
      const pending = await dashboardOf(token);
      expect(pending).toMatchObject({ DEPOSITO: '1234.56', DISPONIBLE: start.DISPONIBLE });
      expect((await listOf(token)).data[0]).toMatchObject({ id, estado: 'EN PROCESO' });

      sim.clock.advance(1);
      const approved = await dashboardOf(token);
      expect(approved.DEPOSITO).toBe('0.00');
      expect(Number(approved.DISPONIBLE)).toBeCloseTo(Number(start.DISPONIBLE) + 1234.56, 2);
      expect(Number(approved.VALORCUENTA)).toBeCloseTo(Number(start.VALORCUENTA) + 1234.56, 2);
      expect((await listOf(token)).data[0]).toMatchObject({ id, estado: 'APROBADO' });
      const stored = await db.deposits.get(id);
      expect(stored!.resolvedAt).toBe(stored!.createdAt + 60_000);

      const lines = await post<{
        data: { code: string; balance: string; saldo: string; type: string; description: string }[];
      }>('/api/client/balance/list', { page: 1 }, token);
      expect(lines.body.data[0]).toMatchObject({
        code: String(id).padStart(6, '0'),
        balance: '1234.56',
        saldo: approved.DISPONIBLE,
        type: 'DEPOSITO',
        description: 'Depósito USDT aprobado',
      });
      expect((await db.accounts.get(walletAccount(inversor.id)))!.balanceMicro).toBe(
        Math.round(Number(approved.DISPONIBLE) * 1_000_000),
      );
      expect(await auditLedger(db)).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
    });

    it('SRV-35 approves the seeded report of the demo persona once, and never a seeded RECHAZADO one', async () => {
      const db = await sim.store();
      const demo = persona('demo');
      const token = await login('demo');
      expect(await dashboardOf(token)).toMatchObject({ DISPONIBLE: '25000.00', DEPOSITO: '1000.00' });
      sim.clock.advance(60_000);
      expect(await dashboardOf(token)).toMatchObject({ DISPONIBLE: '26000.00', DEPOSITO: '0.00' });
      const entries = await db.entries.count();
      sim.clock.advance(20 * 3_600_000); // later the same session
      expect(await dashboardOf(token)).toMatchObject({ DISPONIBLE: '26000.00', DEPOSITO: '0.00' });
      expect(await db.entries.count()).toBe(entries);
      const rows = (await db.deposits.toArray()).filter((d) => d.clientId === demo.id);
      expect(rows.filter((d) => d.status === 'RECHAZADO')).toHaveLength(2);
      expect(rows.filter((d) => d.status === 'EN PROCESO')).toHaveLength(0);
    });

    it('SRV-35 a refused request rolls its settlement back with it; the next request approves', async () => {
      const db = await sim.store();
      const token = await login('demo');
      sim.clock.advance(60_000);
      const pending = (await db.deposits.where('status').equals('EN PROCESO').toArray()).map((d) => d.id);
      expect(pending.length).toBeGreaterThan(0);
      await expectRefused(db, () => report(token, { amount: '5000.01' }), 422, /monto máximo/);
      await expectRefused(db, () => post<Message>(LIST, {}), 401, 'Intente nuevamente');
      for (const id of pending) expect((await db.deposits.get(id))!.status).toBe('EN PROCESO');
      await listOf(token);
      for (const id of pending) expect((await db.deposits.get(id))!.status).toBe('APROBADO');
      expect(await auditLedger(db)).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
    });
  });
});
