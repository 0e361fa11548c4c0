import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TEST_START } from '../../tests/simulator';
import { fillWithSeed } from '../../tests/seeded-store';
import { projectCriteria } from '../domain/project-filters';
import { StoreDb } from './db';
import { tableVersion } from './table-versions';
import { investedProjectOptions } from './investment-repo';
import { matchingProjectIds } from './project-repo';

/** Two connections to one database, as two tabs (or a page and the worker) hold them. */
async function twoConnections() {
  const factory = new IDBFactory();
  const a = new StoreDb({ indexedDB: factory, IDBKeyRange });
  await fillWithSeed(a, TEST_START);
  const b = new StoreDb({ indexedDB: factory, IDBKeyRange });
  await b.open();
  return { a, b };
}

const version = (db: StoreDb) => db.transaction('r', db.meta, () => tableVersion(db, 'projects'));
const listed = (db: StoreDb, query = {}) =>
  db.transaction('r', db.projects, db.meta, () => matchingProjectIds(db, projectCriteria(query, TEST_START)));

describe('SRV-41 index versions: what a connection keeps of the project indexes', () => {
  it('SRV-41 a write that changes an index entry gives the table a new version; one that changes none keeps it', async () => {
    const { a } = await twoConnections();
    const first = await version(a);
    expect(first).not.toBeNull();
    const id = (await listed(a))[0]!;

    // An investment raises the invested amount: no index holds it.
    await a.transaction('rw', a.projects, a.meta, () => a.projects.update(id, { invertidoMicro: 1 }));
    expect(await version(a)).toBe(first);

    await a.transaction('rw', a.projects, a.meta, () => a.projects.update(id, { risk: 'Alto-nuevo' }));
    const second = await version(a);
    expect(second).not.toBe(first);

    await a.transaction('rw', a.projects, a.meta, () => a.projects.delete(id));
    expect(await version(a)).not.toBe(second);
  });

  it('SRV-41 a project write without meta in its transaction is refused, so no connection keeps a stale list', async () => {
    const { a } = await twoConnections();
    const id = (await listed(a))[0]!;
    await expect(a.projects.update(id, { status: 'FINALIZADO' })).rejects.toThrow(
      'Escritura en projects fuera de una transacción con meta',
    );
    expect((await a.projects.get(id))?.status).toBe('ACTIVO');
  });

  it('SRV-41 a list one connection keeps follows another connection’s write, and stays right when nothing changed', async () => {
    const { a, b } = await twoConnections();
    const before = await listed(a);
    const byCountry = await listed(a, { pais: 'CO' });
    expect(before.length).toBeGreaterThan(2);
    const [gone, renamed] = before;

    await b.transaction('rw', b.projects, b.meta, async () => {
      await b.projects.update(gone!, { status: 'FINALIZADO' });
      await b.projects.update(renamed!, { country_iso: 'ZZ' });
    });

    expect(await listed(a)).toEqual(before.filter((id) => id !== gone));
    expect(await listed(a, { pais: 'CO' })).toEqual(byCountry.filter((id) => id !== gone && id !== renamed));
    expect(await listed(a, { pais: 'ZZ' })).toEqual([renamed]);
    // Asked again with nothing changed, the kept ranges give the same answers.
    expect(await listed(a)).toEqual(before.filter((id) => id !== gone));
    expect(await listed(b)).toEqual(before.filter((id) => id !== gone));
  });

  it('SRV-42 the invested projects one connection keeps for a client follow another connection’s investment', async () => {
    const { a, b } = await twoConnections();
    const options = (db: StoreDb, clientId: number) =>
      db.transaction('r', db.heldProjects, db.meta, () => investedProjectOptions(db, clientId));
    const clientId = (await a.clients.toArray())[0]!.id;
    const before = await options(a, clientId);
    const held = new Set(before.map((o) => o.id));
    const project = (await a.projects.toArray()).find((p) => !held.has(p.id))!;

    await b.transaction('rw', b.tables, () =>
      b.investments.add({
        clientId,
        projectId: project.id,
        status: 'active',
        amountMicro: 1_000_000,
        startAt: TEST_START,
        endAt: TEST_START + 1,
        saleMicro: null,
      } as never),
    );

    const after = await options(a, clientId);
    expect(after.map((o) => o.id).sort()).toEqual([...held, project.id].sort());
    expect(after.find((o) => o.id === project.id)?.name).toBe(project.name);
    expect(await options(a, clientId)).toEqual(after);
  });
});
