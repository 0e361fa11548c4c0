import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { StoreDb } from './db';
import { LATEST_VERSION, schemaVersions } from './schema';

const options = (indexedDB: IDBFactory) => ({ name: 'upgrade-test', indexedDB, IDBKeyRange });

describe('the numbered schema', () => {
  it('numbers its versions 1, 2, … without gaps, and every version adds something', () => {
    schemaVersions.forEach((v, i) => {
      expect(v.version).toBe(i + 1);
      expect(Object.keys(v.stores).length).toBeGreaterThan(0);
    });
    expect(LATEST_VERSION).toBe(schemaVersions.length);
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
      for (const [name, count] of Object.entries(counts))
        expect(await latest.table(name).count()).toBe(count);
      latest.close();
    }
  });
});
