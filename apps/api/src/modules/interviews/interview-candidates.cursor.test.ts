import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type InterviewRow, insertInterview, inviteCandidate } from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateInterviews } from "../../db/schema/index";

// Keyset pages of an interview's candidates (decision 0037): walking `meta.next_cursor` gives
// every candidate once, in order, while new invitations arrive on top, where OFFSET pages would
// repeat rows.

let app: TestApp;
let dataDir: string;
let organizationId: string;
let hr: Actor;
let interview: InterviewRow;

type ListBody = {
  data: { id: string; attributes: { email: string; status: string } }[];
  meta: {
    pagy: { count: number };
    count_by_status: Record<string, number>;
    next_cursor: string | null;
  };
};

async function list(query: string): Promise<ListBody> {
  const response = await app.inject({
    method: "GET",
    url: `/v1/prerecorded_interviews/${interview.id}/candidate_interviews?${query}`,
    headers: hr.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

let arrivals = 0;

async function walk(query: string): Promise<{ emails: string[]; pages: number }> {
  const emails: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const body: ListBody = await list(
      `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    emails.push(...body.data.map((row) => row.attributes.email));
    cursor = body.meta.next_cursor;
    pages += 1;
    // Between the pages, a new invitation arrives, newer than every row listed so far.
    arrivals += 1;
    await inviteCandidate(app, interview, {
      email: `new-${arrivals}@example.com`,
      invitedAt: new Date(Date.UTC(2031, 0, arrivals)),
    });
  } while (cursor && pages < 20);
  return { emails, pages };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-candidates-cursor-"));
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" });
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  const position = await insertPosition(app, organizationId, { title: "Analyst" });
  interview = (await insertInterview(app, organizationId, { positionId: position.id })).interview;
  const statuses = ["invited", "completed", "started", "completed", "invited", "completed"];
  for (const [index, status] of statuses.entries()) {
    for (const twin of ["a", "b"]) {
      const { candidateInterview } = await inviteCandidate(app, interview, {
        email: `c${index}${twin}@example.com`,
        status: status as "invited",
      });
      // Twins share their millisecond and differ by a microsecond, which a cursor made from a
      // JavaScript Date (milliseconds) would lose; two rows share even the microsecond.
      const micros = twin === "a" ? "000001" : index === 2 ? "000001" : "000002";
      await app.database.db
        .update(candidateInterviews)
        .set({ invitedAt: sql`${`2030-01-0${index + 1} 10:00:00.${micros}+00`}::timestamptz` })
        .where(eq(candidateInterviews.id, candidateInterview.id));
    }
  }
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("an interview's candidates by cursor", () => {
  it("walks every candidate once, newest first, while new ones are invited", async () => {
    const before = (await list("limit=100")).data.map((row) => row.attributes.email);
    expect(before).toHaveLength(12);
    const { emails, pages } = await walk("limit=5");
    expect(emails).toEqual(before);
    expect(pages).toBe(3);
  });

  it("walks a status the same way", async () => {
    const before = (await list("limit=100&status=completed")).data.map((r) => r.attributes.email);
    expect(before).toHaveLength(6);
    const { emails } = await walk("limit=4&status=completed");
    expect(emails).toEqual(before);
  });

  it("ends with a null next_cursor, and counts what a full count counts", async () => {
    const body = await list("limit=100&status=completed");
    expect(body.meta.next_cursor).toBeNull();
    const rows = await app.database.db
      .select({ status: candidateInterviews.status, count: count() })
      .from(candidateInterviews)
      .where(
        and(
          eq(candidateInterviews.organizationId, organizationId),
          eq(candidateInterviews.interviewId, interview.id),
        ),
      )
      .groupBy(candidateInterviews.status);
    const full = Object.fromEntries(rows.map((row) => [row.status, row.count]));
    for (const [status, counted] of Object.entries(body.meta.count_by_status)) {
      expect(counted).toBe(full[status] ?? 0);
    }
    expect(body.meta.pagy.count).toBe(full.completed);
  });

  it("answers 422 on a cursor it did not make", async () => {
    for (const cursor of [
      "nonsense",
      Buffer.from('["x","y"]').toString("base64url"),
      "x".repeat(201),
    ]) {
      const response = await app.inject({
        method: "GET",
        url: `/v1/prerecorded_interviews/${interview.id}/candidate_interviews?cursor=${cursor}`,
        headers: hr.headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual({ cursor: ["invalid"] });
    }
  });
});
