import { describe, expect, it } from 'vitest';
import { loginAs, post, snapshot, useSimulator } from '../../tests/simulator';

/**
 * How requests share the store (route.ts, StoreAccess): a call that only reads runs in a read-only
 * transaction scoped to the stores it reads, so another tab's reads never hold it up, nor its writes to
 * other stores; a call that writes has a read-write transaction over the whole store, which waits for the
 * transactions already open.
 */
describe('store access of the simulated server', () => {
  const sim = useSimulator();

  /**
   * Another tab's read-only transaction over the whole store, kept open (by reading) until `release` is
   * called or, at the latest, after `maxReads` reads. `open` says whether it is still running.
   */
  async function holdReadOnly(maxReads = 200_000) {
    const db = await sim.store();
    let released = false;
    let open = true;
    const done = db
      .transaction('r', db.tables, async () => {
        for (let i = 0; i < maxReads && !released; i++) await db.meta.get('seededAt');
      })
      .finally(() => (open = false));
    return {
      release: () => (released = true),
      isOpen: () => open,
      done,
    };
  }

  it('a read call is answered while another tab holds a read-only transaction open', async () => {
    const token = await loginAs('inversor');
    const other = await holdReadOnly();
    const dashboard = await post('/api/client/dashboard', {}, token);
    expect(dashboard.status).toBe(200);
    const deposits = await post('/api/client/deposits/list', {}, token);
    expect(deposits.status).toBe(200);
    // Both answers came while the other transaction was still open: they did not queue behind it.
    expect(other.isOpen()).toBe(true);
    other.release();
    await other.done;
  });

  it('a read call is answered while another tab writes to a store the call does not read', async () => {
    const token = await loginAs('inversor');
    const db = await sim.store();
    let released = false;
    let open = true;
    // The dashboard's scope leaves out the cards: a read-write transaction on them does not hold it up.
    const writer = db
      .transaction('rw', db.cards, async () => {
        for (let i = 0; i < 200_000 && !released; i++) await db.cards.get(0);
      })
      .finally(() => (open = false));
    expect((await post('/api/client/dashboard', {}, token)).status).toBe(200);
    expect(open).toBe(true);
    released = true;
    await writer;
  });

  it('a read call waits for another tab writing to a store it reads', async () => {
    const token = await loginAs('inversor');
    const db = await sim.store();
    let released = false;
    const writer = db.transaction('rw', db.movements, async () => {
      for (let i = 0; i < 200_000 && !released; i++) await db.movements.get(0);
    });
    let answered = false;
    const statement = post('/api/client/balance/list', { page: 1 }, token).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    released = true;
    await writer;
    expect((await statement).status).toBe(200);
  });

  it('a writing call waits for the open transactions and then writes', async () => {
    const token = await loginAs('inversor');
    const other = await holdReadOnly();
    let answered = false;
    const update = post('/api/client/update', { datos: { telephone: '3009876543' } }, token).then((r) => {
      answered = true;
      return r;
    });
    // While the other transaction stays open, the write does not begin.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.isOpen()).toBe(true);
    expect(answered).toBe(false);
    other.release();
    await other.done;
    expect((await update).status).toBe(200);
  });

  it('a read call changes nothing in the store', async () => {
    const token = await loginAs('inversor');
    const db = await sim.store();
    const before = await snapshot(db);
    for (const path of ['/api/client/dashboard', '/api/client/deposits/list', '/api/client/withdrawall/list'])
      expect((await post(path, {}, token)).status).toBe(200);
    expect(await snapshot(db)).toEqual(before);
  });
});
