import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  Column,
  is as drizzleIs,
  entityKind,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  sql,
  Table,
  View,
} from "drizzle-orm";
import { integer, PgColumn, PgTable, pgTable, pgView, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { drizzleRememberedIs } from "../build/drizzle-remembered-is.mjs";
import { applySourceEdit } from "../build/source-edits.mjs";

/*
 * The server's bundle puts Drizzle's `is` behind a memo by the value's prototype and the type
 * (build/drizzle-remembered-is.mjs, decision 0061). It must answer exactly what Drizzle's own
 * answers, for Drizzle's own classes and for a copy's (the walk by kind exists for two copies of
 * Drizzle in one process), the first time and every time after.
 */
const require = createRequire(import.meta.url);
// The ES module the bundle reads (the package exports its CommonJS twin to require).
const entitySource = readFileSync(
  require.resolve("drizzle-orm/entity").replace(/\.cjs$/, ".js"),
  "utf8",
);
const remembering = (await import(
  `data:text/javascript,${encodeURIComponent(applySourceEdit(drizzleRememberedIs, entitySource, "entity.js"))}`
)) as { is: typeof drizzleIs };

const things = pgTable("things", { id: integer().primaryKey(), name: text() });
const thingNames = pgView("thing_names").as((qb) => qb.select({ name: things.name }).from(things));
/** Classes another copy of Drizzle would define: the same kinds, not the same classes. */
// biome-ignore lint/complexity/noStaticOnlyClass: an entity class, as Drizzle writes them
class ForeignTable {
  static readonly [entityKind]: string = "Table";
}
class ForeignPgTable extends ForeignTable {
  static override readonly [entityKind]: string = "PgTable";
}
class ForeignSubTable extends ForeignPgTable {}
class NotAnEntity {}

const values: [string, unknown][] = [
  ["an SQL", sql`select 1`],
  ["a string chunk", new StringChunk("x")],
  ["a parameter", new Param(1)],
  ["a placeholder", sql.placeholder("p")],
  ["a table", things],
  ["a column", things.name],
  ["a view", thingNames],
  ["a foreign table", new ForeignTable()],
  ["a foreign PostgreSQL table", new ForeignPgTable()],
  ["a foreign table's subclass", new ForeignSubTable()],
  ["a plain object", { a: 1 }],
  ["an instance of a non-entity", new NotAnEntity()],
  ["null", null],
  ["a number", 1],
  ["a string", "things"],
];
const types = { SQL, StringChunk, Param, Placeholder, Table, PgTable, Column, PgColumn, View };

describe("the bundle's remembering `is`", () => {
  it("answers what Drizzle's answers, for every value and entity class, again and again", () => {
    for (const round of [1, 2]) {
      for (const [label, value] of values) {
        for (const [typeName, type] of Object.entries(types)) {
          expect(
            remembering.is(value, type as never),
            `${label} is ${typeName}, round ${round}`,
          ).toBe(drizzleIs(value, type as never));
        }
      }
    }
    // The cases the walk exists for.
    expect(remembering.is(new ForeignSubTable(), PgTable)).toBe(true);
    expect(remembering.is(new ForeignSubTable(), Table)).toBe(true);
    expect(remembering.is(new ForeignTable(), PgTable)).toBe(false);
    expect(remembering.is(things, Table)).toBe(true);
    expect(remembering.is(things.name, PgTable)).toBe(false);
  });

  it("refuses a class that is not an entity every time, and an object without a prototype, as Drizzle does", () => {
    for (const _round of [1, 2]) {
      expect(() => drizzleIs({}, NotAnEntity as never)).toThrow(
        /doesn't look like a Drizzle entity/,
      );
      expect(() => remembering.is({}, NotAnEntity as never)).toThrow(
        /doesn't look like a Drizzle entity/,
      );
      expect(() => drizzleIs(Object.create(null), SQL)).toThrow(TypeError);
      expect(() => remembering.is(Object.create(null), SQL)).toThrow(TypeError);
    }
  });

  it("fails the build when Drizzle's `is` is written differently", () => {
    const rewritten = entitySource.replace("function is(value, type)", "function is(v, t)");
    expect(() => applySourceEdit(drizzleRememberedIs, rewritten, "entity.js")).toThrow(
      /entity\.js changed: look at SOURCE_EDITS/,
    );
    expect(drizzleRememberedIs.file.test("/x/node_modules/drizzle-orm/entity.js")).toBe(true);
  });
});
