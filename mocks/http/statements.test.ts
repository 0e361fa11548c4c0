import { describe, expect, it } from 'vitest';
import { statementResponse, taxSummaryResponse } from '@/contract/schemas/statements';
import { post, loginAs, snapshot, useSimulator, TEST_START } from '../../tests/simulator';
import { persona } from '../seed/personas';
import { walletAccount } from '../domain/ledger';
import type { StoreDb } from '../store/db';

type Row = {
  id: number;
  client_id: number;
  balance: string;
  saldo: string;
  type: string;
  fecha_registro: string;
};
type Statement = {
  data: {
    desde: string;
    hasta: string;
    saldo_inicial: string;
    saldo_final: string;
    movimientos: Row[];
    cantidad: number;
    totales: Record<string, string>;
  };
};
type Tax = {
  data: {
    anio: number;
    intereses: string;
    ganancias_secundario: string;
    perdidas_secundario: string;
    resultado_secundario: string;
    comisiones: string;
    ventas: { fecha: string; code: string; precio_venta: string; costo: string; resultado: string }[];
  };
};
type Refused = { message: string; data: { message: string } };

const STATEMENT = '/api/client/balance/statement';
const TAX = '/api/client/balance/tax-summary';
const BOGOTA = -5 * 3_600_000;
const DAY = 86_400_000;

/* Independent arithmetic: Bogotá midnights and cents as BigInt, without the server's helpers. */
const midnight = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) - BOGOTA;
const cents = (money: string) => {
  const [whole, fraction] = money.replace('-', '').split('.');
  const value = BigInt(whole!) * 100n + BigInt(fraction!);
  return money.startsWith('-') ? -value : value;
};
const microToCents = (micro: number) => BigInt(Math.round(micro / 10_000));
const sumCents = (values: readonly string[]) => values.reduce((s, v) => s + cents(v), 0n);

async function walletAt(db: StoreDb, clientId: number, beforeMs: number): Promise<bigint> {
  const entries = await db.entries
    .where('[accountId+id]')
    .between([walletAccount(clientId), 0], [walletAccount(clientId), Infinity])
    .toArray();
  return microToCents(entries.filter((e) => e.at < beforeMs).reduce((s, e) => s + e.amountMicro, 0));
}

