import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { FOREIGN_CURSORS, getList, walkCursor } from "../../../test/cursor-walk";
import {
  completeCandidate,
  type InterviewRow,
  insertInterview,
  insertReview,
  inviteCandidate,
} from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";

// Keyset pages of the review queue (decision 0047): walking `meta.next_cursor` gives every
// waiting candidate interview once, longest waiting first, while earlier completions arrive and
// the reviewer submits reviews; the count stays the caller's queue.

let app: TestApp;
let dataDir: string;
let reviewer: Actor;
let interview: InterviewRow;

const at = (day: number, micros = "000000") =>
  new Date(`2030-01-${String(day).padStart(2, "0")}T10:00:00.${micros.slice(0, 3)}Z`);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-queue-cursor-"));
  app = await buildTestApp({ dataDir });
  const { organization } = await createOrganization(app, { name: "Acme" });
  reviewer = await addMember(app, organization.id, ["reviewer"]);
  interview = (await insertInterview(app, organization.id)).interview;
  // 11 waiting; pairs completed at the same instant, so ids decide.
  for (let i = 0; i < 11; i += 1) {
    const { candidateInterview } = await inviteCandidate(app, interview, {
      email: `q${i}@example.com`,
    });
    await completeCandidate(app, candidateInterview.id, at(10 + Math.floor(i / 2)));
  }
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const QUEUE = "/v1/candidate_interviews/to_review";

describe("the review queue by cursor", () => {
  it("walks every waiting candidate once, longest waiting first, while others arrive", async () => {
    const before = (await getList(app, reviewer.headers, `${QUEUE}?limit=100`)).data.map(
      (row) => row.id,
    );
    expect(before).toHaveLength(11);
    let arrivals = 0;
    const { ids, pages } = await walkCursor(app, reviewer.headers, `${QUEUE}?limit=4`, async () => {
      // Completed earlier than every row listed so far: behind the cursor, never listed twice.
      arrivals += 1;
      const { candidateInterview } = await inviteCandidate(app, interview, {
        email: `late-${arrivals}@example.com`,
      });
      await completeCandidate(app, candidateInterview.id, at(arrivals));
    });
    expect(ids).toEqual(before);
    expect(pages).toBe(3);
  });

  it("counts the caller's queue with every page, and skips what they reviewed", async () => {
    const first = await getList(app, reviewer.headers, `${QUEUE}?limit=5`);
    const total = first.meta.pagy.count;
    const [reviewed] = first.data;
    if (!reviewed) throw new Error("empty queue");
    await insertReview(
      app,
      { id: reviewed.id, organizationId: reviewer.user.organizationId ?? "" },
      reviewer.user.id,
    );
    const all = await getList(app, reviewer.headers, `${QUEUE}?limit=100`);
    expect(all.data).toHaveLength(total - 1);
    expect(all.meta.pagy.count).toBe(total - 1);
    expect(all.meta.next_cursor).toBeNull();
    const second = await getList(
      app,
      reviewer.headers,
      `${QUEUE}?limit=5&cursor=${encodeURIComponent(first.meta.next_cursor ?? "")}`,
    );
    expect(second.meta.pagy.count).toBe(total - 1);
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(4, 9).map((row) => row.id));
  });

  it("answers 422 on a cursor it did not make", async () => {
    for (const cursor of FOREIGN_CURSORS) {
      const response = await app.inject({
        method: "GET",
        url: `${QUEUE}?cursor=${cursor}`,
        headers: reviewer.headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual({ cursor: ["invalid"] });
    }
  });
});
