import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, Middleware } from 'dexie';

/**
 * A Dexie middleware that stands in for the writes (mutate) of some tables, with the core below it for the
 * rest. A store opened at a version before the kept figures (7), as the schema tests fill one to upgrade,
 * passes it by: what these middlewares keep exists only from that version on.
 */
export function writeMiddleware(
  name: string,
  tables: readonly string[],
  mutate: (core: DBCore, table: DBCoreTable, req: DBCoreMutateRequest) => Promise<DBCoreMutateResponse>,
): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name,
    create(core) {
      if (!core.schema.tables.some((t) => t.name === 'clientFigures')) return {};
      return {
        ...core,
        table(tableName) {
          const table = core.table(tableName);
          if (!tables.includes(tableName)) return table;
          return { ...table, mutate: (req) => mutate(core, table, req) };
        },
      };
    },
  };
}
