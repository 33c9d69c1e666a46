import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CONSENT_NOTICE_VERSION,
  DEFAULT_RECORDINGS_RETENTION_DAYS,
} from "@candor/shared/rules/candidate-trust";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  findCandidateInterview,
  insertInterview,
  inviteCandidate,
  updateCandidateInterview,
} from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { uploadVideo } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";
import {
  candidateConsents,
  organizations,
  prerecordedAnswers,
  retentionPolicies,
} from "../../db/schema/index";

const HOUR = 60 * 60 * 1000;

describe("the consent notice before the first recording (issue 17)", () => {
  let app: TestApp;
  let clock: TestClock;
  let dataDir: string;
  let organizationId: string;
  let admin: Actor;
  let candidate: Actor;
  let otherCandidate: Actor;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-consent-"));
    clock = createTestClock();
    app = await buildTestApp({ dataDir }, { clock });
    const created = await createOrganization(app, { name: "Difference Engines" });
    organizationId = created.organization.id;
    admin = created.admin;
    await app.database.db
      .update(organizations)
      .set({ privacyPolicyUrl: "https://difference.example/privacy" })
      .where(eq(organizations.id, organizationId));
    candidate = await createCandidate(app);
    otherCandidate = await createCandidate(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mine = (id: string, suffix = "") => `/v1/candidate_interviews/mine/${id}${suffix}`;
  const post = (actor: Actor, url: string, payload?: object) =>
    app.inject({ method: "POST", url, headers: actor.headers, ...(payload ? { payload } : {}) });
  const consent = (actor: Actor, id: string, version = CONSENT_NOTICE_VERSION) =>
    post(actor, mine(id, "/consent"), { version });
  const consentRows = (id: string) =>
    app.database.db
      .select()
      .from(candidateConsents)
      .where(eq(candidateConsents.candidateInterviewId, id));

  async function invited() {
    const { interview, questions } = await insertInterview(app, organizationId);
    const { candidateInterview } = await inviteCandidate(app, interview, {
      candidateId: candidate.user.id,
    });
    return { id: candidateInterview.id, questions };
  }

  it("states the organization's privacy policy and retention, and starts only once accepted", async () => {
    const { id } = await invited();
    const before = await app.inject({ method: "GET", url: mine(id), headers: candidate.headers });
    expect(before.json().data.attributes).toMatchObject({
      consent: null,
      privacy_policy_url: "https://difference.example/privacy",
      recordings_retention_days: DEFAULT_RECORDINGS_RETENTION_DAYS,
    });
    // The notice states the organization's own period once its admins change it.
    await app.database.db
      .update(retentionPolicies)
      .set({ recordingsDays: 90 })
      .where(eq(retentionPolicies.organizationId, organizationId));
    const changed = await app.inject({ method: "GET", url: mine(id), headers: candidate.headers });
    expect(changed.json().data.attributes.recordings_retention_days).toBe(90);

    const refused = await post(candidate, mine(id, "/start"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: "consent_required", message: "consent_required" });
    expect((await findCandidateInterview(app, id))?.status).toBe("invited");

    const accepted = await consent(candidate, id);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const acceptedAt = accepted.json().data.attributes.accepted_at;
    expect(accepted.json().data).toEqual({
      id,
      type: "candidate_consent",
      attributes: { version: CONSENT_NOTICE_VERSION, accepted_at: acceptedAt },
    });
    const [row] = await consentRows(id);
    expect(row).toMatchObject({
      candidateId: candidate.user.id,
      organizationId,
      version: CONSENT_NOTICE_VERSION,
    });
    expect(row?.acceptedAt.toISOString()).toBe(acceptedAt);

    // Accepting again keeps the first acceptance and its time.
    clock.advance(HOUR);
    const again = await consent(candidate, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.accepted_at).toBe(acceptedAt);
    expect(await consentRows(id)).toHaveLength(1);

    const started = await post(candidate, mine(id, "/start"));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.attributes).toMatchObject({
      status: "started",
      consent: { version: CONSENT_NOTICE_VERSION, accepted_at: acceptedAt },
    });
  });

  it("refuses a notice version other than the current one, and stores nothing", async () => {
    const { id } = await invited();
    for (const version of ["2020-01-01", ""]) {
      const response = await consent(candidate, id, version);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "validation_failed",
        message: { version: [expect.any(String)] },
      });
    }
    const missing = await post(candidate, mine(id, "/consent"), {});
    expect(missing.statusCode).toBe(422);
    expect(await consentRows(id)).toEqual([]);
  });

  it("accepts no take before consent, even on an interview already started", async () => {
    const { id, questions } = await invited();
    // Started before consent existed (an interview begun before this release).
    await updateCandidateInterview(app, id, { status: "started", version: 1, startedAt: clock() });
    const questionId = questions[0]?.id ?? "";
    const uploadId = await uploadVideo(app, candidate, sampleWebm(), {
      purpose: "answer",
      candidate_interview_id: id,
    });
    const put = () =>
      app.inject({
        method: "PUT",
        url: mine(id, `/answers/${questionId}`),
        headers: candidate.headers,
        payload: { upload_id: uploadId, duration_seconds: 5 },
      });
    const refused = await put();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("consent_required");
    const answers = await app.database.db
      .select()
      .from(prerecordedAnswers)
      .where(eq(prerecordedAnswers.candidateInterviewId, id));
    expect(answers).toEqual([]);

    expect((await consent(candidate, id)).statusCode).toBe(201);
    const recorded = await put();
    expect(recorded.statusCode, recorded.body).toBe(200);
  });

  it("is the candidate's own: another candidate finds nothing, members are refused", async () => {
    const { id } = await invited();
    const theirs = await consent(otherCandidate, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: "not_found", message: "not_found" });
    expect((await consent(otherCandidate, "not-a-uuid")).statusCode).toBe(404);
    const reviewer = await addMember(app, organizationId, ["reviewer"]);
    for (const member of [admin, reviewer]) {
      expect((await consent(member, id)).statusCode).toBe(403);
    }
    const anonymous = await app.inject({
      method: "POST",
      url: mine(id, "/consent"),
      payload: { version: CONSENT_NOTICE_VERSION },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await consentRows(id)).toEqual([]);
  });
});
