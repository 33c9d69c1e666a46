import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { insertInterview, inviteCandidate } from "../../test/interviews";
import { createOrganization } from "../../test/organizations";
import { candidateInterviews } from "./schema/index";

/*
 * "Candidate 7" of a blind first pass is the candidate's number in the interview, given by a
 * trigger after each insert (migration 0036, decision 0051): 1, 2, 3… per interview in the order
 * of invitation (a statement's rows by id),
 * whatever the insert says, never given twice, never reused.
 */

let app: TestApp;
let organizationId: string;

beforeAll(async () => {
  app = await buildTestApp();
  organizationId = (await createOrganization(app, { name: "Acme" })).organization.id;
});
afterAll(() => app.close());

async function numbers(interviewId: string) {
  const rows = await app.database.db
    .select({ email: candidateInterviews.email, number: candidateInterviews.number })
    .from(candidateInterviews)
    .where(eq(candidateInterviews.interviewId, interviewId))
    .orderBy(asc(candidateInterviews.number));
  return rows.map((row) => [row.email, row.number]);
}

it("numbers each interview's candidates from 1 in the order they were invited, one statement or many", async () => {
  const { interview: first } = await insertInterview(app, organizationId);
  const { interview: second } = await insertInterview(app, organizationId);
  await inviteCandidate(app, first, { email: "a@example.com" });
  await inviteCandidate(app, second, { email: "x@example.com" });
  // Whatever number an insert carries is replaced; a batch is numbered row by row.
  await app.database.db.insert(candidateInterviews).values(
    ["b@example.com", "c@example.com"].map((email) => ({
      organizationId,
      interviewId: first.id,
      positionId: first.positionId,
      email,
      number: 1,
    })),
  );
  await inviteCandidate(app, second, { email: "y@example.com" });

  // One statement's rows share their invitation time: numbered by id among themselves.
  const batch = (await numbers(first.id)).slice(1);
  expect(await numbers(first.id)).toEqual([["a@example.com", 1], ...batch]);
  expect(batch.map(([, number]) => number)).toEqual([2, 3]);
  expect(batch.map(([email]) => email).sort()).toEqual(["b@example.com", "c@example.com"]);
  expect(await numbers(second.id)).toEqual([
    ["x@example.com", 1],
    ["y@example.com", 2],
  ]);
});

it("never gives a number twice: not after an erasure, not to invitations sent at once", async () => {
  const { interview } = await insertInterview(app, organizationId);
  const { candidateInterview: erased } = await inviteCandidate(app, interview, {
    email: "one@example.com",
  });
  await inviteCandidate(app, interview, { email: "two@example.com" });
  await app.database.db.delete(candidateInterviews).where(eq(candidateInterviews.id, erased.id));
  // Two invitations at once (on PostgreSQL, TEST_DATABASE_URL): the second inserts while the
  // first, numbered already, has not committed, and must wait for its turn rather than read the
  // same highest number.
  const invite = (tx: Pick<typeof app.database.db, "insert">, email: string) =>
    tx.insert(candidateInterviews).values({
      organizationId,
      interviewId: interview.id,
      positionId: interview.positionId,
      email,
    });
  let inserted!: () => void;
  let commit!: () => void;
  const firstInserted = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  const committing = new Promise<void>((resolve) => {
    commit = resolve;
  });
  const first = app.database.db.transaction(async (tx) => {
    await invite(tx, "p@example.com");
    inserted();
    await committing;
  });
  await firstInserted;
  const second = app.database.db.transaction((tx) => invite(tx, "q@example.com"));
  setTimeout(commit, 300);
  await Promise.all([first, second]);
  await Promise.all(
    ["r@example.com", "s@example.com"].map((email) =>
      app.database.db.transaction((tx) => invite(tx, email)),
    ),
  );

  const given = (await numbers(interview.id)).map(([, number]) => number);
  expect(given).toEqual([2, 3, 4, 5, 6]);
});
