import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedPerDatabase } from "../lib/prepared";
import { type DatabaseHandle, openPglite } from "./client";

const things = pgTable("things", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  size: integer(),
  seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  // Text to Drizzle's parser, a Date to PGlite's own: which one a named statement used shows.
  madeAt: timestamp({ mode: "string" }).notNull().default(sql`'2026-11-29 03:30:00'`),
});

const thingByName = preparedPerDatabase("thing_by_name", (db, name) =>
  db
    .select()
    .from(things)
    .where(eq(things.name, sql.placeholder("name")))
    .prepare(name),
);

const insertThing = preparedPerDatabase("insert_thing", (db, name) =>
  db
    .insert(things)
    .values({ name: sql.placeholder("name"), size: sql.placeholder("size") })
    .returning()
    .prepare(name),
);

describe("named statements on the embedded database", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite({});
    await database.db.execute(sql`
      create table things (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        size integer,
        seen_at timestamptz not null default now(),
        made_at timestamp not null default '2026-11-29 03:30:00'
      )`);
  });
  afterAll(() => database.close());

  const preparedNames = async () => {
    const result = await database.db.execute(
      sql`select name from pg_prepared_statements order by name`,
    );
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  };

  it("runs a prepared query as a statement prepared once, with the same rows as Drizzle's", async () => {
    const { db } = database;
    const [inserted] = await insertThing(db).execute({ name: "lamp", size: null });
    expect(inserted).toMatchObject({ name: "lamp", size: null });
    expect(inserted?.seenAt).toBeInstanceOf(Date);
    expect(inserted?.madeAt).toBe("2026-11-29 03:30:00");

    const [first] = await thingByName(db).execute({ name: "lamp" });
    const [again] = await thingByName(db).execute({ name: "lamp" });
    const [unnamed] = await db.select().from(things).where(eq(things.name, "lamp"));
    expect(first).toEqual(unnamed);
    expect(again).toEqual(unnamed);
    expect(await thingByName(db).execute({ name: "nothing" })).toEqual([]);
    expect(await preparedNames()).toEqual(["insert_thing", "thing_by_name"]);
  });

  it("answers a failing statement's error and keeps the session usable", async () => {
    const { db } = database;
    await insertThing(db).execute({ name: "chair", size: 4 });
    await expect(insertThing(db).execute({ name: "chair", size: 5 })).rejects.toMatchObject({
      cause: { code: "23505", constraint: "things_name_key" },
    });
    // A failure inside the session would fail the next statement ("current transaction is
    // aborted") if the Sync had not ended it.
    const rows = await thingByName(db).execute({ name: "chair" });
    expect(rows.map((row) => row.size)).toEqual([4]);
  });

  it("never interleaves with other callers' queries or a transaction", async () => {
    const { db } = database;
    const names = Array.from({ length: 20 }, (_, index) => `thing-${index}`);
    await Promise.all([
      ...names.map((name, index) => insertThing(db).execute({ name, size: index })),
      db.transaction(async (tx) => {
        await tx.insert(things).values({ name: "in-transaction", size: -1 });
        await tx.update(things).set({ size: -2 }).where(eq(things.name, "in-transaction"));
      }),
    ]);
    const found = await Promise.all(
      names.map(async (name) => (await thingByName(db).execute({ name }))[0]?.size),
    );
    expect(found).toEqual(names.map((_, index) => index));
    expect((await thingByName(db).execute({ name: "in-transaction" }))[0]?.size).toBe(-2);
  });
});
