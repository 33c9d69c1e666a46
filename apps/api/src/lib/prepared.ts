import type { Database } from "../db/client";

/**
 * A query prepared once per database handle (`db.select(…).prepare(name)`) instead of built on
 * every call: Drizzle builds its SQL once, and PostgreSQL parses and plans a named statement
 * once per connection. For the hot paths (the current user, lists); issue 15 measured Drizzle's
 * query building at about a third of a simple request's CPU time.
 *
 * `build` receives the statement's name; a query whose SQL depends on its filters (a search
 * term given or not) is prepared once per shape, each shape under its own name (`variant`).
 */
export function preparedPerDatabase<P>(name: string, build: (db: Database, name: string) => P) {
  const cache = new WeakMap<Database, Map<string, P>>();
  return (db: Database, variant = ""): P => {
    let byVariant = cache.get(db);
    if (!byVariant) {
      byVariant = new Map();
      cache.set(db, byVariant);
    }
    let prepared = byVariant.get(variant);
    if (!prepared) {
      prepared = build(db, variant ? `${name}_${variant}` : name);
      byVariant.set(variant, prepared);
    }
    return prepared;
  };
}
