import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertInterview, inviteCandidate } from "../../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  addMember,
  createCandidate,
  createOrganization,
  injectAs,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateInterviews, users } from "../../db/schema/index";

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;
let hrManager: Actor;
let reviewer: Actor;
let candidate: Actor;
let outsider: Actor;
const inject = (...request: ActorRequest) => injectAs(app, ...request);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-comms-"));
  app = await buildTestApp(
    { dataDir, publicUrl: "https://candor.test" },
    { rateLimiter: unlimitedRateLimiter() },
  );
  const created = await createOrganization(app, { name: "Acme", subdomain: "acme-comms" });
  organizationId = created.organization.id;
  admin = created.admin;
  hrManager = await addMember(app, organizationId, ["hr_manager"], { firstName: "Hana" });
  reviewer = await addMember(app, organizationId, ["reviewer"]);
  candidate = await createCandidate(app);
  outsider = (await createOrganization(app, { subdomain: "other-comms" })).admin;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An interview owned by the HR manager, created by the admin; the candidate invited to it. */
async function invited(options: { status?: "invited" | "started" | "completed" } = {}) {
  const position = await insertPosition(app, organizationId, {
    title: "Data analyst",
    ownerId: hrManager.user.id,
  });
  const { interview } = await insertInterview(app, organizationId, {
    positionId: position.id,
    title: "Analyst screening",
    createdById: admin.user.id,
  });
  const { candidateInterview } = await inviteCandidate(app, interview, {
    candidateId: candidate.user.id,
    firstName: "Cam",
    lastName: "Didate",
    email: candidate.user.email,
    status: options.status ?? "invited",
  });
  return { interview, candidateInterview };
}

function ask(id: string, body: object) {
  return inject(
    candidate,
    "POST",
    `/v1/candidate_interviews/mine/${id}/accommodation_requests`,
    body,
  );
}

