import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { StoreDb } from './db';
import { LATEST_VERSION, schemaVersions } from './schema';
import { isTableVersion } from './table-versions';

const options = (indexedDB: IDBFactory) => ({ name: 'upgrade-test', indexedDB, IDBKeyRange });

describe('the numbered schema', () => {
  it('numbers its versions 1, 2, … in order, and every version adds a store or an index, or rewrites rows', () => {
    const numbers = schemaVersions.map((v) => v.version);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    schemaVersions.forEach((v) =>
      expect(Object.keys(v.stores).length > 0 || v.upgrade !== undefined).toBe(true),
    );
    expect(LATEST_VERSION).toBe(numbers[numbers.length - 1]);
  });

  it('upgrades a version-1 database to the latest, keeping its rows and filling the new fields', async () => {
    const factory = new IDBFactory();
    const v1 = new StoreDb(options(factory), schemaVersions.slice(0, 1));
    await v1.open();
    await v1.countries.add({ id: 82, iso: 'CO', name: 'Colombia' });
    const clientId = await v1.table('clients').add({
      email: 'antiguo@correo.test',
      passwordHash: 'h',
      passwordSalt: 's',
      emailConfirmed: true,
      status: 3,
      demo_status: 'active',
      datos: { name: 'Cliente Antiguo' },
    });
    await v1.sessions.add({
      token: 't'.repeat(64),
      clientId: clientId as number,
      createdAt: 1,
      revokedAt: null,
    });
    v1.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    expect(latest.verno).toBe(LATEST_VERSION);
    expect(await latest.countries.get(82)).toEqual({ id: 82, iso: 'CO', name: 'Colombia' });
    const client = await latest.clients.get(clientId as number);
    expect(client).toMatchObject({
      email: 'antiguo@correo.test',
      feeFlatMicro: 1_000_000,
      feePercentBp: 200,
    });
    expect(await latest.sessions.count()).toBe(1);
    expect(latest.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['accounts', 'entries', 'movements']),
    );
    latest.close();
  });

  it('opens every earlier version and upgrades it to the latest without losing a row', async () => {
    for (let upTo = 1; upTo < schemaVersions.length; upTo++) {
      const factory = new IDBFactory();
      const older = new StoreDb(options(factory), schemaVersions.slice(0, upTo));
      await older.open();
      const counts: Record<string, number> = {};
      for (const table of older.tables) {
        if (table.name === 'meta') await table.add({ key: `k-${upTo}`, value: upTo });
        counts[table.name] = await table.count();
      }
      older.close();
      const latest = new StoreDb(options(factory));
      await latest.open();
      // The upgrades' writes give the kept tables new versions (table-versions.ts): not rows of the demo.
      const rowsOf = async (name: string) =>
        (await latest.table(name).toArray()).filter(
          (r: { key?: unknown }) => name !== 'meta' || !isTableVersion({ key: r.key }),
        );
      for (const [name, count] of Object.entries(counts)) expect((await rowsOf(name)).length).toBe(count);
      latest.close();
    }
  });
  it("INVEST-04 INVEST-05 version 14 points a stored demo's project documents at the demo's own files", async () => {
    const factory = new IDBFactory();
    const v13 = new StoreDb(options(factory), schemaVersions.slice(0, 13));
    await v13.open();
    // A write to the projects goes with the table versions in meta (table-versions.ts).
    await v13.transaction('rw', v13.table('projects'), v13.table('meta'), () =>
      v13.table('projects').bulkAdd([
        {
          id: 7,
          file: '/documentos/pry-0007-contrato.pdf',
          pdf_oferente: '/documentos/pry-0007-oferente.pdf',
          brouchure: '/documentos/pry-0007-catalogo.pdf',
        },
        { id: 8, file: 'https://emisor.example/contrato.pdf', pdf_oferente: 'null', brouchure: '' },
      ]),
    );
    v13.close();
    const latest = new StoreDb(options(factory));
    await latest.open();
    const rows = await latest.table('projects').toArray();
    expect(
      rows.map(({ id, file, pdf_oferente, brouchure }) => ({ id, file, pdf_oferente, brouchure })),
    ).toEqual([
      {
        id: 7,
        file: 'documentos/contrato-de-inversion.pdf',
        pdf_oferente: 'documentos/datos-de-oferta.pdf',
        brouchure: 'documentos/catalogo.pdf',
      },
      // Anything else is left as it was.
      { id: 8, file: 'https://emisor.example/contrato.pdf', pdf_oferente: 'null', brouchure: '' },
    ]);
    latest.close();
  });

  it('SRV-41 version 3 keeps every project and adds the numeric interest key rango reads; version 9 drops the per-filter indexes', async () => {
    const factory = new IDBFactory();
    const v2 = new StoreDb(options(factory), schemaVersions.slice(0, 2));
    await v2.open();
    const base = { status: 'ACTIVO', endAt: 5, country_iso: 'CO', oferenteId: null };
    await v2.table('projects').bulkAdd([
      { ...base, nrocontrato: 'CT-1', tax_referential_client: '12.50', relevancia: 1 },
      { ...base, nrocontrato: 'CT-2', tax_referential_client: '8', relevancia: 2 },
      { ...base, nrocontrato: 'CT-3', tax_referential_client: 'n/a', relevancia: 3 },
    ]);
    await v2.table('investments').add({ clientId: 7, projectId: 1, status: 'active' });
    v2.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    const rows = await latest.projects.orderBy('id').toArray();
    expect(rows.map((r) => [r.nrocontrato, (r as { interestKey?: number }).interestKey])).toEqual([
      ['CT-1', 12_500_000],
      ['CT-2', 8_000_000],
      ['CT-3', 0],
    ]);
    // Version 9: the listing reads one [status+endAt] range; the per-filter indexes are gone.
    expect(await latest.projects.where('[status+endAt]').equals(['ACTIVO', 5]).count()).toBe(3);
    const indexes = latest.projects.schema.indexes.map((i) => i.name);
    expect(indexes).not.toContain('[status+interestKey]');
    expect(indexes).not.toContain('[country_iso+status+endAt]');
    expect(await latest.investments.where('[clientId+projectId]').equals([7, 1]).count()).toBe(1);
    latest.close();
  });
  it('SRV-48 version 4 gives each stored investment the date it is paid up to and its next payment, by index', async () => {
    const factory = new IDBFactory();
    const v3 = new StoreDb(options(factory), schemaVersions.slice(0, 3));
    await v3.open();
    const DAY = 86_400_000;
    const start = Date.UTC(2026, 0, 10, 15); // 10:00 in Bogotá
    const midnight = Date.UTC(2026, 0, 10, 5); // its day's 00:00 in Bogotá
    const end = midnight + 101 * DAY - 1000;
    const project = (id: number, frequency_payment: string) => ({
      id,
      nrocontrato: `CT-${id}`,
      status: 'ACTIVO',
      endAt: end,
      relevancia: 1,
      tax_referential_client: '18.25',
      porcentaje_diario: '0.05',
      frequency_payment,
    });
    await v3
      .table('projects')
      .bulkAdd([project(1, 'Mensual'), project(2, 'Trimestral'), project(3, 'Al vencimiento')]);
    const inv = (projectId: number, status: string) => ({
      clientId: 7,
      projectId,
      status,
      amountMicro: 1_000_000_000,
      startAt: start,
      endAt: end,
      mercado_secundario: 0,
      soldAt: status === 'sold' ? start + DAY : null,
      saleMicro: null,
      originOfferId: null,
    });
    await v3
      .table('investments')
      .bulkAdd([inv(1, 'active'), inv(2, 'active'), inv(3, 'active'), inv(1, 'sold')]);
    v3.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    const rows = await latest.investments.orderBy('id').toArray();
    expect(rows.map((r) => [r.paidThroughAt, r.nextPaymentAt])).toEqual([
      [start, midnight + 30 * DAY],
      [start, midnight + 90 * DAY],
      [start, end],
      [start, null],
    ]);
    // Only the active ones are in the index: the sold one pays nothing more.
    expect(
      await latest.investments
        .where('nextPaymentAt')
        .belowOrEqual(midnight + 90 * DAY)
        .primaryKeys(),
    ).toEqual([1, 2]);
    expect(await latest.investments.where('nextPaymentAt').above(0).count()).toBe(3);
    latest.close();
  });
});

