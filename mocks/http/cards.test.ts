import { resolveObjectURL } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import { cardListResponse } from '@/contract/schemas/cards';
import {
  collectServerErrors,
  INTERNAL_ERROR_MESSAGE,
  installFailureInjection,
} from '../../tests/inject-failure';
import { post, newClient, snapshot, useSimulator } from '../../tests/simulator';
import { auditLedger } from '../store/ledger-repo';
import { persona, type PersonaKey } from '../seed/personas';
import { demoCardApplication } from '../../tests/card-application';

type Result = { success?: boolean; message: string; data?: unknown };
type CardMovementRow = {
  id: number;
  description: string;
  reference: string;
  created_by: string;
  amount: string;
  created_at: string;
};
type CardRow = {
  id: number;
  number: string;
  card_model: string;
  status: string;
  balance: string;
  blocked_balance: string;
  transit_balance: string;
  created_at: string;
  updated_at: string;
  movimientos: CardMovementRow[];
};
type Saldos = { data: { saldos: Record<string, string>[] } };
type MovementList = {
  data: { description: string; balance: string; saldo: string; type: string; notes: string }[];
};

const EXPIRED = 'Su sesión ha expirado. Inicie sesión nuevamente.';
const REVOKED = 'Intente nuevamente';

async function login(key: PersonaKey): Promise<string> {
  const p = persona(key);
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  return body.success.token;
}

const listCards = async (token: string) => {
  const { status, body } = await post<{ data: { data: CardRow[] } }>('/api/card/list', {}, token);
  expect(status).toBe(200);
  return body.data.data;
};
const disponible = async (token: string) =>
  (await post<Saldos>('/api/client/dashboard', {}, token)).body.data.saldos[0]!.DISPONIBLE;

const application = (over: Record<string, unknown> = {}) => ({
  ...demoCardApplication,
  ...over,
});

/** The seeded demo card with movements (mocks/seed/flows.ts): Visa, 9 movements, R$ 401.10. */
const demoMainCard = async (token: string) => {
  const card = (await listCards(token)).find((c) => c.movimientos.length > 0 && c.status === 'APROBADO');
  if (!card) throw new Error('seed without an approved demo card with movements');
  return card;
};

async function readFile(url: string): Promise<Blob> {
  const blob = resolveObjectURL(url);
  if (!blob) throw new Error(`not a blob URL: ${url}`);
  return blob as unknown as Blob;
}

