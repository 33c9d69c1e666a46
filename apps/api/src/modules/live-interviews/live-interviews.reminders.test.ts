import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import { liveInterviewBody, scheduleLiveInterview, startIn } from "../../../test/live-interviews";
import {
  type Actor,
  type ActorRequest,
  addMember,
  createOrganization,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { type App, buildApp } from "../../app";

/*
 * Reminders 24 h and 1 h before (issue 13): two API processes' job runners on one database and
 * one clock the test moves. Every recipient gets each reminder once, even when the reminder's job
 * was queued twice (rescheduled away and back); a reschedule moves them, a cancellation drops them.
 */

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let clock: TestClock;
let mailer: CapturingMailer;
let app: TestApp;
let secondProcess: App;
let hr: Actor;
let reviewer: Actor;
let subjects: { candidateId: string; positionId: string; interviewerIds: string[] };
let candidateEmail: string;
const inject = (...request: ActorRequest) => injectAs(app, ...request);

beforeAll(async () => {
  clock = createTestClock();
  mailer = createCapturingMailer();
  app = await buildTestApp({}, { mailer, clock });
  // Another process of the same deployment: its own app and job runner, the same database.
  secondProcess = await buildApp({
    config: app.config,
    database: app.database,
    logger: false,
    mailer,
    clock,
  });
  await secondProcess.ready();
  const created = await createOrganization(app, { name: "Acme" });
  const organizationId = created.organization.id;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  reviewer = await addMember(app, organizationId, ["reviewer"]);
  const candidate = await insertCandidate(app, organizationId, { firstName: "Cleo" });
  candidateEmail = candidate.email;
  const position = await insertPosition(app, organizationId, { title: "Data engineer" });
  subjects = {
    candidateId: candidate.id,
    positionId: position.id,
    interviewerIds: [reviewer.user.id],
  };
});
afterAll(async () => {
  // The second process shares the database: the first closes it.
  await secondProcess.jobs.stop();
  await app.close();
});
beforeEach(() => mailer.clear());

/** Both processes drain the queue at the same time, until neither finds anything due. */
async function runBothProcesses() {
  for (let pass = 0; pass < 10; pass++) {
    const ran = await Promise.all([app.jobs.runPending(), secondProcess.jobs.runPending()]);
    if (ran[0] + ran[1] === 0) return;
  }
  throw new Error("jobs kept coming");
}

const reminders = (address: string, pattern: RegExp) =>
  mailer.to(address).filter((message) => pattern.test(message.subject));

describe("reminders", () => {
  it("go 24 h and 1 h before, once each, to the candidate and the panel", async () => {
    const startsAt = startIn(app, 30);
    const { id } = await scheduleLiveInterview(app, hr, liveInterviewBody(subjects, startsAt));
    // Away and back: the reminders of the first start are now queued twice.
    const elsewhere = startIn(app, 31);
    await inject(hr, "PUT", `/v1/live_interviews/${id}`, { starts_at: elsewhere });
    await inject(hr, "PUT", `/v1/live_interviews/${id}`, { starts_at: startsAt });
    await runBothProcesses();
    mailer.clear();

    const untilStart = new Date(startsAt).getTime() - clock().getTime();
    clock.advance(untilStart - 24 * HOUR + MINUTE);
    await runBothProcesses();
    expect(reminders(candidateEmail, /^Tomorrow/)).toHaveLength(1);
    expect(reminders(reviewer.user.email, /^Tomorrow/)).toHaveLength(1);
    expect(reminders(candidateEmail, /^In one hour/)).toHaveLength(0);

    clock.advance(23 * HOUR);
    await runBothProcesses();
    expect(reminders(candidateEmail, /^In one hour/)).toHaveLength(1);
    expect(reminders(reviewer.user.email, /^In one hour/)).toHaveLength(1);
    // The 24 h reminder was not sent again, and the moved-away start reminded nobody.
    expect(reminders(candidateEmail, /^Tomorrow/)).toHaveLength(1);
    expect(mailer.to(candidateEmail)).toHaveLength(2);
  });

  it("move with a reschedule and stop with a cancellation", async () => {
    const moved = await scheduleLiveInterview(
      app,
      hr,
      liveInterviewBody(subjects, startIn(app, 30), { title: "Moved" }),
    );
    const cancelled = await scheduleLiveInterview(
      app,
      hr,
      liveInterviewBody(subjects, startIn(app, 30), { title: "Cancelled" }),
    );
    const later = startIn(app, 40);
    await inject(hr, "PUT", `/v1/live_interviews/${moved.id}`, { starts_at: later });
    await inject(hr, "POST", `/v1/live_interviews/${cancelled.id}/cancel`);
    await runBothProcesses();
    mailer.clear();

    // 24 h before the first start: nothing is due any more.
    clock.advance(6 * HOUR + MINUTE);
    await runBothProcesses();
    expect(mailer.sent).toHaveLength(0);

    // 24 h before the new start: its reminder, once.
    clock.advance(10 * HOUR);
    await runBothProcesses();
    expect(reminders(reviewer.user.email, /^Tomorrow/)).toHaveLength(1);
    expect(mailer.to(reviewer.user.email).every((m) => /Cleo/.test(m.subject))).toBe(true);
  });
});
