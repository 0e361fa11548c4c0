import type { Clock } from '../domain/clock';
import type { StoreDb } from '../store/db';
import type { StoreOptions } from '../store/db';
import { openStore } from '../store/ready';

/** Everything a handler needs from its surroundings, injected so tests control time, delay and storage. */
export interface ServerContext {
  clock: Clock;
  /** Artificial network delay, applied before the transaction starts (0 in tests). */
  delayMs: number;
  /** Check every answer against the contract's response schema (on in tests and development). */
  validateResponses: boolean;
  store(): Promise<StoreDb>;
  /**
   * Sees every answer the server gives to an /api/ call, before the client reads it (tests check each one
   * against the published contract, openapi.json). Clone the response to read its body.
   */
  onAnswer?: (request: Request, response: Response) => void;
}

export interface ServerOptions {
  clock: Clock;
  delayMs?: number;
  validateResponses?: boolean;
  storeOptions?: StoreOptions;
}

/**
 * The IndexedDB in place when the store opens, unless the options name one. Dexie takes the global one when it
 * is loaded, and in Node a program may install one (fake-indexeddb/auto) after importing the simulator.
 */
function withInstalledIndexedDB(options: StoreOptions = {}): StoreOptions {
  if (options.indexedDB) return options;
  try {
    return typeof indexedDB === 'undefined' ? options : { indexedDB, IDBKeyRange, ...options };
  } catch {
    // A browser that forbids IndexedDB may throw on reading it: Dexie then reports the store as missing.
    return options;
  }
}

export function createServerContext(options: ServerOptions): ServerContext {
  let store: Promise<StoreDb> | undefined;
  return {
    clock: options.clock,
    delayMs: options.delayMs ?? 0,
    validateResponses: options.validateResponses ?? false,
    store() {
      store ??= openStore(options.clock.now(), withInstalledIndexedDB(options.storeOptions));
      return store;
    },
  };
}
