import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../db/client";
import { literalPageBound, MAX_SHAPES, namedByShape } from "./prepared";

const things = pgTable("shaped_things", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  size: integer().notNull(),
});

// On the embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, where node-postgres
// carries the names (nameStatement): one connection, so pg_prepared_statements shows them all.
describe("statements named by their shape", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseTemplate"), { maxConnections: 1 });
    await database.db.execute(sql`
      create table shaped_things (
        id uuid primary key default gen_random_uuid(), name text not null, size integer not null
      )`);
    await database.db.execute(sql`
      insert into shaped_things (name, size)
      select 'thing-' || n, n from generate_series(1, 100) as n`);
  });
  afterAll(() => database.close());

  const preparedNames = async (prefix: string) => {
    const result = await database.db.execute(
      sql`select name from pg_prepared_statements where name like ${`${prefix}%`} order by name`,
    );
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  };

  it("prepares each shape once, whatever its values, with the rows Drizzle answers", async () => {
    const { db } = database;
    const run = namedByShape("sized");
    const query = (minimum: number, name?: string) =>
      db
        .select({ name: things.name, size: things.size })
        .from(things)
        .where(
          and(gte(things.size, minimum), name === undefined ? undefined : eq(things.name, name)),
        )
        .orderBy(things.size)
        .limit(3);

    expect(await run(db, query(98))).toEqual(await query(98));
    expect((await run(db, query(10))).map((row) => row.size)).toEqual([10, 11, 12]);
    expect(await run(db, query(1, "thing-7"))).toEqual([{ name: "thing-7", size: 7 }]);
    expect(await run(db, query(50, "thing-7"))).toEqual([]);
    // Two shapes (with and without the name), four calls.
    expect(await preparedNames("sized")).toEqual(["sized_1", "sized_2"]);
  });

  it("plans a page with its size written in once, then keeps the generic plan", async () => {
    const { db } = database;
    const run = namedByShape("paged");
    const page = (minimum: number, limit: number) =>
      db
        .select({ size: things.size })
        .from(things)
        .where(
          inArray(
            things.id,
            db
              .select({ id: things.id })
              .from(things)
              .where(gte(things.size, minimum))
              .orderBy(desc(things.size))
              .limit(literalPageBound(limit)),
          ),
        )
        .orderBy(desc(things.size));
    expect(page(1, 3).toSQL().sql).toContain("limit 3)");
    for (let call = 0; call < 8; call += 1) {
      expect((await run(db, page(call, 3))).map((row) => row.size)).toEqual([100, 99, 98]);
    }
    expect((await run(db, page(1, 2))).map((row) => row.size)).toEqual([100, 99]);
    const result = await db.execute(
      sql`select name, generic_plans from pg_prepared_statements where name like 'paged%' order by name`,
    );
    const rows = (result as unknown as { rows: { name: string; generic_plans: number }[] }).rows;
    // A statement per page size; the first, called eight times, runs a generic plan now.
    expect(rows.map((row) => row.name)).toEqual(["paged_1", "paged_2"]);
    expect(Number(rows[0]?.generic_plans)).toBeGreaterThan(0);
    expect(() => literalPageBound(2.5)).toThrow(RangeError);
  });

  it("runs new shapes unnamed past the cap, so the prepared statements stay bounded", async () => {
    const { db } = database;
    const run = namedByShape("listed");
    // A list of values spelled into the SQL: a shape per length.
    const sizes = (count: number) =>
      db
        .select({ size: things.size })
        .from(things)
        .where(
          inArray(
            things.size,
            Array.from({ length: count }, (_, index) => index + 1),
          ),
        );
    for (let count = 1; count <= MAX_SHAPES + 5; count += 1) {
      expect(await run(db, sizes(count))).toHaveLength(Math.min(count, 100));
    }
    expect(await preparedNames("listed")).toHaveLength(MAX_SHAPES);
  });
});