describe('account statement and tax summary (STMT)', () => {
  const sim = useSimulator();

  it('STMT-01 STMT-03 STMT-04 answers every movement of the period oldest first, between the opening and the closing balance the ledger had', async () => {
    const db = await sim.store();
    const token = await loginAs('inversor');
    const id = persona('inversor').id;
    const { status, body } = await post<Statement>(
      STATEMENT,
      { desde: '2026-03-01', hasta: '2026-09-30' },
      token,
    );
    expect(status).toBe(200);
    expect(statementResponse.safeParse(body).success).toBe(true);
    const from = midnight('2026-03-01');
    const to = midnight('2026-10-01');
    const mine = (
      await db.movements.where('[clientId+seq]').between([id, 0], [id, Infinity]).toArray()
    ).filter((m) => m.at >= from && m.at < to);
    expect(mine.length).toBeGreaterThan(5);
    expect(body.data.movimientos.map((m) => m.id)).toEqual(mine.map((m) => m.id));
    expect(body.data.cantidad).toBe(mine.length);
    expect(body.data.movimientos.every((m) => m.client_id === id)).toBe(true);
    const dates = body.data.movimientos.map((m) => m.fecha_registro);
    expect([...dates].sort()).toEqual(dates);
    expect(body.data.movimientos[0]!.fecha_registro >= '2026-03-01 00:00:00').toBe(true);
    expect(body.data.movimientos.at(-1)!.fecha_registro <= '2026-09-30 23:59:59').toBe(true);
    expect(body.data.desde).toBe('2026-03-01');
    expect(body.data.hasta).toBe('2026-09-30');

    const opening = cents(body.data.saldo_inicial);
    const closing = cents(body.data.saldo_final);
    expect(opening).toBe(await walletAt(db, id, from));
    expect(closing).toBe(await walletAt(db, id, to));
    expect(opening + sumCents(body.data.movimientos.map((m) => m.balance))).toBe(closing);
    expect(cents(body.data.movimientos.at(-1)!.saldo)).toBe(closing);
  });

  it('STMT-05 totals each kind of movement of the period with its sign, so the opening plus the totals is the closing', async () => {
    await sim.store(); // seeded for today
    // A year on, the demo's investments have paid interest and matured (settled on the way in, SRV-44).
    sim.clock.set(TEST_START + 400 * DAY);
    const token = await loginAs('demo');
    const { body } = await post<Statement>(STATEMENT, { desde: '2025-11-01', hasta: '2027-12-27' }, token);
    const rows = body.data.movimientos;
    const byType = (type: string) => sumCents(rows.filter((m) => m.type === type).map((m) => m.balance));
    const t = body.data.totales;
    expect(cents(t.depositos!)).toBe(byType('DEPOSITO'));
    expect(cents(t.retiros!)).toBe(byType('RETIRO'));
    expect(cents(t.inversiones!)).toBe(byType('INVERSION'));
    expect(cents(t.compras!)).toBe(byType('COMPRA'));
    expect(cents(t.ventas!)).toBe(byType('VENTA'));
    expect(cents(t.intereses!)).toBe(byType('INTERES'));
    expect(cents(t.vencimientos!)).toBe(byType('VENCIMIENTO'));
    expect(cents(t.devoluciones!)).toBe(byType('DEVOLUCION'));
    expect(cents(t.tarjetas!)).toBe(byType('TARJETA'));
    expect(t.otros).toBe('0.00');
    expect(cents(t.depositos!)).toBeGreaterThan(0n);
    expect(cents(t.intereses!)).toBeGreaterThan(0n);
    const { comisiones, ...kinds } = t;
    expect(cents(body.data.saldo_inicial) + sumCents(Object.values(kinds))).toBe(
      cents(body.data.saldo_final),
    );
    expect(comisiones).toMatch(/^\d+\.\d{2}$/);
  });

  it("STMT-06 STMT-12 counts as fees what the ledger posted to the fees account for the client's withdrawals approved in the period", async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const id = persona('demo').id;
    const own = new Set(
      (await db.withdrawals.where('[clientId+id]').between([id, 0], [id, Infinity]).toArray()).map(
        (w) => w.id,
      ),
    );
    const from = midnight('2025-11-01');
    const to = midnight('2026-11-23');
    const fees = (await db.entries.toArray()).filter((e) => {
      const match = /^(?:seed:)?withdrawal:(\d+):approve$/.exec(e.txId);
      return (
        (e.accountId === 'fees' || e.accountId === 'fees-demo') &&
        match &&
        own.has(Number(match[1])) &&
        e.at >= from &&
        e.at < to
      );
    });
    expect(fees.length).toBeGreaterThan(0);
    const expected = microToCents(fees.reduce((s, e) => s + e.amountMicro, 0));
    const { body } = await post<Statement>(STATEMENT, { desde: '2025-11-01', hasta: '2026-11-22' }, token);
    expect(cents(body.data.totales.comisiones!)).toBe(expected);
    const tax = await post<Tax>(TAX, { anio: 2026 }, token);
    const yearFees = fees.filter((e) => e.at >= midnight('2026-01-01'));
    expect(cents(tax.body.data.comisiones)).toBe(
      microToCents(yearFees.reduce((s, e) => s + e.amountMicro, 0)),
    );
  });

  it('STMT-04 answers a period without movements with the balance of its start as opening and closing', async () => {
    const token = await loginAs('inversor');
    const { status, body } = await post<Statement>(
      STATEMENT,
      { desde: '2010-01-01', hasta: '2010-12-31' },
      token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      saldo_inicial: '0.00',
      saldo_final: '0.00',
      movimientos: [],
      cantidad: 0,
    });
    const db = await sim.store();
    const id = persona('inversor').id;
    const later = await post<Statement>(STATEMENT, { desde: '2026-11-22', hasta: '2026-11-22' }, token);
    expect(cents(later.body.data.saldo_inicial)).toBe(await walletAt(db, id, midnight('2026-11-22')));
  });

  it('STMT-02 refuses a malformed, reversed, over-ten-years or future-only period with 422 and its message, and changes nothing', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const before = await snapshot(db);
    const cases: [unknown, string][] = [
      [{ hasta: '2026-01-31' }, 'El campo desde es requerido'],
      [{ desde: '2026-01-01' }, 'El campo hasta es requerido'],
      [{ desde: 'ayer', hasta: '2026-01-31' }, 'El campo desde no es válido'],
      [{ desde: '2026-01-01', hasta: '31/01/2026' }, 'El campo hasta no es válido'],
      [{ desde: '2026-02-30', hasta: '2026-03-31' }, 'El campo desde no es válido'],
      [{ desde: '2026-01-01', hasta: '2026-13-01' }, 'El campo hasta no es válido'],
      [
        { desde: '2026-02-01', hasta: '2026-01-31' },
        'La fecha desde no puede ser posterior a la fecha hasta',
      ],
      [{ desde: '2016-01-01', hasta: '2026-01-01' }, 'El periodo no puede superar los 10 años'],
      [{ desde: '2026-11-23', hasta: '2026-12-31' }, 'El periodo no puede comenzar después de hoy'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post<Refused>(STATEMENT, payload, token);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.message).toBe(message);
      expect(body.data.message).toBe(message);
    }
    expect(await snapshot(db)).toEqual(before);
    // The limits themselves are accepted: ten years less a day, and a period that starts today.
    expect((await post(STATEMENT, { desde: '2016-01-02', hasta: '2026-01-01' }, token)).status).toBe(200);
    expect((await post(STATEMENT, { desde: '2026-11-22', hasta: '2027-01-31' }, token)).status).toBe(200);
  });

  it("STMT-08 answers only the session's own lines: a client_id in the body is ignored, and without a session the calls answer 401", async () => {
    const token = await loginAs('demo');
    const other = persona('inversor').id;
    const { status, body } = await post<Statement>(
      STATEMENT,
      { desde: '2025-01-01', hasta: '2026-11-22', client_id: other, clientId: other },
      token,
    );
    expect(status).toBe(200);
    expect(body.data.cantidad).toBeGreaterThan(0);
    expect(body.data.movimientos.every((m) => m.client_id === persona('demo').id)).toBe(true);
    const tax = await post<Tax>(TAX, { anio: 2026, client_id: other }, token);
    const own = await post<Tax>(TAX, { anio: 2026 }, token);
    expect(tax.body).toEqual(own.body);
    for (const [path, payload] of [
      [STATEMENT, { desde: '2026-01-01', hasta: '2026-01-31' }],
      [TAX, { anio: 2026 }],
    ] as const) {
      const res = await post<Refused>(path, payload);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Intente nuevamente');
    }
  });

  it("STMT-09 STMT-10 sums a year's interest and gives each sale on the secondary market its price, its cost to the seller and the result", async () => {
    const db = await sim.store();
    const from = midnight('2026-01-01');
    const to = midnight('2027-01-01');
    const sellers = (await db.investments.toArray()).filter(
      (i) => i.status === 'sold' && i.soldAt! >= from && i.soldAt! < to,
    );
    const key = (['demo', 'inversor', 'emisor'] as const).find((k) =>
      sellers.some((s) => s.clientId === persona(k).id),
    );
    expect(key).toBeDefined();
    const id = persona(key!).id;
    const token = await loginAs(key!);
    const { status, body } = await post<Tax>(TAX, { anio: '2026' }, token);
    expect(status).toBe(200);
    expect(taxSummaryResponse.safeParse(body).success).toBe(true);
    expect(body.data.anio).toBe(2026);

    expect(body.data.intereses).toBe('0.00'); // the seed's history has paid no interest yet

    // A year on, the interest paid in 2027 (settled on the way in, SRV-44) is the sum of its INTERES lines.
    sim.clock.set(Date.UTC(2027, 11, 20, 12));
    const later = await post<Tax>(TAX, { anio: 2027 }, await loginAs(key!));
    const interest = (
      await db.movements.where('[clientId+seq]').between([id, 0], [id, Infinity]).toArray()
    ).filter((m) => m.type === 'INTERES' && m.at >= midnight('2027-01-01') && m.at < midnight('2028-01-01'));
    expect(interest.length).toBeGreaterThan(0);
    expect(cents(later.body.data.intereses)).toBe(
      microToCents(interest.reduce((s, m) => s + m.balanceMicro, 0)),
    );
    expect(later.body.data.ventas).toEqual([]);

    const mine = sellers.filter((s) => s.clientId === id).sort((a, b) => a.soldAt! - b.soldAt!);
    expect(body.data.ventas.map((v) => v.code)).toEqual(mine.map((s) => String(s.id).padStart(6, '0')));
    let gains = 0n;
    let losses = 0n;
    for (const [i, inv] of mine.entries()) {
      const origin = inv.originOfferId === null ? undefined : await db.offers.get(inv.originOfferId);
      const cost = microToCents(origin ? origin.precioVentaMicro : inv.amountMicro);
      const sale = microToCents(inv.saleMicro!);
      const line = body.data.ventas[i]!;
      expect(cents(line.precio_venta)).toBe(sale);
      expect(cents(line.costo)).toBe(cost);
      expect(cents(line.resultado)).toBe(sale - cost);
      if (sale > cost) gains += sale - cost;
      else losses += sale - cost;
    }
    expect(cents(body.data.ganancias_secundario)).toBe(gains);
    expect(cents(body.data.perdidas_secundario)).toBe(losses);
    expect(cents(body.data.resultado_secundario)).toBe(gains + losses);
  });

  it('STMT-11 refuses a year before 2000, after the current one or not a year with 422, and changes nothing', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const before = await snapshot(db);
    const cases: [unknown, string][] = [
      [{}, 'El campo año es requerido'],
      [{ anio: 'dos mil' }, 'El campo año no es válido'],
      [{ anio: 2026.5 }, 'El campo año no es válido'],
      [{ anio: 1999 }, 'El campo año no es válido'],
      [{ anio: 2027 }, 'El año no puede ser posterior al año en curso'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post<Refused>(TAX, payload, token);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.message).toBe(message);
    }
    expect(await snapshot(db)).toEqual(before);
    expect((await post(TAX, { anio: 2000 }, token)).status).toBe(200);
  });
});
