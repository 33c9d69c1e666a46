import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { importContent } from "../../../test/training";
import {
  answerPractice,
  certifyCurriculum,
  REPORT_CONTENT,
  submitQuiz,
  watchVideo,
} from "../../../test/training-progress";

/*
 * The training reports (SPEC §7 top learners, learn, practice, certificates) over one
 * organization: Ada finished the course and the practice set, Grace watched a video and answered
 * half the set, Alan only pressed play, Idris did nothing. Another organization's learner, who did
 * everything, is never counted.
 */

let app: TestApp;
let ada: Actor;
let grace: Actor;
let alan: Actor;
let idris: Actor;
let outsider: Actor;
let adaCourseCertificate: string;
let adaPracticeCertificate: string;

async function get(actor: Actor, url: string) {
  return app.inject({ method: "GET", url, headers: actor.headers });
}

async function json(actor: Actor, url: string) {
  const response = await get(actor, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  app = await buildTestApp();
  await importContent(app, REPORT_CONTENT);
  const { organization, admin } = await createOrganization(app);
  ada = admin;
  grace = await addMember(app, organization.id, ["hr_manager"], {
    firstName: "Grace",
    lastName: "Hopper",
  });
  alan = await addMember(app, organization.id, ["reviewer"], {
    firstName: "Alan",
    lastName: "Turing",
  });
  idris = await addMember(app, organization.id, ["reviewer"], {
    firstName: "Idris",
    lastName: "Idle",
  });
  outsider = (await createOrganization(app, { name: "Elsewhere Ltd" })).admin;

  for (const learner of [ada, outsider]) {
    await watchVideo(app, learner.user.id, "report-video-1");
    await watchVideo(app, learner.user.id, "report-video-2");
    await submitQuiz(app, learner.user.id, "report-quiz");
  }
  adaCourseCertificate = await certifyCurriculum(
    app,
    ada.user.id,
    "report-course",
    new Date("2030-01-01T10:00:00Z"),
  );
  adaPracticeCertificate =
    (await answerPractice(
      app,
      ada.user.id,
      "report-practice",
      2,
      new Date("2030-01-02T10:00:00Z"),
    )) ?? "";
  await certifyCurriculum(app, outsider.user.id, "report-course", new Date("2030-01-03T10:00:00Z"));
  await answerPractice(app, outsider.user.id, "report-practice", 2);

  await watchVideo(app, grace.user.id, "report-video-1");
  await answerPractice(app, grace.user.id, "report-practice", 1);
  await watchVideo(app, alan.user.id, "report-video-1", { watched: false });
});
afterAll(() => app.close());

describe("GET /v1/reports/top_learners", () => {
  it("ranks the members who trained by points, with their totals, and sums the team", async () => {
    const body = await json(alan, "/v1/reports/top_learners");
    expect(body.data).toEqual([
      {
        id: ada.user.id,
        type: "top_learner",
        attributes: {
          first_name: "Ada",
          last_name: "Lovelace",
          avatar: null,
          // 2 videos × 10, the quiz's 50, 2 practice answers × 20 and the set's 100.
          points: 210,
          videos_watched: 2,
          quizzes_completed: 1,
          certificates_count: 2,
        },
      },
      {
        id: grace.user.id,
        type: "top_learner",
        attributes: {
          first_name: "Grace",
          last_name: "Hopper",
          avatar: null,
          points: 30,
          videos_watched: 1,
          quizzes_completed: 0,
          certificates_count: 0,
        },
      },
    ]);
    expect(body.meta.team).toEqual({
      members_count: 4,
      learners_count: 2,
      points: 240,
      certificates_count: 2,
    });
  });

  it("takes a limit, and refuses one out of range", async () => {
    const body = await json(ada, "/v1/reports/top_learners?limit=1");
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([ada.user.id]);
    expect((await get(ada, "/v1/reports/top_learners?limit=0")).statusCode).toBe(422);
    expect((await get(ada, "/v1/reports/top_learners?limit=51")).statusCode).toBe(422);
  });

  it("serves an avatar through a signed URL", async () => {
    const { organization, admin } = await createOrganization(app, {
      admin: { avatarKey: "avatars/someone.png" },
    });
    await watchVideo(app, admin.user.id, "report-video-1");
    expect(organization.id).toBeTruthy();
    const body = await json(admin, "/v1/reports/top_learners");
    expect(body.data[0].attributes.avatar).toMatch(/^\/v1\/files\/|^https?:\/\//);
  });
});

describe("GET /v1/reports/learn", () => {
  it("counts each curriculum's starters and finishers and averages everyone's progress", async () => {
    const body = await json(alan, "/v1/reports/learn");
    expect(body.meta).toEqual({ members_count: 4, user_id: null });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        type: "curriculum_report",
        attributes: {
          title: "Report course",
          slug: "report-course",
          curriculum_type: "complete",
          // Ada finished, Grace watched one of three items, Alan pressed play, Idris nothing.
          started_count: 3,
          completed_count: 1,
          average_progress: 33, // (100 + 33 + 0 + 0) / 4
        },
      },
    ]);
  });

  it("narrows to one member with user_id", async () => {
    const body = await json(ada, `/v1/reports/learn?user_id=${grace.user.id}`);
    expect(body.meta).toEqual({ members_count: 1, user_id: grace.user.id });
    expect(body.data[0].attributes).toMatchObject({
      started_count: 1,
      completed_count: 0,
      average_progress: 33,
    });
  });

  it("answers 404 for a user_id outside the organization, a candidate or no user at all", async () => {
    const candidate = await createCandidate(app);
    for (const userId of [outsider.user.id, candidate.user.id, "not-a-uuid", crypto.randomUUID()]) {
      const response = await get(ada, `/v1/reports/learn?user_id=${userId}`);
      expect(response.statusCode, userId).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
  });
});

