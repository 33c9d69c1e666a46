import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { compilePgliteWasm } from "./pglite-wasm";

describe("PGlite's WebAssembly compiled ahead", () => {
  it("is compiled once per process and opens every embedded database", async () => {
    expect(compilePgliteWasm()).toBe(compilePgliteWasm());
    await compilePgliteWasm();

    const first = await openPglite({});
    const second = await openPglite({});
    const answers = await Promise.all([
      first.db.execute(sql`select 1 as one`),
      second.db.execute(sql`select 2 as one`),
    ]);
    await Promise.all([first.close(), second.close()]);
    expect(answers.map((result) => (result as { rows: unknown[] }).rows)).toEqual([
      [{ one: 1 }],
      [{ one: 2 }],
    ]);
  });
});
