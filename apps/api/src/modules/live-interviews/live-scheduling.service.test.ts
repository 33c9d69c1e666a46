import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { insertLiveInterview, insertSlots } from "../../../test/live-after";
import { createHiringTeam } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { jobs, liveInterviews } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { createLiveSchedulingService } from "./live-scheduling.service";

const HOUR = 3_600_000;

describe("candidate self-scheduling", () => {
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createHiringTeam>>;
  let positionId: string;
  let candidateId: string;
  const invited: string[] = [];
  let tokens = new Map<string, string>();

  function service() {
    return createLiveSchedulingService({
      db: app.database.db,
      clock: app.clock,
      publicUrl: "http://localhost:3000",
      storage: { signedUrl: async (key: string) => `http://files.test/${key}` },
      candidateToken: async (_tx, id) => {
        const token = tokens.get(id);
        if (!token) throw new Error("unknown interview");
        return token;
      },
      // Records each invitation round, in the picking transaction, as live-core's sender would.
      sendInvitations: async (_tx, _scope, id) => {
        invited.push(id);
      },
    });
  }

  async function awaiting(interviewerIds: string[], durationMinutes = 30) {
    const interview = await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId,
      interviewerIds,
      startsAt: null,
      status: "awaiting_candidate",
      durationMinutes,
    });
    tokens.set(interview.id, interview.token);
    return interview;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    team = await createHiringTeam(app);
    positionId = (await insertPosition(app, team.organizationId)).id;
    candidateId = (await insertCandidate(app, team.organizationId, { firstName: "Marie" })).id;
    tokens = new Map();
  });
  afterAll(() => app.close());

  it("lets exactly one of 20 concurrent picks of one slot win; the others answer slot_taken", async () => {
    const interview = await awaiting([team.hr.user.id]);
    const [slot] = await insertSlots(app, interview, [new Date(Date.now() + 48 * HOUR)]);
    if (!slot) throw new Error("no slot");
    const scheduling = service();
    const before = invited.length;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        scheduling.pick(interview.id, { token: interview.token, slot_id: slot.id }),
      ),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe("slot_taken");
    }
    expect(invited.length - before).toBe(1);
    const [row] = await app.database.db
      .select()
      .from(liveInterviews)
      .where(eq(liveInterviews.id, interview.id));
    expect(row?.status).toBe("scheduled");
    expect(row?.startsAt?.toISOString()).toBe(slot.startsAt.toISOString());
  });

  it("refuses a slot gone by with slot_in_past and leaves the interview awaiting", async () => {
    const interview = await awaiting([team.hr.user.id]);
    const [past] = await insertSlots(app, interview, [new Date(Date.now() - HOUR)]);
    if (!past) throw new Error("no slot");
    await expect(
      service().pick(interview.id, { token: interview.token, slot_id: past.id }),
    ).rejects.toMatchObject({ code: "slot_in_past" });
    const view = await service().choice(interview.id, interview.token);
    expect(view.attributes.status).toBe("awaiting_candidate");
    expect(view.attributes.slots).toEqual([]);
  });

  it("answers 404 for a wrong token or another interview's id", async () => {
    const interview = await awaiting([team.hr.user.id]);
    const other = await awaiting([team.admin.user.id]);
    await expect(service().choice(interview.id, "wrong")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(service().choice(other.id, interview.token)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("stops offering a slot an interviewer has since committed to, and refuses picking it", async () => {
    const start = new Date(Date.now() + 72 * HOUR);
    const interview = await awaiting([team.reviewer.user.id], 60);
    const [clashing, free] = await insertSlots(app, interview, [
      start,
      new Date(start.getTime() + 3 * HOUR),
    ]);
    if (!clashing || !free) throw new Error("no slots");
    // Another interview of the same reviewer now starts half an hour into the first slot.
    await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId,
      interviewerIds: [team.reviewer.user.id],
      startsAt: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
    });
    const view = await service().choice(interview.id, interview.token);
    expect(view.attributes.slots.map((slot) => slot.id)).toEqual([free.id]);
    await expect(
      service().pick(interview.id, { token: interview.token, slot_id: clashing.id }),
    ).rejects.toMatchObject({ code: "slot_taken" });
  });

  it("refuses offering slots that overlap an interviewer's interviews, in the past or twice", async () => {
    const start = new Date(Date.now() + 96 * HOUR);
    await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId,
      interviewerIds: [team.admin.user.id],
      startsAt: start,
      durationMinutes: 60,
    });
    const interview = await awaiting([team.admin.user.id], 45);
    const offer = {
      liveInterviewId: interview.id,
      durationMinutes: 45,
      slots: [
        { starts_at: new Date(start.getTime() + 15 * 60_000).toISOString() },
        { starts_at: new Date(Date.now() - HOUR).toISOString() },
        { starts_at: new Date(start.getTime() + 5 * HOUR).toISOString() },
        { starts_at: new Date(start.getTime() + 5 * HOUR + 10 * 60_000).toISOString() },
      ],
    };
    const problem = await app.database.db
      .transaction((tx) => service().offerSlots(tx, { organizationId: team.organizationId }, offer))
      .catch((error: unknown) => error);
    expect(problem).toBeInstanceOf(AppError);
    expect((problem as AppError).fields).toEqual({
      "slots.0.starts_at": ["overlaps"],
      "slots.1.starts_at": ["in_the_past"],
      "slots.3.starts_at": ["duplicate"],
    });
  });

  it("offers valid slots: awaiting the candidate, the slots stored, an email with the link queued", async () => {
    const interview = await insertLiveInterview(app, {
      organizationId: team.organizationId,
      candidateId,
      positionId,
      interviewerIds: [team.hr.user.id],
      durationMinutes: 30,
    });
    tokens.set(interview.id, interview.token);
    const first = new Date(Date.now() + 200 * HOUR);
    await app.database.db.transaction((tx) =>
      service().offerSlots(
        tx,
        { organizationId: team.organizationId },
        {
          liveInterviewId: interview.id,
          durationMinutes: 30,
          slots: [
            { starts_at: first.toISOString() },
            { starts_at: new Date(first.getTime() + HOUR).toISOString() },
          ],
        },
      ),
    );
    const view = await service().choice(interview.id, interview.token);
    expect(view.attributes.status).toBe("awaiting_candidate");
    expect(view.attributes.starts_at).toBeNull();
    expect(view.attributes.slots).toHaveLength(2);
    const mails = await app.database.db.select().from(jobs).where(eq(jobs.queue, "mail"));
    const mail = mails
      .map((job) => job.payload as { to: string; text: string })
      .find((payload) =>
        payload.text.includes(`/hire-candidate/live-interviews/${interview.id}/choose?token=`),
      );
    expect(mail?.text).toContain(encodeURIComponent(interview.token).slice(0, 10));
  });
});
