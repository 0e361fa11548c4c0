import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import {
  remittanceWithdrawalResponse,
  withdrawalCreateResponse,
  withdrawal as withdrawalSchema,
  withdrawalsListResponse,
} from '@/contract/schemas/withdrawals';
import { post, snapshot, useSimulator, type CallResult } from '../../tests/simulator';
import { FEES_ACCOUNT, WORLD_ACCOUNT, holdAccount, walletAccount } from '../domain/ledger';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import { auditLedger } from '../store/ledger-repo';
import type { BeneficiaryRecord } from '../store/records';

type Message = { message: string; data?: { message: string; pin?: string } };
type Row = {
  id: number;
  estado: string;
  tipo: string;
  monto: string;
  amount: string;
  beneficiario: string;
  note: string;
};
type Saldos = { data: { saldos: Record<string, string>[] } };

const LIST = '/api/client/withdrawall/list';
const CREATE = '/api/client/withdrawall/create';
const REMESA = '/api/client/withdrawall/remesa';
const M = 1_000_000;

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

const listOf = async (token: string) => {
  const res = await post<{ data: Row[]; cantidad: number }>(LIST, {}, token);
  expect(res.status).toBe(200);
  expect(withdrawalsListResponse.safeParse(res.body).success).toBe(true);
  return res.body;
};

type Kind = 'national' | 'international' | 'remittance' | 'crypto';

/** The seeded beneficiary of a kind of a persona. */
async function beneficiaryOf(db: StoreDb, key: PersonaKey, kind: Kind) {
  const rows = (await db.beneficiaries.toArray()).filter((b) => b.clientId === persona(key).id);
  const match: Record<Kind, (b: BeneficiaryRecord) => boolean> = {
    national: (b) => b.bank_personal === 1,
    international: (b) => b.bank_personal === 2,
    remittance: (b) => b.bank_personal === 3 && b.fields.address_cripto === '',
    crypto: (b) => b.bank_personal === 3 && b.fields.address_cripto !== '',
  };
  return rows.find(match[kind])!;
}

const remesa = (over: Record<string, unknown> = {}) => ({
  monto: '150',
  amount: '150',
  remesa_nombres: 'Rosa María',
  remesa_apellidos: 'Gómez Salazar',
  remesa_tipoidentificacion: 'Cedula',
  remesa_identificacion: '1712345678',
  remesa_country: 82,
  remesa_provincia: 'Antioquia',
  remesa_ciudad: 'Medellín',
  remesa_direccion: 'Calle 10 # 43-12',
  remesa_telefono: '+57 300 555 0199',
  ...over,
});

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

const cleanAudit = { totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] };