describe("accommodation requests", () => {
  it("stores the request, emails the hiring team, and allows one open request at a time", async () => {
    const { interview, candidateInterview } = await invited();
    await receiveMail(app);
    const created = await ask(candidateInterview.id, {
      kind: "text_answers",
      message: "I have a stammer; writing is easier for me.",
    });
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request.attributes).toMatchObject({
      kind: "text_answers",
      status: "pending",
      reply: null,
      candidate_interview_id: candidateInterview.id,
    });

    const mails = await receiveMail(app);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [admin.user.email, hrManager.user.email].sort(),
    );
    const toManager = mails.find((mail) => mail.to === hrManager.user.email);
    expect(toManager?.subject).toBe("Cam Didate asked for an accommodation");
    expect(toManager?.text).toContain("I have a stammer; writing is easier for me.");
    expect(toManager?.text).toContain(
      `https://acme-comms.candor.test/hire/positions/${interview.positionId}/pre-recorded-interviews/${interview.id}`,
    );

    const again = await ask(candidateInterview.id, { kind: "other", message: "And another" });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("accommodation_request_pending");

    // Every member sees it pending, on the interview and on the candidate's row.
    const pending = await inject(
      reviewer,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/accommodation_requests`,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((row: { id: string }) => row.id)).toEqual([request.id]);
    const mine = await inject(
      candidate,
      "GET",
      `/v1/candidate_interviews/mine/${candidateInterview.id}/accommodation_requests`,
    );
    expect(mine.json().data[0].attributes.status).toBe("pending");
  });

  it("refuses a message over 1000 characters, an unknown kind, and a submitted interview", async () => {
    const { candidateInterview } = await invited();
    const long = await ask(candidateInterview.id, { kind: "other", message: "x".repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toEqual({ message: ["too_long"] });
    const unknown = await ask(candidateInterview.id, { kind: "a_pony" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual({ kind: ["invalid"] });

    const completed = await invited({ status: "completed" });
    const late = await ask(completed.candidateInterview.id, { kind: "more_time" });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe("candidate_interview_completed");
  });

  it("answers 404 for another candidate's interview and for another organization's request", async () => {
    const { interview, candidateInterview } = await invited();
    const stranger = await createCandidate(app);
    const other = await injectAs(
      app,
      stranger,
      "POST",
      `/v1/candidate_interviews/mine/${candidateInterview.id}/accommodation_requests`,
      { kind: "other" },
    );
    expect(other.statusCode).toBe(404);

    const request = (await ask(candidateInterview.id, { kind: "captions" })).json().data;
    const answer = await inject(
      outsider,
      "POST",
      `/v1/accommodation_requests/${request.id}/answer`,
      {
        status: "granted",
      },
    );
    expect(answer.statusCode).toBe(404);
    const list = await inject(
      outsider,
      "GET",
      `/v1/candidate_interviews/${candidateInterview.id}/accommodation_requests`,
    );
    expect(list.statusCode).toBe(404);
    const pending = await inject(
      outsider,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/accommodation_requests`,
    );
    expect(pending.statusCode).toBe(404);
    // A reviewer sees requests but does not answer them.
    const byReviewer = await inject(
      reviewer,
      "POST",
      `/v1/accommodation_requests/${request.id}/answer`,
      { status: "granted" },
    );
    expect(byReviewer.statusCode).toBe(403);
  });

  it("granting text answers applies the accommodation and emails the candidate the reply", async () => {
    const { interview, candidateInterview } = await invited();
    const request = (await ask(candidateInterview.id, { kind: "text_answers" })).json().data;
    await receiveMail(app);

    const answered = await inject(
      hrManager,
      "POST",
      `/v1/accommodation_requests/${request.id}/answer`,
      { status: "granted", reply: "Of course — write your answers." },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.attributes).toMatchObject({
      status: "granted",
      reply: "Of course — write your answers.",
    });
    const [row] = await app.database.db
      .select({ textAnswers: candidateInterviews.textAnswers })
      .from(candidateInterviews)
      .where(eq(candidateInterviews.id, candidateInterview.id));
    expect(row?.textAnswers).toBe(true);

    const mails = await receiveMail(app);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(candidate.user.email);
    expect(mails[0]?.subject).toBe("Acme granted your accommodation request");
    expect(mails[0]?.text).toContain("Of course — write your answers.");
    expect(mails[0]?.text).toContain(
      `https://candor.test/hire-candidate/prerecorded-interviews/${candidateInterview.id}`,
    );

    // The candidate sees the answer; the interview has nothing pending; answering twice is refused.
    const mine = await inject(
      candidate,
      "GET",
      `/v1/candidate_interviews/mine/${candidateInterview.id}/accommodation_requests`,
    );
    expect(mine.json().data[0].attributes.status).toBe("granted");
    const pending = await inject(
      admin,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/accommodation_requests`,
    );
    expect(pending.json().data).toEqual([]);
    const twice = await inject(admin, "POST", `/v1/accommodation_requests/${request.id}/answer`, {
      status: "declined",
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe("accommodation_request_answered");
    // A new request may follow once the first is answered.
    expect((await ask(candidateInterview.id, { kind: "more_time" })).statusCode).toBe(201);
  });

  it("granting more time once the candidate started is refused and changes nothing; declining works", async () => {
    const { candidateInterview } = await invited({ status: "started" });
    await app.database.db
      .update(users)
      .set({ locale: "it" })
      .where(eq(users.id, candidate.user.id));
    try {
      const request = (await ask(candidateInterview.id, { kind: "more_time" })).json().data;
      const granted = await inject(
        admin,
        "POST",
        `/v1/accommodation_requests/${request.id}/answer`,
        { status: "granted" },
      );
      expect(granted.statusCode).toBe(422);
      expect(granted.json().code).toBe("candidate_interview_started");
      await receiveMail(app);
      const declined = await inject(
        admin,
        "POST",
        `/v1/accommodation_requests/${request.id}/answer`,
        { status: "declined", reply: "Ci dispiace." },
      );
      expect(declined.statusCode).toBe(200);
      const [mail] = await receiveMail(app);
      // In the candidate's language.
      expect(mail?.subject).toBe("Acme ha risposto alla tua richiesta di adattamento");
      expect(mail?.text).toContain("Ci dispiace.");
    } finally {
      await app.database.db
        .update(users)
        .set({ locale: "en" })
        .where(eq(users.id, candidate.user.id));
    }
  });
});

describe("decision emails setting", () => {
  it("is on for both by default, admins change it, and a decision without notify_candidate follows it", async () => {
    const read = await inject(reviewer, "GET", "/v1/organizations/current/candidate_emails");
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toEqual({ email_on_advance: true, email_on_reject: true });

    const { candidateInterview: rejected } = await invited({ status: "completed" });
    await receiveMail(app);
    const reject = await inject(
      reviewer,
      "POST",
      `/v1/candidate_interviews/${rejected.id}/decision`,
      {
        decision: "reject",
      },
    );
    expect(reject.statusCode).toBe(200);
    expect((await receiveMail(app)).map((mail) => mail.to)).toEqual([candidate.user.email]);

    const byManager = await inject(hrManager, "PUT", "/v1/organizations/current/candidate_emails", {
      email_on_advance: false,
      email_on_reject: true,
    });
    expect(byManager.statusCode).toBe(403);
    const bad = await inject(admin, "PUT", "/v1/organizations/current/candidate_emails", {
      email_on_advance: "yes",
      email_on_reject: true,
    });
    expect(bad.statusCode).toBe(422);
    const changed = await inject(admin, "PUT", "/v1/organizations/current/candidate_emails", {
      email_on_advance: false,
      email_on_reject: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toEqual({
      email_on_advance: false,
      email_on_reject: true,
    });
    // Another organization keeps its defaults.
    const elsewhere = await inject(outsider, "GET", "/v1/organizations/current/candidate_emails");
    expect(elsewhere.json().data.attributes).toEqual({
      email_on_advance: true,
      email_on_reject: true,
    });

    const { candidateInterview: advanced } = await invited({ status: "completed" });
    await inject(admin, "POST", `/v1/candidate_interviews/${advanced.id}/decision`, {
      decision: "advance",
    });
    expect(await receiveMail(app)).toEqual([]);
    // The call's own choice wins over the setting.
    const { candidateInterview: told } = await invited({ status: "completed" });
    await inject(admin, "POST", `/v1/candidate_interviews/${told.id}/decision`, {
      decision: "advance",
      notify_candidate: true,
    });
    expect((await receiveMail(app)).map((mail) => mail.to)).toEqual([candidate.user.email]);
    await inject(admin, "PUT", "/v1/organizations/current/candidate_emails", {
      email_on_advance: true,
      email_on_reject: true,
    });
  });
});
