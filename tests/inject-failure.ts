/**
 * Dexie middlewares for the store tests. Failure injection, for the atomicity tests (quality.md 'Money and data': a failure injected after a write
 * operation's first write leaves the store unchanged). A Dexie middleware on the 'dbcore' stack counts the
 * mutate calls (add, put, delete, deleteRange) of each transaction, that is of each request (architecture
 * Rule 4: one request = one read-write transaction), and when armed makes one of them fail:
 *
 *   - { before: n }  the n-th mutate of a transaction throws instead of writing (the default: n = 2);
 *   - { after: n }   the n-th mutate writes, then reports a failure, so the request dies after that write.
 *
 * It fires once, in the first transaction that reaches the armed mutate, and disarms itself. The middleware
 * is installed by closing and reopening the store (Dexie builds its middleware stack on open).
 *
 *   const injector = await installFailureInjection(db);
 *   injector.arm({ before: 2 });
 *   const { result } = await collectServerErrors(() => post(...));   // 500, the store as before
 *
 * installWriteCounter counts the writes of committed transactions (proof that a refused call changed
 * nothing, cheaper than comparing every row).
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction } from 'dexie';
import { vi } from 'vitest';
import type { StoreDb } from '../mocks/store/db';

/** The message of the injected error (what the server's log shows). */
export const INJECTED_FAILURE_MESSAGE = 'Fallo inyectado por la prueba';

/** The Spanish message the middleware answers an internal error with (mocks/http/route.ts). */
export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor. Intente nuevamente.';

export type FailurePoint = { before: number } | { after: number };

export class InjectedFailure extends Error {
  override readonly name = 'InjectedFailure';
  constructor() {
    super(INJECTED_FAILURE_MESSAGE);
  }
}

export interface FailureInjector {
  /** Makes the next transaction that reaches the given mutate fail (default: before the second one). */
  arm(point?: FailurePoint): void;
  disarm(): void;
  /** How many times an armed failure has fired since installation. */
  readonly fired: number;
  /** Mutate calls of the most recent transaction that wrote anything. */
  readonly lastMutates: number;
  /** Removes the middleware (closing and reopening the store). */
  uninstall(): Promise<void>;
}

const MIDDLEWARE_NAME = 'test-failure-injection';

export async function installFailureInjection(db: StoreDb): Promise<FailureInjector> {
  let armed: FailurePoint | null = null;
  let fired = 0;
  let lastMutates = 0;
  const counts = new WeakMap<DBCoreTransaction, number>();

  const wrapTable = (table: DBCoreTable): DBCoreTable => ({
    ...table,
    async mutate(req: DBCoreMutateRequest) {
      const n = (counts.get(req.trans) ?? 0) + 1;
      counts.set(req.trans, n);
      lastMutates = n;
      const point = armed;
      if (point && 'before' in point && n === point.before) {
        armed = null;
        fired += 1;
        throw new InjectedFailure();
      }
      const result = await table.mutate(req);
      if (point && 'after' in point && n === point.after) {
        armed = null;
        fired += 1;
        throw new InjectedFailure();
      }
      return result;
    },
  });

  db.close();
  db.use({
    stack: 'dbcore',
    name: MIDDLEWARE_NAME,
    create: (down: DBCore): DBCore => ({ ...down, table: (name: string) => wrapTable(down.table(name)) }),
  });
  await db.open();

  return {
    arm(point = { before: 2 }) {
      armed = point;
    },
    disarm() {
      armed = null;
    },
    get fired() {
      return fired;
    },
    get lastMutates() {
      return lastMutates;
    },
    async uninstall() {
      db.close();
      db.unuse({ stack: 'dbcore', name: MIDDLEWARE_NAME });
      await db.open();
    },
  };
}

export interface WriteCounter {
  /** Mutate calls of every committed transaction since installation. */
  readonly committed: number;
  /** The same, for one table. */
  committedTo(table: string): number;
  uninstall(): Promise<void>;
}

const COUNTER_NAME = 'test-write-counter';

/**
 * Counts the writes that reached the store: the mutate calls of transactions that committed (a transaction
 * that aborts, like a refused request's, adds nothing). An unchanged count proves an unchanged store, since
 * every write of the simulator goes through Dexie; the property tests use it after each refused call.
 */
export async function installWriteCounter(db: StoreDb): Promise<WriteCounter> {
  let committed = 0;
  const perTable = new Map<string, number>();
  const pending = new WeakMap<DBCoreTransaction, Map<string, number>>();

  const wrapTable = (table: DBCoreTable): DBCoreTable => ({
    ...table,
    mutate(req: DBCoreMutateRequest) {
      let writes = pending.get(req.trans);
      if (!writes) {
        const own = new Map<string, number>();
        writes = own;
        pending.set(req.trans, own);
        (req.trans as unknown as IDBTransaction).addEventListener('complete', () => {
          for (const [name, n] of own) {
            perTable.set(name, (perTable.get(name) ?? 0) + n);
            committed += n;
          }
        });
      }
      writes.set(table.name, (writes.get(table.name) ?? 0) + 1);
      return table.mutate(req);
    },
  });

  db.close();
  db.use({
    stack: 'dbcore',
    name: COUNTER_NAME,
    create: (down: DBCore): DBCore => ({ ...down, table: (name: string) => wrapTable(down.table(name)) }),
  });
  await db.open();

  return {
    get committed() {
      return committed;
    },
    committedTo: (table) => perTable.get(table) ?? 0,
    async uninstall() {
      db.close();
      db.unuse({ stack: 'dbcore', name: COUNTER_NAME });
      await db.open();
    },
  };
}

/**
 * Runs a request that is expected to hit an internal error: the middleware logs it with console.error,
 * which the test setup otherwise counts as a failure. The log lines are collected and returned instead.
 */
export async function collectServerErrors<T>(
  run: () => Promise<T>,
): Promise<{ result: T; logged: string[] }> {
  const wasMock = vi.isMockFunction(console.error);
  const spy = wasMock ? vi.mocked(console.error) : vi.spyOn(console, 'error');
  const previous = wasMock ? spy.getMockImplementation() : undefined;
  const logged: string[] = [];
  spy.mockImplementation((...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  });
  try {
    return { result: await run(), logged };
  } finally {
    if (!wasMock) spy.mockRestore();
    else if (previous) spy.mockImplementation(previous);
    else spy.mockReset();
  }
}