describe('SRV-49 version 5', () => {
  it('SRV-49 adds the empty idempotency store to a stored demo, found by [scope+key] and by [scope+createdAt]', async () => {
    const factory = new IDBFactory();
    const v4 = new StoreDb(options(factory), schemaVersions.slice(0, 4));
    await v4.open();
    await v4.countries.add({ id: 82, iso: 'CO', name: 'Colombia' });
    v4.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    expect(await latest.countries.count()).toBe(1);
    expect(await latest.idempotency.count()).toBe(0);
    await latest.idempotency.bulkAdd([
      { scope: 'cliente:1', key: 'a', fingerprint: 'f', answer: { message: 'ok' }, createdAt: 10 },
      { scope: 'cliente:1', key: 'b', fingerprint: 'f', answer: { message: 'ok' }, createdAt: 20 },
      { scope: 'cliente:2', key: 'a', fingerprint: 'g', answer: { message: 'ok' }, createdAt: 5 },
    ]);
    expect((await latest.idempotency.get(['cliente:2', 'a']))?.fingerprint).toBe('g');
    const older = await latest.idempotency
      .where('[scope+createdAt]')
      .between(['cliente:1', 0], ['cliente:1', 15], true, true)
      .primaryKeys();
    expect(older).toEqual([['cliente:1', 'a']]);
    latest.close();
  });
});

