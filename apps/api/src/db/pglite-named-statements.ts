import {
  type ParserOptions,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

/**
 * The embedded engine's client as Drizzle sees it, with named statements for the hot paths.
 *
 * PGlite's `query()` sends every statement unnamed (parse, describe, bind, describe, execute,
 * sync: six calls into the engine), so PostgreSQL parses and plans it again on each call; for the
 * current user's query (four joins and subqueries) planning was about three quarters of its
 * cost. A statement registered here (`lib/prepared.ts` does it for the hot paths, the ones that
 * are named statements on a PostgreSQL server too) is parsed once under its name, and each call
 * is one message to the engine: bind, describe, execute, sync. PostgreSQL then keeps its plan as
 * it does for any prepared statement (a generic plan once it costs no more than custom ones).
 *
 * Everything else goes to PGlite unchanged, and so does anything inside a transaction: Drizzle
 * runs those on the transaction's own client, never through this one.
 */
export type NamedStatementClient = {
  /** The client to hand to Drizzle. */
  client: PGlite;
  /** Runs `sql` as the named statement `name` from now on (the first call prepares it). */
  register(sql: string, name: string): void;
};

export function withNamedStatements(pglite: PGlite): NamedStatementClient {
  const names = new Map<string, string>();
  // Parameter types of the statements prepared in the engine's one session, by name.
  const prepared = new Map<string, number[]>();

  async function prepare(name: string, text: string): Promise<number[]> {
    const { messages } = await pglite.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseDescribeStatementResults(messages);
  }

  // PGlite's parseResults merges a query's own parsers into a copy of all of PGlite's, for each
  // query. Here each query's parsers (Drizzle's, one object per prepared query) lie on top of
  // PGlite's once: an object whose prototype is PGlite's map, so a type without a parser of the
  // query's own finds PGlite's, as in the copy.
  const layered = new WeakMap<object, PGlite["parsers"]>();
  function parsersWith(own: ParserOptions | undefined): PGlite["parsers"] {
    if (!own) return pglite.parsers;
    let parsers = layered.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(pglite.parsers) as PGlite["parsers"], own);
      layered.set(own, parsers);
    }
    return parsers;
  }

  async function runNamed<T>(
    name: string,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    // The same locks as `query()`: never between another caller's messages, nor inside a
    // transaction another caller holds.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        let types = prepared.get(name);
        if (!types) {
          types = await prepare(name, text);
          prepared.set(name, types);
        }
        const parameterTypes = types;
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const oid = parameterTypes[index] ?? 0;
          const serialize = options?.serializers?.[oid] ?? pglite.serializers[oid];
          return serialize ? serialize(param) : String(param);
        });
        // One message: the Sync at its end ends the implicit transaction (and, after an error,
        // puts the session back to ready), as `query()` does.
        const { messages } = await pglite.execProtocol(
          concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: "P" }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        // The query's own parsers in front of PGlite's, without PGlite's copy of its 318 per
        // query (11.5 % of the server's CPU on the library's page; decision 0062).
        const { parsers, ...rest } = options ?? {};
        return parse.parseResults(messages, parsersWith(parsers), rest)[0] as Results<T>;
      }),
    );
  }

  const client = new Proxy(pglite, {
    get(target, property) {
      if (property === "query") {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          const name = names.get(text);
          return name
            ? runNamed<T>(name, text, params, options)
            : target.query<T>(text, params, options);
        };
      }
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they run on PGlite itself, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

  return {
    client,
    register(sql, name) {
      const known = names.get(sql);
      if (known === undefined) names.set(sql, name);
    },
  };
}

// The named-statement client behind each embedded database handle (none on a PostgreSQL server,
// whose driver names statements itself).
const byDatabase = new WeakMap<object, NamedStatementClient>();

export function attachNamedStatements(db: object, named: NamedStatementClient): void {
  byDatabase.set(db, named);
}

/** Runs `sql` on `db` as the named statement `name`, when `db` is an embedded database. */
export function registerNamedStatement(db: object, sql: string, name: string): void {
  byDatabase.get(db)?.register(sql, name);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