describe('withdrawal calls of the simulated server', () => {
  const sim = useSimulator();

  const withdraw = async (token: string, beneficiarioId: number, type: 1 | 2 | 3, monto: string) =>
    post<Message>(
      CREATE,
      { beneficiario_id: beneficiarioId, monto, amount: monto, type, ventanilla: '', date: '2026-11-22' },
      token,
    );

  describe('withdrawall/list', () => {
    it('API-35 ENT-12 SRV-29 answers data and cantidad with the caller’s withdrawals, newest first, seeded RECHAZADO included', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const body = await listOf(await login('inversor'));
      const mine = (await db.withdrawals.toArray()).filter((w) => w.clientId === inversor.id);
      expect(body.cantidad).toBe(mine.length);
      expect(body.data.map((w) => w.id)).toEqual(mine.map((w) => w.id).sort((a, b) => b - a));
      for (const row of body.data) expect(withdrawalSchema.strict().safeParse(row).success).toBe(true);
      // SRV-06: every status, the one in process requested at the moment of the seed.
      expect(new Set(body.data.map((w) => w.estado))).toEqual(
        new Set(['APROBADO', 'RECHAZADO', 'EN PROCESO']),
      );
      expect(body.data[0]).toMatchObject({ estado: 'EN PROCESO', fecha: '2026-11-22 07:00:00' });
      expect(new Set(body.data.map((w) => w.tipo))).toEqual(
        new Set([
          'Transferencia nacional',
          'Transferencia internacional',
          'Transferencia Cripto',
          'Retiro por remesa',
        ]),
      );
      for (const row of body.data) expect(row.amount).toBe(row.monto);
      // Another client sees none of them, only its own.
      const demoRows = (await listOf(await login('demo'))).data;
      const demoIds = (await db.withdrawals.toArray()).filter((w) => w.clientId === persona('demo').id);
      expect(demoRows.map((w) => w.id).sort()).toEqual(demoIds.map((w) => w.id).sort());
      expect(demoRows.some((w) => body.data.some((mine) => mine.id === w.id))).toBe(false);
      expect((await listOf(await login('nuevo'))).data).toEqual([]);
    });

    it('API-35 refuses no token with 401 and an expired one with the expiry message', async () => {
      const token = await login('inversor');
      expect((await post<Message>(LIST, {})).status).toBe(401);
      sim.clock.advance(SESSION_LIFETIME_MS);
      const expired = await post<Message>(LIST, {}, token);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
    });
  });

  describe('withdrawall/create', () => {
    it('API-36 SRV-31 SRV-39 holds the amount, stores the net after the client’s fees, writes a statement line and returns a 6-digit pin', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const token = await login('inversor');
      const national = await beneficiaryOf(db, 'inversor', 'national');
      const before = await dashboardOf(token);
      const res = await withdraw(token, national.id, 1, '100');
      expect(res.status).toBe(200);
      expect(withdrawalCreateResponse.strict().safeParse(res.body).success).toBe(true);
      expect(res.body.message).toMatch(/^Solicitud de retiro registrada con éxito/);
      const pin = res.body.data!.pin!;
      expect(pin).toMatch(/^\d{6}$/);

      const stored = (await db.withdrawals.toArray()).at(-1)!;
      // Fees of the seed: 1 USDT flat plus 2 %: 100 − 1 − 2 = 97 (WDR-29's example).
      expect(stored).toMatchObject({
        clientId: inversor.id,
        beneficiaryId: national.id,
        type: 1,
        amountMicro: 100 * M,
        feeMicro: 3 * M,
        netMicro: 97 * M,
        status: 'EN PROCESO',
        pin,
        remesa: null,
        resolvedAt: null,
      });
      const after = await dashboardOf(token);
      expect(after).toMatchObject({
        DISPONIBLE: '12400.00',
        // the seeded 400 still in process and these 100
        RETENCION: '500.00',
        VALORCUENTA: before.VALORCUENTA,
      });
      expect(after.RETIRO).toBe(before.RETIRO);
      const row = (await listOf(token)).data[0]!;
      expect(row).toMatchObject({
        id: stored.id,
        estado: 'EN PROCESO',
        monto: '100.00',
        amount: '100.00',
        tipo: 'Transferencia nacional',
      });
      expect(row.beneficiario).toBe(national.fields.bank_client);
      expect(row.note).toContain('97.00');

      const lines = await post<{
        data: { code: string; balance: string; saldo: string; type: string; status: string }[];
      }>('/api/client/balance/list', { page: 1 }, token);
      expect(lines.body.data[0]).toMatchObject({
        code: String(stored.id).padStart(6, '0'),
        balance: '-100.00',
        saldo: '12400.00',
        type: 'RETIRO',
        status: 'EN PROCESO',
      });
      expect(await auditLedger(db)).toEqual(cleanAudit);
    });

    it('SRV-31 WDR-28 takes the fees from the client’s own tasas', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      await db.clients.update(inversor.id, { feeFlatMicro: 2_500_000, feePercentBp: 150 });
      const token = await login('inversor');
      const crypto = await beneficiaryOf(db, 'inversor', 'crypto');
      expect((await withdraw(token, crypto.id, 3, '200')).status).toBe(200);
      // 2.50 + 1.5 % of 200 = 5.50; net 194.50.
      expect((await db.withdrawals.toArray()).at(-1)).toMatchObject({
        feeMicro: 5_500_000,
        netMicro: 194_500_000,
      });
    });

    it('SRV-32 approves a withdrawal 60 s after it (not before): RETENCION to RETIRO, net to the world, fee to the platform', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const token = await login('inversor');
      const international = await beneficiaryOf(db, 'inversor', 'international');
      sim.clock.advance(60_000); // the seeded report of this client is approved first
      const start = await dashboardOf(token);
      const world = (await db.accounts.get(WORLD_ACCOUNT))!.balanceMicro;
      const fees = (await db.accounts.get(FEES_ACCOUNT))!.balanceMicro;
      expect((await withdraw(token, international.id, 2, '500')).status).toBe(200);
      const id = (await db.withdrawals.toArray()).at(-1)!.id;

      sim.clock.advance(59_999);
      expect(await dashboardOf(token)).toMatchObject({ RETENCION: '500.00', RETIRO: start.RETIRO });
      expect((await listOf(token)).data[0]).toMatchObject({ id, estado: 'EN PROCESO' });

      sim.clock.advance(1);
      const done = await dashboardOf(token);
      expect(done.RETENCION).toBe('0.00');
      expect(Number(done.RETIRO)).toBeCloseTo(Number(start.RETIRO) + 500, 2);
      expect(Number(done.DISPONIBLE)).toBeCloseTo(Number(start.DISPONIBLE) - 500, 2);
      expect((await listOf(token)).data[0]).toMatchObject({ id, estado: 'APROBADO' });
      // 500 − (1 + 10) = 489 leaves the platform; the 11 fee stays in its fees account.
      expect((await db.accounts.get(WORLD_ACCOUNT))!.balanceMicro - world).toBe(489 * M);
      expect((await db.accounts.get(FEES_ACCOUNT))!.balanceMicro - fees).toBe(11 * M);
      expect((await db.accounts.get(holdAccount(inversor.id)))!.balanceMicro).toBe(0);
      const stored = await db.withdrawals.get(id);
      expect(stored!.resolvedAt).toBe(stored!.createdAt + 60_000);
      // Its statement line now reads approved; the wallet did not move again.
      const lines = (await db.movements.toArray()).filter(
        (m) => m.clientId === inversor.id && m.type === 'RETIRO' && m.code === String(id).padStart(6, '0'),
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]!.status).toBe('APROBADO');

      // A second resolution changes nothing.
      const entries = await db.entries.count();
      sim.clock.advance(3_600_000);
      await listOf(token);
      expect(await db.entries.count()).toBe(entries);
      expect(await auditLedger(db)).toEqual(cleanAudit);
    });

    it('SRV-30 WDR-26 refuses 19.99 and accepts exactly 20', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const national = await beneficiaryOf(db, 'inversor', 'national');
      await expectRefused(
        db,
        () => withdraw(token, national.id, 1, '19.99'),
        422,
        'El monto mínimo de retiro es 20 USDT.',
      );
      const ok = await withdraw(token, national.id, 1, '20');
      expect(ok.status).toBe(200);
      expect((await db.withdrawals.toArray()).at(-1)).toMatchObject({
        amountMicro: 20 * M,
        feeMicro: 1_400_000,
        netMicro: 18_600_000,
      });
    });

    it('SRV-30 refuses an amount above DISPONIBLE and accepts all of it', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const token = await login('inversor');
      const national = await beneficiaryOf(db, 'inversor', 'national');
      await expectRefused(
        db,
        () => withdraw(token, national.id, 1, '12500.01'),
        409,
        'Saldo insuficiente: el monto supera su saldo disponible.',
      );
      expect((await withdraw(token, national.id, 1, '12500')).status).toBe(200);
      expect((await db.accounts.get(walletAccount(inversor.id)))!.balanceMicro).toBe(0);
      await expectRefused(db, () => withdraw(token, national.id, 1, '20'), 409, /^Saldo insuficiente/);
    });

    it('SRV-30 refuses a client in demo mode, even with its own beneficiary and funds', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const national = await beneficiaryOf(db, 'demo', 'national');
      await expectRefused(
        db,
        () => withdraw(token, national.id, 1, '100'),
        403,
        'Los retiros no están disponibles en modo demostración: el saldo y las operaciones de esta cuenta no son reales.',
      );
      await expectRefused(db, () => post<Message>(REMESA, remesa(), token), 403, /modo demostración/);
    });

    it('SRV-30 refuses another client’s beneficiary and an unknown one as not found', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const foreign = await beneficiaryOf(db, 'demo', 'national');
      await expectRefused(
        db,
        () => withdraw(token, foreign.id, 1, '100'),
        404,
        'El beneficiario no existe o no pertenece a su cuenta.',
      );
      await expectRefused(
        db,
        () => withdraw(token, 99_999, 1, '100'),
        404,
        'El beneficiario no existe o no pertenece a su cuenta.',
      );
    });

    it('WDR-09 WDR-14 refuses a beneficiary of another kind than the withdrawal type', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const wrong: [Kind, 1 | 2 | 3][] = [
        ['international', 1],
        ['national', 2],
        ['remittance', 3],
        ['national', 3],
        ['crypto', 1],
      ];
      for (const [kind, type] of wrong) {
        const b = await beneficiaryOf(db, 'inversor', kind);
        await expectRefused(
          db,
          () => withdraw(token, b.id, type, '100'),
          422,
          'El beneficiario no corresponde al tipo de retiro seleccionado.',
        );
      }
    });

    it('SRV-30 BENEF-20 accepts crypto beneficiaries created through beneficiario_create on both networks as type 3 targets', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const networks = [
        ['Ethereum (ERC-20)', `0x${'aB12'.repeat(10)}`],
        ['TRON (TRC-20)', `T${'9xKzPqRw3'.repeat(3)}abcdef`],
      ] as const;
      for (const [network, address_cripto] of networks) {
        const created = await post<Message>(
          '/api/client/beneficiario_create',
          { bank_personal: '3', bank_client: 'Andrés', bank_apellidos: 'Gómez', network, address_cripto },
          token,
        );
        expect(created.status).toBe(200);
        const b = (await db.beneficiaries.toArray()).at(-1)!;
        const res = await withdraw(token, b.id, 3, '50');
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const row = (await listOf(token)).data[0]!;
        expect(row).toMatchObject({ tipo: 'Transferencia Cripto', beneficiario: 'Andrés Gómez' });
        expect(row.note).toContain(address_cripto);
      }
    });

    it('SRV-30 refuses malformed payloads with a Spanish message and no change', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const national = await beneficiaryOf(db, 'inversor', 'national');
      const good = { beneficiario_id: national.id, monto: '100', amount: '100', type: 1, ventanilla: '' };
      const cases: [Record<string, unknown>, RegExp][] = [
        [{}, /^El campo (beneficiario|monto|tipo de retiro) es requerido$/],
        [{ ...good, beneficiario_id: '' }, /^El campo beneficiario es requerido$/],
        [{ ...good, beneficiario_id: 'abc' }, /^El campo beneficiario no es válido$/],
        [{ ...good, type: 4 }, /^El campo tipo de retiro no es válido$/],
        [{ ...good, type: '' }, /^El campo tipo de retiro es requerido$/],
        [{ ...good, amount: '101' }, /^Los campos monto y amount deben tener el mismo valor\.$/],
        [{ ...good, monto: true }, /^El campo monto es requerido$/],
      ];
      for (const amount of ['', '0', '-1', '1e3', 'NaN', 'Infinity', '50,5', '50.0000001', 'cien', 1e20]) {
        cases.push([{ ...good, monto: amount, amount }, /^El monto no es válido/]);
      }
      for (const [payload, message] of cases) {
        await expectRefused(db, () => post<Message>(CREATE, payload, token), 422, message);
      }
    });

    it('API-36 refuses no token with 401 and an expired one with 401, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const national = await beneficiaryOf(db, 'inversor', 'national');
      await expectRefused(db, () => withdraw('', national.id, 1, '100'), 401, 'Intente nuevamente');
      sim.clock.advance(SESSION_LIFETIME_MS);
      await expectRefused(
        db,
        () => withdraw(token, national.id, 1, '100'),
        401,
        'Su sesión ha expirado. Inicie sesión nuevamente.',
      );
    });
  });

  describe('withdrawall/remesa', () => {
    it('API-37 SRV-33 creates a remittance withdrawal like create, keeping the remesa_* fields', async () => {
      const db = await sim.store();
      const inversor = persona('inversor');
      const token = await login('inversor');
      const res = await post<Message>(
        REMESA,
        remesa({ remesa_nombres: '<img src=x onerror=alert(1)>' }),
        token,
      );
      expect(res.status).toBe(200);
      expect(remittanceWithdrawalResponse.strict().safeParse(res.body).success).toBe(true);
      const stored = (await db.withdrawals.toArray()).at(-1)!;
      expect(stored).toMatchObject({
        clientId: inversor.id,
        beneficiaryId: null,
        type: 4,
        amountMicro: 150 * M,
        feeMicro: 4 * M,
        netMicro: 146 * M,
        status: 'EN PROCESO',
        remesa: {
          remesa_nombres: '<img src=x onerror=alert(1)>',
          remesa_apellidos: 'Gómez Salazar',
          remesa_tipoidentificacion: 'Cedula',
          remesa_identificacion: '1712345678',
          remesa_country: '82',
          remesa_provincia: 'Antioquia',
          remesa_ciudad: 'Medellín',
          remesa_direccion: 'Calle 10 # 43-12',
          remesa_telefono: '+57 300 555 0199',
        },
      });
      expect(stored.pin).toMatch(/^\d{6}$/);
      // the seeded 400 still in process and these 150
      expect(await dashboardOf(token)).toMatchObject({ DISPONIBLE: '12350.00', RETENCION: '550.00' });
      expect((await listOf(token)).data[0]).toMatchObject({
        id: stored.id,
        tipo: 'Retiro por remesa',
        beneficiario: '<img src=x onerror=alert(1)> Gómez Salazar',
        estado: 'EN PROCESO',
      });
      sim.clock.advance(60_000);
      expect((await listOf(token)).data[0]).toMatchObject({ id: stored.id, estado: 'APROBADO' });
      expect(await auditLedger(db)).toEqual(cleanAudit);
    });

    it('API-37 SRV-30 WDR-38 SRV-54 refuses missing required fields, an unknown country, a bad amount and long text, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const required: [string, string][] = [
        ['remesa_nombres', 'nombres'],
        ['remesa_apellidos', 'apellidos'],
        ['remesa_identificacion', 'identificación'],
        ['remesa_country', 'país'],
        ['remesa_provincia', 'provincia'],
        ['remesa_ciudad', 'ciudad'],
        ['remesa_direccion', 'dirección'],
        ['remesa_telefono', 'teléfono'],
        ['monto', 'monto'],
      ];
      for (const [field, label] of required) {
        const payload: Record<string, unknown> = remesa();
        delete payload[field];
        if (field === 'monto') delete payload.amount;
        await expectRefused(
          db,
          () => post<Message>(REMESA, payload, token),
          422,
          `El campo ${label} es requerido`,
        );
      }
      await expectRefused(
        db,
        () => post<Message>(REMESA, remesa({ remesa_country: 99999 }), token),
        422,
        'El país seleccionado no existe',
      );
      await expectRefused(
        db,
        () => post<Message>(REMESA, remesa({ remesa_tipoidentificacion: 'Carnet' }), token),
        422,
        'El campo tipo de identificación no es válido',
      );
      await expectRefused(
        db,
        () => post<Message>(REMESA, remesa({ monto: '19.99', amount: '19.99' }), token),
        422,
        'El monto mínimo de retiro es 20 USDT.',
      );
      await expectRefused(
        db,
        () => post<Message>(REMESA, remesa({ monto: '12500.01', amount: '12500.01' }), token),
        409,
        /^Saldo insuficiente/,
      );
      await expectRefused(
        db,
        () => post<Message>(REMESA, remesa({ remesa_ciudad: 'x'.repeat(101) }), token),
        422,
        'El campo ciudad no puede superar 100 caracteres',
      );
      // WDR-39: the identification type is optional.
      expect((await post<Message>(REMESA, remesa({ remesa_tipoidentificacion: '' }), token)).status).toBe(
        200,
      );
    });

    it('API-37 refuses no token with 401 and an expired one with 401, changing nothing', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      await expectRefused(db, () => post<Message>(REMESA, remesa()), 401, 'Intente nuevamente');
      sim.clock.advance(SESSION_LIFETIME_MS);
      await expectRefused(
        db,
        () => post<Message>(REMESA, remesa(), token),
        401,
        'Su sesión ha expirado. Inicie sesión nuevamente.',
      );
    });
  });
});
