import { sql } from "drizzle-orm";
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

/** The most shapes one `namedByShape` names; past it, new shapes run unnamed. */
export const MAX_SHAPES = 64;

/**
 * Runs a query built on each call (its conditions depend on the filters given) as the named
 * statement of its SQL's shape: the first call with a new shape names it `${prefix}_${n}`, and
 * every later call with the same SQL text, whatever its parameters, runs that statement, which
 * PostgreSQL parses and plans once per connection. The candidates list's page took 2–3 ms to plan
 * and 1.3 ms to run. Drizzle builds the SQL once per call: the query is prepared unnamed, and
 * named (nameStatement) once its text is known.
 *
 * A name stands for one text in the whole process, on every handle and connection, so a
 * transaction's connection never meets one name with two texts. A value spelled into the SQL
 * (a list of ids, say) would make a shape per value: past MAX_SHAPES shapes a new one runs
 * unnamed, so the statements a connection keeps stay bounded.
 */
export function namedByShape(prefix: string) {
  const names = new Map<string, string>();
  return <T>(
    db: Database,
    query: { prepare(name: string): { getQuery(): { sql: string }; execute(): Promise<T> } },
  ): Promise<T> => {
    const prepared = query.prepare("");
    const { sql: text } = prepared.getQuery();
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_SHAPES) return prepared.execute();
      name = `${prefix}_${names.size + 1}`;
      names.set(text, name);
    }
    nameStatement(prepared, name);
    registerNamedStatement(db, text, name);
    return prepared.execute();
  };
}

/**
 * Names a query Drizzle has prepared, after the fact: Drizzle takes a statement's name before it
 * builds the SQL the name depends on, and building it twice (once to learn the text) was about a
 * twentieth of the candidates list's CPU (issue 15, decision 0061). On a PostgreSQL server the
 * name travels in node-postgres's query configs (private in Drizzle's types, so written through
 * this one place); `prepared.test.ts`, run on PostgreSQL too, fails if they stop carrying it. An
 * embedded PGlite query has no such config and is named by its text (registerNamedStatement).
 */
function nameStatement(prepared: object, name: string): void {
  const { queryConfig, rawQueryConfig } = prepared as {
    queryConfig?: { name?: string };
    rawQueryConfig?: { name?: string };
  };
  for (const config of [queryConfig, rawQueryConfig]) {
    if (config && "name" in config) config.name = name;
  }
}

/**
 * A page's LIMIT (or an OFFSET of 0) written into the SQL instead of sent as a parameter.
 * PostgreSQL costs a LIMIT or OFFSET it can't see as if it kept a tenth of the rows, so a named
 * statement with them never earns a generic plan and is planned again on every call (2 ms for the
 * candidates list's page, which runs in 1.3). Page sizes are few (1–100 by the endpoint table),
 * a shape each. An OFFSET other than 0 stays a parameter: deep pages by number are rare.
 */
export function literalPageBound(bound: number): number {
  if (!Number.isInteger(bound) || bound < 0) throw new RangeError(`page bound ${bound}`);
  // Drizzle writes an object given as the limit or offset (a placeholder, here SQL) as it is.
  return sql.raw(String(bound)) as unknown as number;
}
