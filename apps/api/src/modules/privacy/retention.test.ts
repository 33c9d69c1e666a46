import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertAnswer, insertInterview, inviteCandidate } from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { decide, insertFootprint } from "../../../test/privacy";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { candidates, prerecordedAnswers, retentionRuns } from "../../db/schema/index";
import { issueSessionToken } from "../accounts/session-token";
import { queueDailyRetention } from "./privacy-schedule";

const DAY = 24 * 60 * 60 * 1000;

describe("retention", () => {
  let app: TestApp;
  let clock: TestClock;
  let dataDir: string;
  let sequence = 0;
  const person = () => {
    sequence++;
    return {
      email: `retained-${sequence}-${Date.now()}@example.com`,
      firstName: "Rita",
      lastName: `Retained${sequence}`,
    };
  };
  const exists = async (key: string) => (await app.storage.get(key)) !== undefined;
  const answersOf = (candidateInterviewId: string) =>
    app.database.db
      .select()
      .from(prerecordedAnswers)
      .where(eq(prerecordedAnswers.candidateInterviewId, candidateInterviewId));
  /** The day's run as the schedule queues it, then the queue drained (files job included). */
  /** A session opened now (the test clock runs past the 5-day sessions). */
  async function fresh(actor: Actor) {
    const token = await issueSessionToken(app.database.db, { userId: actor.user.id, now: clock() });
    return { authorization: `Bearer ${token}` };
  }
  async function runDaily() {
    await queueDailyRetention(app.database.db, clock());
    await app.jobs.runPending();
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-retention-"));
    clock = createTestClock();
    app = await buildTestApp({ dataDir }, { clock });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives every organization, new or old, the defaults, and lets only admins change them within 30–730 days", async () => {
    const { organization, admin } = await createOrganization(app);
    const hr = await addMember(app, organization.id, ["hr_manager"]);
    const url = "/v1/organizations/current/retention";
    const read = await app.inject({ method: "GET", url, headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toMatchObject({
      recordings_days: 180,
      candidate_days: 365,
    });

    const refused = await app.inject({
      method: "PUT",
      url,
      headers: admin.headers,
      payload: { recordings_days: 29, candidate_days: 731 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toEqual({
      recordings_days: ["out_of_range"],
      candidate_days: ["out_of_range"],
    });
    const asHr = await app.inject({
      method: "PUT",
      url,
      headers: hr.headers,
      payload: { recordings_days: 60, candidate_days: 90 },
    });
    expect(asHr.statusCode).toBe(403);
    expect(
      (await app.inject({ method: "GET", url, headers: admin.headers })).json().data.attributes,
    ).toMatchObject({ recordings_days: 180, candidate_days: 365 });

    const changed = await app.inject({
      method: "PUT",
      url,
      headers: admin.headers,
      payload: { recordings_days: 30, candidate_days: 730 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      recordings_days: 30,
      candidate_days: 730,
    });
    const log = await app.inject({
      method: "GET",
      url: "/v1/organizations/current/audit_log",
      headers: admin.headers,
    });
    expect(log.json().data[0].attributes).toMatchObject({
      action: "retention_changed",
      counts: { recordings_days: 30, candidate_days: 730 },
    });
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/v1/organizations/current/audit_log",
          headers: hr.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("deletes recordings N days after the final decision, rows and files, unless a legal hold pauses it, and logs the counts", async () => {
    const { organization, admin } = await createOrganization(app);
    const other = await createOrganization(app);
    const scope = { organizationId: organization.id, teamMemberId: admin.user.id };
    const rejected = await insertFootprint(app, { ...scope, person: person() });
    const held = await insertFootprint(app, { ...scope, person: person() });
    const undecided = await insertFootprint(app, { ...scope, person: person() });
    await decide(app, rejected.candidateInterview.id, "reject", clock());
    await decide(app, held.candidateInterview.id, "advance", clock());
    const hold = await app.inject({
      method: "PUT",
      url: `/v1/candidates/${held.record.id}/legal_hold`,
      headers: admin.headers,
      payload: { legal_hold: true },
    });
    expect(hold.statusCode).toBe(200);

    // The countdown: 180 days after the decision.
    const privacy = await app.inject({
      method: "GET",
      url: `/v1/candidates/${rejected.record.id}/privacy`,
      headers: admin.headers,
    });
    const [countdown] = privacy.json().data.attributes.recordings;
    expect(new Date(countdown.delete_on).getTime()).toBe(
      new Date(
        (
          await app.database.db.query.candidateInterviews.findFirst({
            where: (row, { eq: equals }) => equals(row.id, rejected.candidateInterview.id),
          })
        )?.decidedAt ?? 0,
      ).getTime() +
        180 * DAY,
    );
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/v1/candidates/${rejected.record.id}/privacy`,
          headers: other.admin.headers,
        })
      ).statusCode,
    ).toBe(404);

    clock.advance(179 * DAY);
    await runDaily();
    expect(await answersOf(rejected.candidateInterview.id)).toHaveLength(2);
    for (const recording of rejected.recordings) expect(await exists(recording.key)).toBe(true);

    clock.advance(2 * DAY);
    await runDaily();
    expect(await answersOf(rejected.candidateInterview.id)).toEqual([]);
    for (const recording of rejected.recordings) expect(await exists(recording.key)).toBe(false);
    // Held: nothing goes. Undecided (completed, no decision): nothing starts the count.
    expect(await answersOf(held.candidateInterview.id)).toHaveLength(2);
    for (const recording of held.recordings) expect(await exists(recording.key)).toBe(true);
    expect(await answersOf(undecided.candidateInterview.id)).toHaveLength(2);

    const log = await app.inject({
      method: "GET",
      url: "/v1/organizations/current/audit_log",
      headers: await fresh(admin),
    });
    const runs = log
      .json()
      .data.filter(
        (entry: { attributes: { action: string } }) => entry.attributes.action === "retention_run",
      );
    expect(runs).toHaveLength(1);
    expect(runs[0].attributes.counts).toMatchObject({ recordings: 2, answers: 2, files: 2 });
    expect(JSON.stringify(runs[0].attributes)).not.toContain("Rita");

    // The hold lifted, the next run deletes them.
    await app.inject({
      method: "PUT",
      url: `/v1/candidates/${held.record.id}/legal_hold`,
      headers: await fresh(admin),
      payload: { legal_hold: false },
    });
    clock.advance(DAY);
    await runDaily();
    expect(await answersOf(held.candidateInterview.id)).toEqual([]);
    for (const recording of held.recordings) expect(await exists(recording.key)).toBe(false);
  });

  it("deletes the recordings of an interview never completed N days after its deadline", async () => {
    const { organization } = await createOrganization(app);
    const { interview, questions } = await insertInterview(app, organization.id, {
      deadline: new Date(clock().getTime() + DAY),
    });
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "started" });
    const key = `answers/${organization.id}/${candidateInterview.id}/partial.webm`;
    await app.storage.put(key, Buffer.from("partial take"), { contentType: "video/webm" });
    await insertAnswer(app, candidateInterview, questions[0]?.id ?? "", { videoKey: key });
    clock.advance(180 * DAY);
    await runDaily();
    expect(await exists(key)).toBe(true);
    clock.advance(2 * DAY);
    await runDaily();
    expect(await exists(key)).toBe(false);
    expect(await answersOf(candidateInterview.id)).toEqual([]);
  });

  it("anonymizes candidate records M days after their last activity, unless held", async () => {
    const { organization, admin } = await createOrganization(app);
    const scope = { organizationId: organization.id, teamMemberId: admin.user.id };
    const stale = await insertFootprint(app, { ...scope, person: person() });
    const held = await insertFootprint(app, { ...scope, person: person() });
    await app.inject({
      method: "PUT",
      url: `/v1/candidates/${held.record.id}/legal_hold`,
      headers: admin.headers,
      payload: { legal_hold: true },
    });
    clock.advance(366 * DAY);
    await runDaily();
    const [row] = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, stale.record.id));
    expect(row).toMatchObject({ firstName: "Erased", lastName: "candidate", phone: null });
    expect(row?.email).not.toContain("retained");
    expect(await exists(stale.resumeKey)).toBe(false);
    const [kept] = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, held.record.id));
    expect(kept?.firstName).toBe("Rita");
  });

  it("queues one run a day, however many processes ask", async () => {
    const day = new Date(clock().getTime() + 1000 * DAY);
    const results = await Promise.all(
      [1, 2, 3].map(() => queueDailyRetention(app.database.db, day)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(retentionRuns)
      .where(eq(retentionRuns.day, day.toISOString().slice(0, 10)));
    expect(rows).toHaveLength(1);
  });
});