describe('SRV-39 version 6', () => {
  it('SRV-39 SRV-04 numbers each client’s stored statement lines 1, 2, … in the order they were written, read by [clientId+seq]', async () => {
    const factory = new IDBFactory();
    const v5 = new StoreDb(options(factory), schemaVersions.slice(0, 5));
    await v5.open();
    // Two clients' lines interleaved, as a stored demo has them.
    const owners = [1, 2, 1, 1, 2, 3, 1];
    await v5.table('movements').bulkAdd(owners.map((clientId, n) => ({ clientId, code: `L${n}`, at: n })));
    v5.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    const rows = await latest.movements.orderBy('id').toArray();
    expect(rows.map((r) => [r.clientId, r.seq])).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 3],
      [2, 2],
      [3, 1],
      [1, 4],
    ]);
    const newestTwo = await latest.movements
      .where('[clientId+seq]')
      .between([1, 3], [1, 4], true, true)
      .reverse()
      .toArray();
    expect(newestTwo.map((r) => r.code)).toEqual(['L6', 'L3']);
    latest.close();
  });
});

describe('SRV-20 SRV-42 SRV-43 versions 7 and 8', () => {
  it('SRV-20 SRV-42 SRV-43 computes each client’s kept figures, invested days and held projects from a stored demo’s records, kept by later writes', async () => {
    const factory = new IDBFactory();
    const v6 = new StoreDb(options(factory), schemaVersions.slice(0, 6));
    await v6.open();
    const DAY = 86_400_000;
    const start = Date.UTC(2026, 0, 10, 15);
    const investment = (clientId: number, status: string, amountMicro: number, startAt: number) => ({
      clientId,
      projectId: 1,
      status,
      amountMicro,
      startAt,
      endAt: startAt + 100 * DAY,
      saleMicro: status === 'sold' ? amountMicro + 7_000_000 : null,
    });
    await v6
      .table('investments')
      .bulkAdd([
        investment(1, 'active', 100_000_000, start),
        investment(1, 'active', 50_000_000, start + 3_600_000),
        investment(1, 'sold', 20_000_000, start + 2 * DAY),
        investment(2, 'finished', 30_000_000, start),
      ]);
    await v6.table('deposits').bulkAdd([
      { clientId: 1, amountMicro: 5_000_000, status: 'EN PROCESO' },
      { clientId: 1, amountMicro: 9_000_000, status: 'APROBADO' },
    ]);
    await v6.table('withdrawals').bulkAdd([{ clientId: 2, amountMicro: 4_000_000, status: 'APROBADO' }]);
    await v6.table('offers').bulkAdd([
      { sellerId: 1, investmentId: 2, status: 'open', endsAt: null, precioVentaMicro: 51_000_000 },
      { sellerId: 1, investmentId: 3, status: 'sold', endsAt: null, precioVentaMicro: 27_000_000 },
    ]);
    await v6.table('projects').add({ id: 1, name: 'Edificio Norte' });
    v6.close();

    const latest = new StoreDb(options(factory));
    await latest.open();
    expect(await latest.clientFigures.get(1)).toMatchObject({
      activeCount: 2,
      investedMicro: 150_000_000,
      gainsMicro: 7_000_000,
      returnsMicro: 27_000_000,
      pendingDepositMicro: 5_000_000,
      approvedWithdrawalMicro: 0,
      openOfferMicro: 51_000_000,
      // Yields wait for the client's first request, which knows the day.
      yieldDay: null,
    });
    expect(await latest.clientFigures.get(2)).toMatchObject({
      activeCount: 0,
      approvedWithdrawalMicro: 4_000_000,
    });
    expect((await latest.investedDays.toArray()).map((d) => [d.clientId, d.day, d.amountMicro])).toEqual([
      [1, '2026-01-10', 150_000_000],
      [1, '2026-01-12', 20_000_000],
      [2, '2026-01-10', 30_000_000],
    ]);
    // SRV-42: client 1 holds project 1 by two active investments and a sold one; client 2's is finished.
    expect(await latest.heldProjects.toArray()).toEqual([
      { clientId: 1, projectId: 1, name: 'Edificio Norte', count: 3 },
    ]);
    // Later writes keep them: the deposit in process approved, client 2 investing again.
    await latest.transaction('rw', latest.tables, async () => {
      await latest.deposits.update(1, { status: 'APROBADO' });
      await latest.investments.add(investment(2, 'active', 10_000_000, start + 5 * DAY) as never);
    });
    expect((await latest.clientFigures.get(1))?.pendingDepositMicro).toBe(0);
    expect(await latest.heldProjects.get([2, 1])).toEqual({
      clientId: 2,
      projectId: 1,
      name: 'Edificio Norte',
      count: 1,
    });
    latest.close();
  });
});
