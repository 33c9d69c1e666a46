import type { Database } from "../db/client";
import { registerNamedStatement } from "../db/pglite-named-statements";

/**
 * A query prepared once per database handle (`db.select(…).prepare(name)`) instead of built on
 * every call: Drizzle builds its SQL once, and PostgreSQL parses and plans a named statement
 * once per connection — on a server through its driver, on the embedded PGlite through
 * `db/pglite-named-statements.ts`. For the hot paths (authentication, the current user, lists);
 * issue 15 measured Drizzle's query building at about a third of a simple request's CPU time,
 * and planning at most of an embedded statement's.
 *
 * `build` receives the statement's name; a query whose SQL depends on its filters (a search
 * term given or not) is prepared once per shape, each shape under its own name (`variant`).
 */
export function preparedPerDatabase<P extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: Database, name: string) => P,
) {
  const cache = new WeakMap<Database, Map<string, P>>();
  return (db: Database, variant = ""): P => {
    let byVariant = cache.get(db);
    if (!byVariant) {
      byVariant = new Map();
      cache.set(db, byVariant);
    }
    let prepared = byVariant.get(variant);
    if (!prepared) {
      const statementName = variant ? `${name}_${variant}` : name;
      prepared = build(db, statementName);
      registerNamedStatement(db, prepared.getQuery().sql, statementName);
      byVariant.set(variant, prepared);
    }
    return prepared;
  };
}
