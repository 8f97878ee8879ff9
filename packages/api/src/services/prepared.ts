import type { Database } from "@staffing/db";

/**
 * A query prepared once per database and then only executed: the public reads run on every visit,
 * and building their SQL again each time costs more than running it.
 */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
