/**
 * Copies every database of one fake-indexeddb factory into another, at the level of fake-indexeddb's own
 * records: a store a test gets this way is the template's, row for row, with its indexes and its key
 * generators, at the cost of copying the records' tree nodes (a few milliseconds for the seed) instead of
 * writing every row again through Dexie, its middlewares and structured cloning (about 100 ms each time).
 *
 * It relies on two facts of fake-indexeddb (pinned in package.json, patched in patches/): a stored record is
 * never changed in place (a put replaces the tree node's record, a read returns a structured clone of its
 * value), so the copies may share the record objects and copy only the nodes that hold them; and a database
 * is a plain object graph (Database > ObjectStore > Index > RecordStore > BinarySearchTree) with no other
 * state while no connection is open. The template must be closed.
 */

interface TreeNode {
  record: unknown;
  left?: TreeNode;
  right?: TreeNode;
  parent?: TreeNode;
  deleted: boolean;
  red: boolean;
}

interface Tree {
  _root?: TreeNode;
}

interface RecordStore {
  records: Tree;
}

interface RawIndex {
  rawObjectStore: RawObjectStore;
  records: RecordStore;
}

interface RawObjectStore {
  rawDatabase: RawDatabase;
  records: RecordStore;
  rawIndexes: Map<string, RawIndex>;
  keyGenerator: object | null;
}

interface RawDatabase {
  name: string;
  connections: unknown[];
  transactions: unknown[];
  rawObjectStores: Map<string, RawObjectStore>;
  processTransactions: () => void;
}

interface Factory {
  _databases: Map<string, RawDatabase>;
}

/** A shallow copy of `source` with the same prototype, then `own` laid over it. */
function copyOf<T extends object>(source: T, own: Partial<T>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(source) as object) as T, source, own);
}

function copyNode(node: TreeNode | undefined, parent: TreeNode | undefined): TreeNode | undefined {
  if (!node) return undefined;
  const copy: TreeNode = {
    record: node.record,
    left: undefined,
    right: undefined,
    parent,
    deleted: node.deleted,
    red: node.red,
  };
  copy.left = copyNode(node.left, copy);
  copy.right = copyNode(node.right, copy);
  return copy;
}

function copyRecordStore(store: RecordStore): RecordStore {
  return copyOf(store, {
    records: copyOf(store.records, { _root: copyNode(store.records._root, undefined) }),
  });
}

function copyDatabase(source: RawDatabase): RawDatabase {
  if (source.connections.length > 0) throw new Error(`the template database ${source.name} is still open`);
  const database = copyOf(source, { connections: [], transactions: [], rawObjectStores: new Map() });
  // Bound to its own database in the constructor.
  database.processTransactions = (
    Object.getPrototypeOf(source) as { processTransactions: () => void }
  ).processTransactions.bind(database);
  for (const [name, store] of source.rawObjectStores) {
    const copy = copyOf(store, {
      rawDatabase: database,
      records: copyRecordStore(store.records),
      keyGenerator: store.keyGenerator && copyOf(store.keyGenerator, {}),
      rawIndexes: new Map(),
    });
    for (const [indexName, index] of store.rawIndexes) {
      copy.rawIndexes.set(
        indexName,
        copyOf(index, { rawObjectStore: copy, records: copyRecordStore(index.records) }),
      );
    }
    database.rawObjectStores.set(name, copy);
  }
  return database;
}

/** Puts a copy of each of `from`'s databases into `to`, which must not hold one of the same name. */
export function copyDatabases(from: IDBFactory, to: IDBFactory): void {
  const source = (from as unknown as Factory)._databases;
  const target = (to as unknown as Factory)._databases;
  for (const [name, database] of source) {
    if (target.has(name)) throw new Error(`the factory already holds a database ${name}`);
    target.set(name, copyDatabase(database));
  }
}