describe('card calls of the simulated server', () => {
  const sim = useSimulator();

  describe('card/list', () => {
    it('API-42 ENT-16 ENT-17 SRV-06 answers data.data with the caller’s cards and their movements, newest first', async () => {
      const token = await login('demo');
      const { body } = await post('/api/card/list', {}, token);
      expect(cardListResponse.safeParse(body).success).toBe(true);
      const cards = await listCards(token);
      expect(cards.map((c) => c.status).sort()).toEqual(['APROBADO', 'APROBADO', 'DESACTIVADA', 'PENDIENTE']);
      const main = await demoMainCard(token);
      expect(main.balance).toBe('401.10');
      expect(main.movimientos.map((m) => m.amount)).toEqual([
        '-12.35',
        '-21.60',
        '-96.10',
        '300.00',
        '-38.75',
        '-120.00',
        '-64.20',
        '-45.90',
        '500.00',
      ]);
      const dates = main.movimientos.map((m) => m.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const c of cards) expect(c.number).toMatch(/^\d{16}$/);
      const db = await sim.store();
      expect((await db.accounts.get(`card:${main.id}`))!.balanceMicro).toBe(401_100_000);
    });

    it('API-42 lists only the caller’s cards, and refuses no token and an expired session', async () => {
      const demoIds = (await listCards(await login('demo'))).map((c) => c.id);
      const token = await login('inversor');
      const own = await listCards(token);
      expect(own).toHaveLength(3);
      expect(own.some((c) => demoIds.includes(c.id))).toBe(false);
      const none = await post<Result>('/api/card/list', {}, undefined);
      expect(none.status).toBe(401);
      expect(none.body.message).toBe(REVOKED);
      sim.clock.advance(SESSION_LIFETIME_MS);
      const expired = await post<Result>('/api/card/list', {}, token);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(EXPIRED);
    });
  });

  describe('card/create', () => {
    it("API-43 SRV-36 a new application is 'PENDIENTE', 'APROBADO' 60 s later, 'DESACTIVADA' after card/change", async () => {
      const { token } = await newClient();
      expect(await listCards(token)).toEqual([]);
      const created = await post<Result>('/api/card/create', application(), token);
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        success: true,
        message: '¡Datos actualizados con éxito! Espera por aprovacion.',
      });
      const [card] = await listCards(token);
      expect(card!.status).toBe('PENDIENTE');
      expect(card!.balance).toBe('0.00');
      expect(card!.movimientos).toEqual([]);
      expect(card!.number).toMatch(/^4\d{15}$/);
      sim.clock.advance(59_999);
      expect((await listCards(token))[0]!.status).toBe('PENDIENTE');
      sim.clock.advance(1);
      const approved = (await listCards(token))[0]!;
      expect(approved.status).toBe('APROBADO');
      expect(approved.updated_at).not.toBe(card!.updated_at);
      // Approved once: a later read changes nothing.
      const db = await sim.store();
      const before = await db.cards.get(card!.id);
      sim.clock.advance(3_600_000);
      await listCards(token);
      expect(await db.cards.get(card!.id)).toEqual(before);

      const changed = await post<Result>(
        '/api/card/change',
        { card_id: card!.id, reason: 'Extravío' },
        token,
      );
      expect(changed.body).toEqual({ success: true, message: 'Tarjeta desactivada con éxito!' });
      expect((await listCards(token))[0]!.status).toBe('DESACTIVADA');
      expect((await db.cards.get(card!.id))!.reason).toBe('Extravío');
    });

    it("SRV-36 the seeded pending application of 'inversor' is approved 60 s after the seed", async () => {
      const token = await login('inversor');
      expect((await listCards(token)).map((c) => c.status)).toEqual(['PENDIENTE', 'APROBADO', 'DESACTIVADA']);
      sim.clock.advance(60_000);
      expect((await listCards(token)).map((c) => c.status)).toEqual(['APROBADO', 'APROBADO', 'DESACTIVADA']);
    });

    it('API-43 CARD-31 CARD-33 ENT-18 stores the application with the defaulted document type and profession', async () => {
      const { token, email } = await newClient();
      await post('/api/card/create', application({ document_type: '', profesion: '' }), token);
      const db = await sim.store();
      const client = await db.clients.where('email').equals(email).first();
      const [card] = await db.cards.where('clientId').equals(client!.id).toArray();
      expect(card!.application.document_type).toBe('Cédula/DNI');
      expect(card!.application.profesion).toBe('Autónomo');
      expect(card!.application.country_id).toBe('82');
      await post('/api/card/create', application({ document_type: 'Pasaporte' }), token);
      expect(await listCards(token)).toHaveLength(2);
    });

    it('API-43 SRV-54 refuses missing, invalid and unknown values with success false and a message, changing nothing', async () => {
      const token = await login('emisor');
      await listCards(token);
      const db = await sim.store();
      const before = await snapshot(db);
      const cases: [Record<string, unknown>, string][] = [
        [application({ first_name: '' }), 'El campo nombre es requerido'],
        [application({ last_name: undefined }), 'El campo apellido es requerido'],
        [application({ cedula: '   ' }), 'El campo documento es requerido'],
        [application({ email: 'no-es-correo' }), 'El correo electrónico no es válido'],
        [application({ birthDate: '12/04/1990' }), 'El campo fecha de nacimiento no es válido'],
        [application({ birthDate: '2030-01-01' }), 'La fecha de nacimiento no puede ser posterior a hoy.'],
        [application({ genero: 'Otro' }), 'El campo género no es válido'],
        [application({ document_type: 'Licencia' }), 'El campo tipo de documento no es válido'],
        [application({ country_id: 99999 }), 'El país seleccionado no existe'],
        [application({ country_id: 'abc' }), 'El campo país no es válido'],
        [application({ state: '' }), 'El campo estado es requerido'],
        [
          application({ nacionalidad: 'x'.repeat(101) }),
          'El campo nacionalidad no puede superar 100 caracteres',
        ],
      ];
      for (const [payload, message] of cases) {
        const { status, body } = await post<Result>('/api/card/create', payload, token);
        expect({ status, body }).toEqual({
          status: 422,
          body: { success: false, message, data: { message } },
        });
      }
      expect(await snapshot(db)).toEqual(before);
    });

    it('API-43 refuses an application without a session or with an expired one', async () => {
      const token = await login('emisor');
      const db = await sim.store();
      const before = await db.cards.count();
      expect((await post<Result>('/api/card/create', application())).status).toBe(401);
      sim.clock.advance(SESSION_LIFETIME_MS);
      const expired = await post<Result>('/api/card/create', application(), token);
      expect(expired.status).toBe(401);
      expect(await db.cards.count()).toBe(before);
    });
  });

  describe('card/change', () => {
    it("API-44 another client's card, a missing card_id or a card already deactivated are refused; nothing changes", async () => {
      const demo = await login('demo');
      const main = await demoMainCard(demo);
      const deactivated = (await listCards(demo)).find((c) => c.status === 'DESACTIVADA')!;
      const inversor = await login('inversor');
      await listCards(inversor);
      const db = await sim.store();
      const before = await snapshot(db);
      const other = await post<Result>('/api/card/change', { card_id: main.id, reason: 'x' }, inversor);
      expect(other.status).toBe(404);
      expect(other.body).toMatchObject({
        success: false,
        message: 'La tarjeta no existe o no pertenece a su cuenta.',
      });
      const missing = await post<Result>('/api/card/change', { reason: 'x' }, inversor);
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('El campo tarjeta es requerido');
      const again = await post<Result>('/api/card/change', { card_id: deactivated.id, reason: '' }, demo);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('La tarjeta ya está desactivada.');
      expect(await snapshot(db)).toEqual(before);
    });

    it('API-44 the owner deactivates with an empty reason; no token 401; expired 401', async () => {
      const demo = await login('demo');
      const main = await demoMainCard(demo);
      expect((await post<Result>('/api/card/change', { card_id: main.id, reason: '' })).status).toBe(401);
      expect((await listCards(demo)).find((c) => c.id === main.id)!.status).toBe('APROBADO');
      const ok = await post<Result>('/api/card/change', { card_id: main.id }, demo);
      expect(ok.status).toBe(200);
      expect((await listCards(demo)).find((c) => c.id === main.id)!.status).toBe('DESACTIVADA');
      sim.clock.advance(SESSION_LIFETIME_MS);
      expect((await post<Result>('/api/card/change', { card_id: main.id }, demo)).status).toBe(401);
    });
  });

  describe('wallet/transfer', () => {
    it('API-46 SRV-37 SRV-39 debits DISPONIBLE, credits the card 1:1, writes a card movement and a wallet movement', async () => {
      const token = await login('demo');
      const main = await demoMainCard(token);
      expect(await disponible(token)).toBe('25000.00');
      const { status, body } = await post<Result>(
        '/api/wallet/transfer',
        { card_id: main.id, amount: '100.50', notes: 'Viaje a Cartagena' },
        token,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, message: 'Transferencia realizada con éxito' });
      expect(await disponible(token)).toBe('24899.50');
      const card = (await listCards(token)).find((c) => c.id === main.id)!;
      expect(card.balance).toBe('501.60');
      expect(card.movimientos[0]).toMatchObject({
        description: 'Viaje a Cartagena',
        amount: '100.50',
        created_by: 'Valentina Ríos',
        created_at: '2026-11-22 07:00:00',
      });
      expect(card.movimientos[0]!.reference).toMatch(/^TRF-\d{6}$/);
      const statement = await post<MovementList>('/api/client/balance/list', { page: 1 }, token);
      expect(statement.body.data[0]).toMatchObject({
        description: `Transferencia a tarjeta terminada en ${main.number.slice(-4)}`,
        balance: '-100.50',
        saldo: '24899.50',
        type: 'TARJETA',
        notes: 'Viaje a Cartagena',
      });
      const db = await sim.store();
      expect((await db.accounts.get(`card:${main.id}`))!.balanceMicro).toBe(501_600_000);
      const audit = await auditLedger(db);
      expect(audit).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
    });

    it('SRV-37 CARD-39 accepts exactly 3000 and refuses 3000.01 with success false and a message', async () => {
      const token = await login('inversor');
      const card = (await listCards(token)).find((c) => c.status === 'APROBADO')!;
      const db = await sim.store();
      const before = await snapshot(db);
      const over = await post<Result>(
        '/api/wallet/transfer',
        { card_id: card.id, amount: '3000.01', notes: 'n' },
        token,
      );
      expect(over.status).toBe(422);
      expect(over.body).toEqual({
        success: false,
        message: 'El monto máximo por transferencia a tarjeta es 3000.',
        data: { message: 'El monto máximo por transferencia a tarjeta es 3000.' },
      });
      expect(await snapshot(db)).toEqual(before);
      const exact = await post<Result>(
        '/api/wallet/transfer',
        { card_id: card.id, amount: 3000, notes: 'n' },
        token,
      );
      expect(exact.status).toBe(200);
      expect(await disponible(token)).toBe('9500.00');
    });

    it('SRV-37 refuses an amount above DISPONIBLE, a card that is not APROBADO and another client’s card', async () => {
      const demo = await login('demo');
      const demoCards = await listCards(demo);
      const deactivated = demoCards.find((c) => c.status === 'DESACTIVADA')!;
      const main = await demoMainCard(demo);
      const fresh = await newClient();
      await post('/api/card/create', application({ email: fresh.email }), fresh.token);
      const [pending] = await listCards(fresh.token);
      const db = await sim.store();
      let before = await snapshot(db);
      const notApproved = await post<Result>(
        '/api/wallet/transfer',
        { card_id: pending!.id, amount: '1', notes: 'n' },
        fresh.token,
      );
      expect(notApproved.status).toBe(409);
      expect(notApproved.body.success).toBe(false);
      expect(notApproved.body.message).toBe(
        'La tarjeta no está aprobada: solo se puede transferir a una tarjeta con estado APROBADO.',
      );
      expect(await snapshot(db)).toEqual(before);
      sim.clock.advance(60_000);
      await listCards(fresh.token);
      before = await snapshot(db);
      const broke = await post<Result>(
        '/api/wallet/transfer',
        { card_id: pending!.id, amount: '0.01', notes: 'n' },
        fresh.token,
      );
      expect(broke.status).toBe(409);
      expect(broke.body.message).toBe('Saldo insuficiente: el monto supera su saldo disponible.');

      const off = await post<Result>(
        '/api/wallet/transfer',
        { card_id: deactivated.id, amount: '5', notes: 'n' },
        demo,
      );
      expect(off.status).toBe(409);
      const other = await post<Result>(
        '/api/wallet/transfer',
        { card_id: main.id, amount: '5', notes: 'n' },
        fresh.token,
      );
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('La tarjeta no existe o no pertenece a su cuenta.');
      expect(await snapshot(db)).toEqual(before);
    });

    it('API-46 refuses malformed amounts and missing fields with a Spanish message, changing nothing', async () => {
      const token = await login('demo');
      const main = await demoMainCard(token);
      const db = await sim.store();
      const before = await snapshot(db);
      for (const amount of [
        '',
        '0',
        '-1',
        '1e3',
        'NaN',
        'Infinity',
        '50.0000001',
        1e20,
        '50,5',
        'cien',
        '.5',
      ]) {
        const { status, body } = await post<Result>(
          '/api/wallet/transfer',
          { card_id: main.id, amount, notes: 'n' },
          token,
        );
        expect(status, String(amount)).toBe(422);
        expect(body.message).toBe(
          'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.',
        );
      }
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: '5', notes: 'n' }, 'El campo tarjeta es requerido'],
        [{ card_id: main.id, notes: 'n' }, 'El campo monto es requerido'],
        [{ card_id: main.id, amount: '5', notes: '  ' }, 'El campo notas es requerido'],
        [
          { card_id: main.id, amount: '5', notes: 'x'.repeat(256) },
          'El campo notas no puede superar 255 caracteres',
        ],
        [{ card_id: 'abc', amount: '5', notes: 'n' }, 'El campo tarjeta no es válido'],
      ];
      for (const [payload, message] of cases) {
        const { status, body } = await post<Result>('/api/wallet/transfer', payload, token);
        expect({ status, message: body.message, success: body.success }).toEqual({
          status: 422,
          message,
          success: false,
        });
      }
      expect(await snapshot(db)).toEqual(before);
      expect(
        (await post<Result>('/api/wallet/transfer', { card_id: main.id, amount: '5', notes: 'n' })).status,
      ).toBe(401);
      sim.clock.advance(SESSION_LIFETIME_MS);
      expect(
        (await post<Result>('/api/wallet/transfer', { card_id: main.id, amount: '5', notes: 'n' }, token))
          .status,
      ).toBe(401);
    });

    it('SRV-37 a demo client and a non-demo client both transfer to their own approved card', async () => {
      for (const key of ['demo', 'inversor'] as const) {
        const token = await login(key);
        const card = (await listCards(token)).find((c) => c.status === 'APROBADO')!;
        const { status } = await post<Result>(
          '/api/wallet/transfer',
          { card_id: card.id, amount: '20', notes: 'n' },
          token,
        );
        expect(status).toBe(200);
      }
    });
  });

  describe('card/movements', () => {
    it('API-45 SRV-38 answers a spreadsheet (xls) of the movements in the range as a blob URL', async () => {
      const token = await login('demo');
      const main = await demoMainCard(token);
      const { status, body } = await post<Result & { data: string }>(
        '/api/card/movements',
        { card_id: main.id, type: 'xls', from: '', to: '' },
        token,
      );
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toMatch(/^blob:/);
      const file = await readFile(body.data);
      expect(file.type).toBe('application/vnd.ms-excel');
      const xml = await file.text();
      expect(xml).toContain('<Workbook');
      expect(xml.match(/<Row>/g)).toHaveLength(6 + 9 + 1);
      expect(xml).toContain('<Data ss:Type="Number">-120</Data>');
      expect(xml).toContain('Café Juan Valdez');
      // Only the range: from the day of the top-up of 300 on, that top-up and three payments.
      const from = main.movimientos.find((m) => m.amount === '300.00')!.created_at.slice(0, 10);
      const ranged = await post<Result & { data: string }>(
        '/api/card/movements',
        { card_id: main.id, type: 'xls', from, to: '2026-11-22' },
        token,
      );
      const text = await (await readFile(ranged.body.data)).text();
      expect(text).toContain('<Data ss:Type="Number">300</Data>');
      expect(text).toContain('<Data ss:Type="Number">-12.35</Data>');
      expect(text).toContain('Librería Nacional');
      expect(text).not.toContain('Aerolínea Avianca');
      expect(text).not.toContain('Farmacia Cruz Verde');
    });

    it('API-45 SRV-38 answers a PDF of the movements', async () => {
      const token = await login('demo');
      const main = await demoMainCard(token);
      const { body } = await post<Result & { data: string }>(
        '/api/card/movements',
        { card_id: main.id, type: 'pdf', from: '2026-01-01', to: '2026-12-31' },
        token,
      );
      expect(body.success).toBe(true);
      const file = await readFile(body.data);
      expect(file.type).toBe('application/pdf');
      const source = new TextDecoder('latin1').decode(await file.arrayBuffer());
      expect(source.startsWith('%PDF-')).toBe(true);
      expect(source).toContain('(Movimientos de la tarjeta) Tj');
      expect(source).toContain('(-120.00) Tj');
      expect(source).toContain(`${main.number.slice(-4)}) Tj`);
    });

    it('SRV-38 CARD-10 a card without movements, an empty range or a reversed range gets success false', async () => {
      const token = await login('demo');
      const cards = await listCards(token);
      const bare = cards.find((c) => c.movimientos.length === 0 && c.status === 'APROBADO')!;
      const main = await demoMainCard(token);
      const none = await post<Result>(
        '/api/card/movements',
        { card_id: bare.id, type: 'pdf', from: '', to: '' },
        token,
      );
      expect(none.status).toBe(422);
      expect(none.body).toMatchObject({
        success: false,
        message: 'La tarjeta no tiene movimientos para exportar.',
      });
      const empty = await post<Result>(
        '/api/card/movements',
        { card_id: main.id, type: 'xls', from: '2020-01-01', to: '2020-12-31' },
        token,
      );
      expect(empty.body).toMatchObject({
        success: false,
        message: 'La tarjeta no tiene movimientos entre las fechas seleccionadas.',
      });
      const reversed = await post<Result>(
        '/api/card/movements',
        { card_id: main.id, type: 'xls', from: '2026-11-02', to: '2026-11-01' },
        token,
      );
      expect(reversed.body.message).toBe('La fecha desde no puede ser posterior a la fecha hasta.');
      const badType = await post<Result>('/api/card/movements', { card_id: main.id, type: 'csv' }, token);
      expect(badType.status).toBe(422);
      expect(badType.body.message).toBe('El campo formato no es válido');
    });

    it("API-45 another client's card is refused; no token and an expired session get 401", async () => {
      const demo = await login('demo');
      const main = await demoMainCard(demo);
      const inversor = await login('inversor');
      const other = await post<Result>('/api/card/movements', { card_id: main.id, type: 'xls' }, inversor);
      expect(other.status).toBe(404);
      expect(other.body.success).toBe(false);
      expect((await post<Result>('/api/card/movements', { card_id: main.id, type: 'xls' })).status).toBe(401);
      sim.clock.advance(SESSION_LIFETIME_MS);
      expect(
        (await post<Result>('/api/card/movements', { card_id: main.id, type: 'xls' }, demo)).status,
      ).toBe(401);
    });
  });
  describe('atomicity', () => {
    it('SRV-37 API-43 API-44 a failure injected after each write of a card call leaves the store unchanged', async () => {
      const token = await login('demo');
      const main = await demoMainCard(token);
      const db = await sim.store();
      const calls: [string, Record<string, unknown>][] = [
        ['/api/wallet/transfer', { card_id: main.id, amount: '10', notes: 'n' }],
        ['/api/card/create', application()],
        ['/api/card/change', { card_id: main.id, reason: 'r' }],
      ];
      const injector = await installFailureInjection(db);
      for (const [path, payload] of calls) {
        for (let k = 1; ; k += 1) {
          const before = await snapshot(db);
          injector.arm({ after: k });
          const fired = injector.fired;
          const { result } = await collectServerErrors(() => post<Result>(path, payload, token));
          injector.disarm();
          if (injector.fired === fired) {
            expect(result.status, path).toBe(200);
            expect(k, `${path} wrote nothing`).toBeGreaterThan(1);
            break;
          }
          expect(result.status, `${path} after write ${k}`).toBe(500);
          expect(result.body.message).toBe(INTERNAL_ERROR_MESSAGE);
          expect(await snapshot(db)).toEqual(before);
        }
      }
      await injector.uninstall();
      expect(await auditLedger(db)).toEqual({ totalMicro: 0, mismatches: [], negatives: [], unbalanced: [] });
    });
  });
});
