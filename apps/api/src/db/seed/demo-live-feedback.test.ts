import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { insertScorecard } from "../../../test/content-library";
import { insertLiveInterview } from "../../../test/live-after";
import { createHiringTeam, injectAs } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { liveInterviewFeedback } from "../schema/index";
import { seedDemoLiveFeedback } from "./demo-live-feedback";

const HOUR = 3_600_000;

describe("the demo's live feedback", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("scores every past call but leaves the latest one's last interviewer to do, once", async () => {
    const team = await createHiringTeam(app);
    const scorecard = await insertScorecard(app, team.organizationId, {
      criteria: ["Communication", "Craft"],
    });
    const position = await insertPosition(app, team.organizationId, { scorecardId: scorecard.id });
    const candidate = await insertCandidate(app, team.organizationId);
    const panel = [team.admin.user.id, team.hr.user.id];
    const base = {
      organizationId: team.organizationId,
      candidateId: candidate.id,
      positionId: position.id,
      interviewerIds: panel,
    };
    const older = await insertLiveInterview(app, {
      ...base,
      startsAt: new Date(Date.now() - 72 * HOUR),
      status: "done",
    });
    const latest = await insertLiveInterview(app, {
      ...base,
      startsAt: new Date(Date.now() - 5 * HOUR),
    });
    await insertLiveInterview(app, { ...base, startsAt: new Date(Date.now() + 24 * HOUR) });

    const now = new Date();
    expect(
      await app.database.db.transaction((tx) => seedDemoLiveFeedback(tx, team.organizationId, now)),
    ).toBe(3);
    expect(
      await app.database.db.transaction((tx) => seedDemoLiveFeedback(tx, team.organizationId, now)),
    ).toBe(0);

    const rows = await app.database.db
      .select()
      .from(liveInterviewFeedback)
      .where(eq(liveInterviewFeedback.organizationId, team.organizationId));
    expect(rows.filter((row) => row.liveInterviewId === older.id)).toHaveLength(2);
    expect(
      rows.filter((row) => row.liveInterviewId === latest.id).map((row) => row.interviewerId),
    ).toEqual([team.admin.user.id]);
    // The interviewer left to do finds it waiting; the average shows to the one who scored.
    const due = await injectAs(app, team.hr, "GET", "/v1/live_interviews/feedback_due");
    expect(due.json().data.map((item: { id: string }) => item.id)).toEqual([latest.id]);
    const seen = await injectAs(app, team.admin, "GET", `/v1/live_interviews/${older.id}/feedback`);
    expect(seen.json().data.attributes.average.overall).toBeGreaterThanOrEqual(3);
  });
});
