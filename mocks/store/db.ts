// Dexie by name: its default import types as the whole module under NodeNext, where the simulator's package is
// also type-checked (examples/simulador-en-node).
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { ClientFiguresRecord, HeldProjectRecord, InvestedDayRecord } from '../domain/figures';
import type { ReturnDayRecord, ReturnPointRecord } from '../domain/net-return';
import { figuresMiddleware } from './figures-middleware';
import { tableVersionsMiddleware } from './table-versions';
import type * as R from './records';
import { DATABASE_NAME, type SchemaVersion, schemaVersions } from './schema';

/**
 * The simulator's database: one typed table per store of the latest schema version. Stores with an
 * auto-incremented key are EntityTables, so a record is added without its id and read back with it.
 */
export class StoreDb extends Dexie {
  declare meta: Table<R.MetaRecord, string>;
  declare countries: Table<R.CountryRecord, number>;
  declare clients: EntityTable<R.ClientRecord, 'id'>;
  declare sessions: Table<R.SessionRecord, string>;
  declare activations: Table<R.ActivationRecord, string>;
  declare outbox: EntityTable<R.OutboxRecord, 'id'>;
  declare accounts: Table<R.AccountRecord, string>;
  declare entries: EntityTable<R.EntryRecord, 'id'>;
  declare movements: EntityTable<R.MovementRecord, 'id'>;
  declare projects: EntityTable<R.ProjectRecord, 'id'>;
  declare parcels: EntityTable<R.ParcelRecord, 'id'>;
  declare offerTypes: Table<R.OfferTypeRecord, number>;
  declare activities: Table<R.ActivityRecord, number>;
  declare issuers: EntityTable<R.IssuerRecord, 'id'>;
  declare investments: EntityTable<R.InvestmentRecord, 'id'>;
  declare offers: EntityTable<R.OfferRecord, 'id'>;
  declare deposits: EntityTable<R.DepositRecord, 'id'>;
  declare depositAddresses: EntityTable<R.DepositAddressRecord, 'id'>;
  declare withdrawals: EntityTable<R.WithdrawalRecord, 'id'>;
  declare beneficiaries: EntityTable<R.BeneficiaryRecord, 'id'>;
  declare cards: EntityTable<R.CardRecord, 'id'>;
  declare cardMovements: EntityTable<R.CardMovementRecord, 'id'>;
  declare kyc: EntityTable<R.KycRecord, 'id'>;
  declare idempotency: Table<R.IdempotencyRecord, [string, string]>;
  declare clientFigures: Table<ClientFiguresRecord, number>;
  declare investedDays: Table<InvestedDayRecord, [number, string]>;
  declare heldProjects: Table<HeldProjectRecord, [number, number]>;
  declare strategies: EntityTable<R.StrategyRecord, 'id'>;
  declare returnDays: Table<ReturnDayRecord, [number, number]>;
  declare returnPoints: Table<ReturnPointRecord, [number, number]>;
  declare novedades: EntityTable<R.NovedadRecord, 'id'>;

  /** How it was opened: a scratch database beside it (an import's migration) uses the same IndexedDB. */
  readonly storeOptions: StoreOptions;

  constructor(options: StoreOptions = {}, versions: readonly SchemaVersion[] = schemaVersions) {
    super(options.name ?? DATABASE_NAME, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    this.storeOptions = options;
    for (const v of versions) {
      const declared = this.version(v.version).stores(v.stores);
      if (v.upgrade) declared.upgrade(v.upgrade);
    }
    // Dexie's live queries are not used: their middlewares would only add work to every transaction (an
    // AbortController per write, a record of every changed range, a cross-tab broadcast).
    this.unuse({ stack: 'dbcore', name: 'Cache' });
    this.unuse({ stack: 'dbcore', name: 'Observability' });
    // Registered first, so it sits under the figures middleware and sees the kept tables it writes.
    this.use(tableVersionsMiddleware);
    this.use(figuresMiddleware);
  }
}

export interface StoreOptions {
  name?: string;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** The name of one of the database's stores, as a transaction's scope lists it. */
export type StoreTableName = {
  [K in keyof StoreDb]: StoreDb[K] extends Table ? K : never;
}[keyof StoreDb];