describe("GET /v1/reports/practice", () => {
  it("counts each set's starters and finishers and the team's total", async () => {
    const body = await json(grace, "/v1/reports/practice");
    expect(body.meta).toEqual({ members_count: 4, user_id: null, completed_total: 1 });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        type: "practice_report",
        attributes: {
          title: "Report practice",
          slug: "report-practice",
          questions_count: 2,
          started_count: 2,
          completed_count: 1,
          average_progress: 38, // (100 + 50 + 0 + 0) / 4
        },
      },
    ]);
  });

  it("narrows to one member, and refuses another organization's", async () => {
    const body = await json(ada, `/v1/reports/practice?user_id=${ada.user.id}`);
    expect(body.data[0].attributes).toMatchObject({ completed_count: 1, average_progress: 100 });
    expect((await get(ada, `/v1/reports/practice?user_id=${outsider.user.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("GET /v1/reports/certificates", () => {
  it("lists the members' certificates newest first, by pages", async () => {
    const body = await json(idris, "/v1/reports/certificates");
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([
      adaPracticeCertificate,
      adaCourseCertificate,
    ]);
    expect(body.data[0]).toEqual({
      id: adaPracticeCertificate,
      type: "certificate_report",
      attributes: {
        title: "Report practice",
        certificate_resource_type: "MockInterview",
        issued_at: "2030-01-02T10:00:00.000Z",
        holder: { id: ada.user.id, first_name: "Ada", last_name: "Lovelace" },
      },
    });
    expect(body.meta.pagy).toMatchObject({ page: 1, count: 2, pages: 1 });

    const second = await json(idris, "/v1/reports/certificates?limit=1&page=2");
    expect(second.data.map((row: { id: string }) => row.id)).toEqual([adaCourseCertificate]);
    expect(second.meta.pagy).toMatchObject({ page: 2, limit: 1, count: 2, prev: 1, next: null });
  });

  it("narrows to one member, and refuses another organization's", async () => {
    const body = await json(ada, `/v1/reports/certificates?user_id=${grace.user.id}`);
    expect(body.data).toEqual([]);
    expect(body.meta.pagy.count).toBe(0);
    const response = await get(ada, `/v1/reports/certificates?user_id=${outsider.user.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe("a new organization", () => {
  it("gets empty reports with every member counted", async () => {
    const { admin } = await createOrganization(app, { name: "Brand New Co" });
    const learners = await json(admin, "/v1/reports/top_learners");
    expect(learners).toEqual({
      data: [],
      meta: { team: { members_count: 1, learners_count: 0, points: 0, certificates_count: 0 } },
    });
    const learn = await json(admin, "/v1/reports/learn");
    expect(learn.data[0].attributes).toMatchObject({
      started_count: 0,
      completed_count: 0,
      average_progress: 0,
    });
    const practice = await json(admin, "/v1/reports/practice");
    expect(practice.meta.completed_total).toBe(0);
    const certificates = await json(admin, "/v1/reports/certificates");
    expect(certificates.data).toEqual([]);
  });

  it("is refused to a candidate and to anonymous callers", async () => {
    const candidate = await createCandidate(app);
    expect((await get(candidate, "/v1/reports/top_learners")).statusCode).toBe(403);
    const anonymous = await app.inject({ method: "GET", url: "/v1/reports/learn" });
    expect(anonymous.statusCode).toBe(401);
  });
});
