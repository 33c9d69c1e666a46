import { randomUUID } from "node:crypto";
import type { CandidateSort } from "@candor/shared/schemas/candidates";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { DatabaseHandle } from "../../db/client";
import type { CandidateFilter } from "./candidate-filters.queries";
import { listCandidates } from "./candidates.queries";

/*
 * Which pages of the candidates list are named statements (decision 0053), whose generic plan
 * PostgreSQL keeps after five runs, and which are planned for their values on every request
 * (decision 0058): a generic plan of a position's stage walked the whole organization for a stage
 * of one candidate. Checked on a database of one connection, where pg_prepared_statements shows
 * what the session prepared (a transaction would not do: on PGlite it names no statement).
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase(inject("databaseTemplate"), { maxConnections: 1 });
});
afterAll(() => database.close());

async function preparedPages(): Promise<string[]> {
  const result = await database.db.execute(
    sql`select statement from pg_prepared_statements where name like 'candidate_page%'`,
  );
  return (result as unknown as { rows: { statement: string }[] }).rows.map((row) => row.statement);
}

/** The page statements the session names while listing six times with `filter`. */
async function namedAfterListing(
  filter: CandidateFilter & { sort?: CandidateSort },
): Promise<string[]> {
  const before = new Set(await preparedPages());
  const organizationId = randomUUID();
  for (let call = 0; call < 6; call += 1) {
    await listCandidates(database.db, {
      organizationId,
      ...filter,
      limit: 20,
      offset: 0,
      viewerId: randomUUID(),
    });
  }
  return (await preparedPages()).filter((statement) => !before.has(statement));
}

describe("the candidates list's page statement", () => {
  it("is named when its plan is the same for any values: the order, the days added, a position's stage, an interview filter", async () => {
    expect(await namedAfterListing({})).toHaveLength(1);
    expect(await namedAfterListing({ addedFrom: "2026-01-01" })).toHaveLength(1);
    // Off the candidate positions' and the interviews' indexes in the page's order (migrations
    // 0037 and 0038).
    expect(await namedAfterListing({ positionId: randomUUID(), stage: "offer" })).toHaveLength(1);
    expect(await namedAfterListing({ interviewStatus: "completed" })).toHaveLength(1);
    expect(await namedAfterListing({ awaitingReviewBy: randomUUID() })).toHaveLength(1);
  });

  it.each<[string, CandidateFilter & { sort?: CandidateSort }]>([
    ["a search", { q: "ada" }],
    ["a stage across positions", { stage: "offer" }],
    ["a position and a tag", { positionId: randomUUID(), tag: "python" }],
    ["a tag", { tag: "python" }],
    ["an interview status and a tag", { interviewStatus: "completed", tag: "python" }],
    ["awaiting a review, by name", { awaitingReviewBy: randomUUID(), sort: "last_name" }],
  ])("is planned for its values with %s", async (_name, filter) => {
    expect(await namedAfterListing(filter)).toEqual([]);
  });
});
