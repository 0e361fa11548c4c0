import Dexie, { type Table } from 'dexie';
import type * as R from './records';
import { DATABASE_NAME, type SchemaVersion, schemaVersions } from './schema';

/** The simulator's database: one typed table per store of the latest schema version. */
export class StoreDb extends Dexie {
  declare meta: Table<R.MetaRecord, string>;
  declare countries: Table<R.CountryRecord, number>;
  declare clients: Table<R.ClientRecord, number>;
  declare sessions: Table<R.SessionRecord, string>;
  declare activations: Table<R.ActivationRecord, string>;
  declare outbox: Table<R.OutboxRecord, number>;
  declare accounts: Table<R.AccountRecord, string>;
  declare entries: Table<R.EntryRecord, number>;
  declare movements: Table<R.MovementRecord, number>;
  declare projects: Table<R.ProjectRecord, number>;
  declare parcels: Table<R.ParcelRecord, number>;
  declare offerTypes: Table<R.OfferTypeRecord, number>;
  declare activities: Table<R.ActivityRecord, number>;
  declare issuers: Table<R.IssuerRecord, number>;
  declare investments: Table<R.InvestmentRecord, number>;
  declare offers: Table<R.OfferRecord, number>;
  declare deposits: Table<R.DepositRecord, number>;
  declare depositAddresses: Table<R.DepositAddressRecord, number>;
  declare withdrawals: Table<R.WithdrawalRecord, number>;
  declare beneficiaries: Table<R.BeneficiaryRecord, number>;
  declare cards: Table<R.CardRecord, number>;
  declare cardMovements: Table<R.CardMovementRecord, number>;
  declare kyc: Table<R.KycRecord, number>;

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
  }
}

export interface StoreOptions {
  name?: string;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** Every store, for the one read-write transaction a request runs in. */
export function allTables(db: StoreDb): Table[] {
  return db.tables;
}
