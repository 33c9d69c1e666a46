import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { insertScorecard } from "../../../test/content-library";
import { insertLiveInterview } from "../../../test/live-after";
import {
  type ActorRequest,
  addMember,
  createHiringTeam,
  injectAs,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { createTestClock } from "../../../test/test-clock";
import { scheduleFeedbackReminder } from "./live-feedback-reminders";

const HOUR = 3_600_000;

describe("live interview feedback", () => {
  let app: TestApp;
  let dataDir: string;
  const clock = createTestClock();
  let team: Awaited<ReturnType<typeof createHiringTeam>>;
  let second: Awaited<ReturnType<typeof addMember>>;
  let scorecard: Awaited<ReturnType<typeof insertScorecard>>;
  let candidateId: string;
  let interview: Awaited<ReturnType<typeof insertLiveInterview>>;
  const inject = (...request: ActorRequest) => injectAs(app, ...request);

  function scores(ratings: number[]) {
    return scorecard.criteria.map((criterion, index) => ({
      criterion_id: criterion.id,
      rating: ratings[index] ?? 1,
    }));
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-live-feedback-"));
    app = await buildTestApp({ dataDir }, { clock });
    team = await createHiringTeam(app);
    second = await addMember(app, team.organizationId, ["reviewer"], { firstName: "Second" });
    scorecard = await insertScorecard(app, team.organizationId, {
      criteria: ["Communication", "Problem solving"],
    });
    const position = await insertPosition(app, team.organizationId);
    candidateId = (await insertCandidate(app, team.organizationId)).id;
    interview = await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId: position.id,
      interviewerIds: [team.reviewer.user.id, second.user.id],
      startsAt: new Date(Date.now() - 2 * HOUR),
      durationMinutes: 60,
      scorecardId: scorecard.id,
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const url = () => `/v1/live_interviews/${interview.id}/feedback`;

  it("keeps the others' scores hidden until the caller's own is submitted, then shows them and the average", async () => {
    const draft = await inject(team.reviewer, "PUT", url(), {
      scores: scores([4]),
      comment: "So far",
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.attributes.my_feedback.submitted_at).toBeNull();

    const first = await inject(team.reviewer, "POST", `${url()}/submit`, {
      scores: scores([4, 2]),
      comment: "Clear",
    });
    expect(first.statusCode).toBe(200);
    const firstView = first.json().data.attributes;
    expect(firstView.others_visible).toBe(true);
    expect(firstView.feedback).toEqual([]);
    expect(firstView.submitted_count).toBe(1);

    const blind = (await inject(second, "GET", url())).json().data.attributes;
    expect(blind.others_visible).toBe(false);
    expect(blind.feedback).toEqual([]);
    expect(blind.average).toBeNull();
    expect(blind.submitted_count).toBe(1);
    expect(JSON.stringify(blind)).not.toContain("Clear");

    const submitted = await inject(second, "POST", `${url()}/submit`, {
      scores: scores([2, 2]),
      comment: "Fine",
    });
    const seen = submitted.json().data.attributes;
    expect(seen.feedback).toHaveLength(1);
    expect(seen.feedback[0].comment).toBe("Clear");
    // Means of each feedback's own mean: (3 + 2) / 2.
    expect(seen.average.overall).toBe(2.5);
    expect(seen.average.by_criterion.map((c: { average: number }) => c.average)).toEqual([3, 2]);
  });

  it("needs every criterion to submit, and a submitted feedback no longer changes", async () => {
    const incomplete = await inject(team.reviewer, "PUT", url(), { scores: [], comment: "" });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().code).toBe("live_feedback_already_submitted");
    const late = await inject(team.hr, "POST", `${url()}/submit`, { scores: scores([1, 1]) });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe("not_on_panel");
  });

  it("lets only panel members write; a reviewer off the panel and another organization get 404", async () => {
    const other = await addMember(app, team.organizationId, ["reviewer"]);
    expect((await inject(other, "GET", url())).statusCode).toBe(404);
    expect((await inject(other, "PUT", url(), { scores: [] })).statusCode).toBe(404);
    expect((await inject(team.outsider, "GET", url())).statusCode).toBe(404);
    expect((await inject(team.outsider, "PUT", url(), { scores: [] })).statusCode).toBe(404);
    // An HR manager off the panel scores nothing, so sees the team's submitted feedback.
    const manager = (await inject(team.hr, "GET", url())).json().data.attributes;
    expect(manager.can_submit).toBe(false);
    expect(manager.feedback).toHaveLength(2);
  });

  it("refuses a missing criterion on submit and an unknown one on a draft", async () => {
    const fresh = await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId: interview.positionId,
      interviewerIds: [team.admin.user.id],
      scorecardId: scorecard.id,
    });
    const base = `/v1/live_interviews/${fresh.id}/feedback`;
    const missing = await inject(team.admin, "POST", `${base}/submit`, {
      scores: scores([3]).slice(0, 1),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual({ scores: ["required"] });
    const unknown = await inject(team.admin, "PUT", base, {
      scores: [{ criterion_id: crypto.randomUUID(), rating: 2 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual({ "scores.0.criterion_id": ["invalid"] });
    const mine = (await inject(team.admin, "GET", base)).json().data.attributes;
    expect(mine.my_feedback).toBeNull();
  });

  it("shows the candidate's live feedback on their profile, by the same rule, and in the timeline", async () => {
    const list = await inject(team.hr, "GET", `/v1/candidates/${candidateId}/live_feedback`);
    expect(list.statusCode).toBe(200);
    const row = list
      .json()
      .data.find((item: { id: string }) => item.id === interview.id).attributes;
    expect(row.submitted_count).toBe(2);
    expect(row.average.overall).toBe(2.5);
    const events = await inject(team.hr, "GET", `/v1/candidates/${candidateId}/events`);
    const kinds = events
      .json()
      .data.map((event: { attributes: { kind: string } }) => event.attributes.kind);
    expect(kinds.filter((kind: string) => kind === "live_feedback_submitted")).toHaveLength(2);
    const elsewhere = await inject(
      team.outsider,
      "GET",
      `/v1/candidates/${candidateId}/live_feedback`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it("lists what waits for the caller's feedback and reminds each late interviewer once", async () => {
    const late = await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId: interview.positionId,
      interviewerIds: [team.admin.user.id, second.user.id],
      startsAt: new Date(clock().getTime() - 3 * HOUR),
      durationMinutes: 30,
      scorecardId: scorecard.id,
      title: "Panel round",
    });
    const due = (await inject(team.admin, "GET", "/v1/live_interviews/feedback_due")).json().data;
    const entry = due.find((item: { id: string }) => item.id === late.id);
    expect(entry.attributes.overdue).toBe(false);
    await app.database.db.transaction((tx) =>
      scheduleFeedbackReminder(tx, {
        organizationId: team.organizationId,
        liveInterviewId: late.id,
        startsAt: late.startsAt as Date,
        durationMinutes: 30,
      }),
    );
    await receiveMail(app);
    expect((await receiveMail(app)).filter((m) => m.subject.includes("waiting"))).toEqual([]);
    await inject(second, "POST", `/v1/live_interviews/${late.id}/feedback/submit`, {
      scores: scores([5, 5]),
    });
    clock.advance(25 * HOUR);
    const reminders = (await receiveMail(app)).filter((m) => m.subject.includes("waiting"));
    expect(reminders.map((m) => m.to)).toEqual([team.admin.user.email]);
    // A second run (another process, a retry) finds the marker and sends nothing.
    await app.database.db.transaction((tx) =>
      scheduleFeedbackReminder(tx, {
        organizationId: team.organizationId,
        liveInterviewId: late.id,
        startsAt: late.startsAt as Date,
        durationMinutes: 30,
      }),
    );
    expect((await receiveMail(app)).filter((m) => m.subject.includes("waiting"))).toEqual([]);
    const overdue = (await inject(team.admin, "GET", "/v1/live_interviews/feedback_due")).json()
      .data;
    expect(overdue.find((item: { id: string }) => item.id === late.id).attributes.overdue).toBe(
      true,
    );
  });
});
