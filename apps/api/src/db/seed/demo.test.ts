import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import { meetsWcagAa } from "@candor/shared/rules/branding";
import { DEFAULT_PIPELINE_STAGES } from "@candor/shared/schemas/candidates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, logIn } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { verifyPassword } from "../../lib/password";
import {
  accommodationRequests,
  appSettings,
  candidateInterviewReviews,
  candidateInterviews,
  candidates,
  organizations,
  positions,
  prerecordedAnswers,
  users,
} from "../schema/index";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoSeedCurrent, seedDemo } from "./demo";
import { demoAnswerClipPath, seedDemoHiring } from "./demo-hiring";
import { TRAINING_CONTENT_DIGEST_KEY } from "./training";

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-demo-seed-"));
  app = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function seedHiring() {
  return seedDemoHiring(app.database.db, {
    storage: app.storage,
    // The sources' clip: the test app has no web build.
    answerClipPath: demoAnswerClipPath("/nonexistent"),
  });
}

describe("the demo seed", () => {
  it("creates the demo organization and its members once, however often it runs", async () => {
    const { db } = app.database;
    expect(await seedDemo(db)).toEqual({ created: true });
    expect(await seedDemo(db)).toEqual({ created: false });

    const orgs = await db.select().from(organizations);
    expect(orgs.map((org) => org.subdomain)).toEqual([DEMO_SUBDOMAIN]);
    // A believable brand of its own (issue 14), readable with white text on its colour.
    expect(orgs[0]).toMatchObject({
      brandColor: "#1f4e8c",
      supportEmail: "talent@demo.candor.test",
    });
    expect(meetsWcagAa("#ffffff", orgs[0]?.brandColor ?? "")).toBe(true);
    const members = await db.select().from(users);
    expect(members).toHaveLength(DEMO_ACCOUNTS.length);

    const admin = members.find((user) => user.email === "admin@demo.candor.test");
    expect(admin).toMatchObject({
      isAdmin: true,
      permissions: ["admin"],
      organizationId: orgs[0]?.id,
    });
    const candidate = members.find((user) => user.type === "Candidate");
    expect(candidate).toMatchObject({ organizationId: null, permissions: [] });
    expect(await verifyPassword(admin?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("tells the hiring story once: positions, interviews, candidates over every stage", async () => {
    const { db } = app.database;
    const first = await seedHiring();
    expect(first).toMatchObject({ created: true });
    expect(first.candidates).toBeGreaterThanOrEqual(28);
    expect(await seedHiring()).toEqual({ created: false, candidates: 0, videos: 0 });
    expect(await db.select().from(candidates)).toHaveLength(first.candidates);

    const openings = await db.select().from(positions);
    expect(openings.map((p) => p.status).sort()).toEqual(["closed", "open", "open"]);
    // The two open ones are on the demo's careers page, each with its public interview.
    const careers = await app.inject({ url: "/v1/careers/demo" });
    expect(careers.statusCode).toBe(200);
    const listed = careers.json().data.attributes.positions;
    expect(listed).toHaveLength(2);
    expect(listed.every((p: { has_public_interview: boolean }) => p.has_public_interview)).toBe(
      true,
    );

    // What the HR manager sees: every stage has someone in it.
    const token = await logIn(app, "hr@demo.candor.test", DEMO_PASSWORD);
    const list = await app.inject({ url: "/v1/candidates", headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const { meta } = list.json();
    expect(meta.pagy.count).toBe(first.candidates);
    for (const stage of DEFAULT_PIPELINE_STAGES) {
      expect(meta.count_by_stage[stage.key], stage.key).toBeGreaterThan(0);
    }

    // A hired candidate's timeline tells how they got there.
    const hired = await app.inject({
      url: "/v1/candidates?q=isabel.costa",
      headers: bearer(token),
    });
    const [isabel] = hired.json().data;
    const events = await app.inject({
      url: `/v1/candidates/${isabel.id}/events`,
      headers: bearer(token),
    });
    expect(events.statusCode).toBe(200);
    const kinds = events
      .json()
      .data.map((event: { attributes: { kind: string } }) => event.attributes.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(["created", "position_added", "interview_invited", "note_added"]),
    );
    expect(kinds.filter((kind: string) => kind === "stage_changed")).toHaveLength(3);

    // The reports read that history: the funnel counts Isabel at every stage she passed, and
    // her days in each stage are real durations (the demo's stages changed days apart).
    const funnel = await app.inject({ url: "/v1/reports/hiring_funnel", headers: bearer(token) });
    expect(funnel.statusCode).toBe(200);
    const stages = Object.fromEntries(
      funnel
        .json()
        .data.map((stage: { id: string; attributes: Record<string, number> }) => [
          stage.id,
          stage.attributes,
        ]),
    );
    expect(stages.hired?.reached_count).toBeGreaterThanOrEqual(1);
    expect(stages.offer?.reached_count).toBeGreaterThan(stages.hired?.reached_count ?? 0);
    expect(stages.one_way_interview?.median_seconds_in_stage).toBeGreaterThan(86_400);
    expect(funnel.json().meta.median_seconds_to_decision).toBeGreaterThan(86_400);

    // Both reviewers submitted reviews; the completed answers have their video in the store.
    const reviews = await db.select().from(candidateInterviewReviews);
    expect(new Set(reviews.filter((r) => r.submittedAt).map((r) => r.reviewerId)).size).toBe(2);
    const answers = await db.select().from(prerecordedAnswers);
    expect(answers.length).toBe(first.videos);
    const video = await app.storage.get(answers[0]?.videoKey ?? "");
    expect(video?.contentType).toBe("video/webm");
    video?.stream.destroy();
  });

  it("shows fair reviews: a certified admin, a reviewer who did not pass, a request waiting", async () => {
    const token = await logIn(app, "admin@demo.candor.test", DEMO_PASSWORD);
    const members = await app.inject({
      url: "/v1/organizations/current/users",
      headers: bearer(token),
    });
    expect(members.statusCode).toBe(200);
    const certifiedUntil = Object.fromEntries(
      members
        .json()
        .data.map((member: { attributes: { email: string; certified_until: string | null } }) => [
          member.attributes.email,
          member.attributes.certified_until,
        ]),
    );
    // Passed six weeks ago, certified for the default policy's twelve months.
    expect(Date.parse(certifiedUntil["admin@demo.candor.test"] ?? "")).toBeGreaterThan(
      Date.now() + 300 * 86_400_000,
    );
    expect(certifiedUntil["reviewer@demo.candor.test"]).toBeNull();
    expect(certifiedUntil["hr@demo.candor.test"]).toBeNull();

    const exercises = await app.inject({
      url: "/v1/calibration_exercises",
      headers: bearer(await logIn(app, "reviewer@demo.candor.test", DEMO_PASSWORD)),
    });
    const [candor] = exercises.json().data;
    expect(candor.attributes.latest_attempt).toMatchObject({ passed: false });
    expect(candor.attributes.latest_attempt.mean_absolute_deviation).toBeGreaterThan(0.5);

    const requests = await app.database.db.select().from(accommodationRequests);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: "text_answers", status: "pending" });
  });

  it("gives the demo candidate one interview to take and one completed", async () => {
    const { db } = app.database;
    const [account] = (await db.select().from(users)).filter((u) => u.type === "Candidate");
    const mine = (await db.select().from(candidateInterviews)).filter(
      (ci) => ci.candidateId === account?.id,
    );
    expect(mine.map((ci) => ci.status).sort()).toEqual(["invited", "reviewed"]);

    const token = await logIn(app, "candidate@demo.candor.test", DEMO_PASSWORD);
    const dashboard = await app.inject({
      url: "/v1/candidate_interviews/mine",
      headers: bearer(token),
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data).toHaveLength(2);
  });
  // Last: it leaves the catalogue's digest stale.
  it("tells a start there is nothing to seed once the organization, catalogue and story are in", async () => {
    const { db } = app.database;
    expect(await isDemoSeedCurrent(db)).toBe(true);
    await db
      .update(appSettings)
      .set({ value: "an older catalogue" })
      .where(eq(appSettings.key, TRAINING_CONTENT_DIGEST_KEY));
    expect(await isDemoSeedCurrent(db)).toBe(false);
  });
});
