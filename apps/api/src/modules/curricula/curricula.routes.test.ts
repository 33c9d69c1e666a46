import { CHALLENGING_SCENARIOS_SLUG } from "@candor/shared/schemas/curricula";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, createCandidate } from "../../../test/organizations";
import {
  createLearner,
  currentPoints,
  getCurriculum,
  importDemoContent,
  videosOf,
} from "../../../test/training";
import { pointsLedger } from "../../db/schema/index";

let app: TestApp;
let learner: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  await importDemoContent(app);
  learner = await createLearner(app, "premium");
});
afterAll(() => app.close());

function get(actor: Actor | undefined, url: string) {
  return app.inject({ method: "GET", url, headers: actor?.headers ?? {} });
}
function put(actor: Actor, url: string, payload: Record<string, unknown>) {
  return app.inject({ method: "PUT", url, headers: actor.headers, payload });
}

describe("GET /v1/curriculums", () => {
  it("lists the complete curriculum as a card with every attribute of SPEC §3", async () => {
    const response = await get(learner, "/v1/curriculums?type=complete");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagy).toMatchObject({ page: 1, count: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      type: "curriculum",
      attributes: {
        title: "Interviewing Essentials",
        slug: "interviewing-essentials",
        image_slug: "welcome-to-candor",
        avatar: null,
        progress: 0,
        got_certificate: false,
        is_certificate: false,
        certificate_type: "video_lessons",
        certificate_resource_type: "Curriculum",
        type: "learning",
        curriculum_type: "complete",
        is_available: true,
      },
    });
    expect(body.data[0].attributes.candor_points).toBeGreaterThan(0);
  });

  it("lists the specialized tracks in catalogue order, without the unlisted scenarios", async () => {
    const body = (await get(learner, "/v1/curriculums?type=specialized")).json();
    const slugs = body.data.map((card: { attributes: { slug: string } }) => card.attributes.slug);
    expect(slugs).toEqual([
      "behavioral-interviewing",
      "fair-and-inclusive-interviews",
      "scorecards-and-decisions",
      "remote-and-video-interviews",
    ]);
    expect(slugs).not.toContain(CHALLENGING_SCENARIOS_SLUG);
  });

  it("lists every listed curriculum without a type, and refuses an unknown type", async () => {
    expect((await get(learner, "/v1/curriculums")).json().data).toHaveLength(5);
    const response = await get(learner, "/v1/curriculums?type=advanced");
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ type: ["invalid"] });
  });

  it("is for members: 401 signed out, 403 for candidates", async () => {
    expect((await get(undefined, "/v1/curriculums")).statusCode).toBe(401);
    const candidate = await createCandidate(app);
    expect((await get(candidate, "/v1/curriculums")).statusCode).toBe(403);
  });
});

describe("GET /v1/curriculums/{curriculumSlug}", () => {
  it("answers the parts, videos, quizzes, questions and answers in order, with the user's state", async () => {
    const doc = (await getCurriculum(app, learner, "interviewing-essentials")).attributes;
    expect(doc).toMatchObject({
      title: "Interviewing Essentials",
      progress: 0,
      user_points: 0,
      got_certificate: false,
      certificate_id: null,
      awards_certificate: true,
    });
    expect(doc.curriculum_parts.map((part) => part.title)).toEqual([
      "Getting Started",
      "Asking Better Questions",
      "Evaluating Fairly",
      "The Candidate's Side",
    ]);
    const [first] = videosOf(doc);
    expect(first).toMatchObject({
      title: "Welcome to Candor",
      media_url: "/media/training/welcome-to-candor.webm",
      captions_url: "/media/training/welcome-to-candor.vtt",
      wistia_id: null,
      duration: 17,
      candor_points: 10,
      is_watched: false,
      last_position: 0,
      notes: [],
    });
    expect(String(first?.transcript)).toMatch(/^Welcome to Candor\./);
    const quiz = first?.quizzes[0];
    expect(quiz).toMatchObject({
      quiz_type: "quiz",
      candor_points: 50,
      completed: false,
      answers_ids: [],
      last_result_correct: null,
    });
    const [trueOrFalse, multiple] = quiz?.quiz_questions ?? [];
    expect(trueOrFalse).toMatchObject({ question_type: "true_or_false", video_url: null });
    expect(trueOrFalse?.quiz_answers.map((answer) => answer.text)).toEqual(["True", "False"]);
    expect(trueOrFalse?.correct_answers_ids).toEqual([trueOrFalse?.quiz_answers[0]?.id]);
    expect(multiple?.correct_answers_ids).toHaveLength(3);

    const practice = videosOf(doc)
      .flatMap((video) => video.quizzes)
      .find((candidate) => candidate.quiz_type === "practice");
    expect(practice).toMatchObject({ candor_points: 100 });
    expect(practice?.quiz_questions[0]).toMatchObject({
      video_url: "/media/training/practice-candidate-answer.webm",
      correct_answers_ids: [],
    });
  });

  it("answers 404 for an unknown slug", async () => {
    const response = await get(learner, "/v1/curriculums/no-such-course");
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });

  it("opens the unlisted challenging scenarios: three videos of 200 points", async () => {
    const doc = (await getCurriculum(app, learner, CHALLENGING_SCENARIOS_SLUG)).attributes;
    expect(videosOf(doc).map((video) => [video.title, video.candor_points])).toEqual([
      ["The Nervous Candidate", 200],
      ["The Overqualified Candidate", 200],
      ["The Rambler", 200],
    ]);
    expect(doc.awards_certificate).toBe(false);
  });
});

describe("watching videos", () => {
  it("keeps the playback position, per user", async () => {
    const doc = (await getCurriculum(app, learner, "behavioral-interviewing")).attributes;
    const video = videosOf(doc)[0];
    const response = await put(learner, `/v1/curriculum_videos/${video?.id}/log`, {
      position: 7.5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: "video_progress",
      id: video?.id,
      attributes: { last_position: 7.5, is_watched: false, watched_at: null },
    });
    const again = (await getCurriculum(app, learner, "behavioral-interviewing")).attributes;
    expect(videosOf(again)[0]?.last_position).toBe(7.5);

    const other = await createLearner(app, "premium");
    const theirs = (await getCurriculum(app, other, "behavioral-interviewing")).attributes;
    expect(videosOf(theirs)[0]?.last_position).toBe(0);
  });

  it("refuses a position that is not a number, and an unknown video", async () => {
    const doc = (await getCurriculum(app, learner, "behavioral-interviewing")).attributes;
    const video = videosOf(doc)[0];
    const bad = await put(learner, `/v1/curriculum_videos/${video?.id}/log`, { position: "x" });
    expect(bad.statusCode).toBe(422);
    const unknown = await put(
      learner,
      "/v1/curriculum_videos/00000000-0000-4000-8000-000000000000/log",
      { position: 1 },
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await put(learner, "/v1/curriculum_videos/12/log", { position: 1 });
    expect(malformed.statusCode).toBe(404);
  });

  it("marks a video watched, pays its points once and answers the updated user", async () => {
    const watcher = await createLearner(app, "premium");
    const doc = (await getCurriculum(app, watcher, "interviewing-essentials")).attributes;
    const video = videosOf(doc)[0];
    const url = `/v1/curriculum_videos/${video?.id}/watched`;

    const first = await put(watcher, url, { watched: "true" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { type: "user", id: watcher.user.id, attributes: { points: 10 } },
      meta: { curriculum_video_id: video?.id, is_watched: true, points_awarded: 10 },
    });
    // One item of all its videos and quizzes, rounded down.
    const items = videosOf(doc).reduce((sum, each) => sum + 1 + each.quizzes.length, 0);
    const expected = Math.floor(100 / items);
    expect(first.json().meta.curriculum_progress).toBe(expected);

    // Twice, and twice at once: paid once.
    const again = await Promise.all([
      put(watcher, url, { watched: true }),
      put(watcher, url, { watched: "true" }),
    ]);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.points_awarded).toBe(0);
    }
    expect(await currentPoints(app, watcher)).toBe(10);
    const ledger = await app.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, watcher.user.id));
    expect(ledger).toHaveLength(1);

    const after = (await getCurriculum(app, watcher, "interviewing-essentials")).attributes;
    expect(videosOf(after)[0]?.is_watched).toBe(true);
    expect(after).toMatchObject({ progress: expected, user_points: 10 });
    // The card shows the same progress.
    const cards = (await get(watcher, "/v1/curriculums?type=complete")).json();
    expect(cards.data[0].attributes.progress).toBe(expected);
  });

  it("refuses anything but watched true", async () => {
    const doc = (await getCurriculum(app, learner, "interviewing-essentials")).attributes;
    const url = `/v1/curriculum_videos/${videosOf(doc)[0]?.id}/watched`;
    expect((await put(learner, url, { watched: "false" })).statusCode).toBe(422);
    expect((await put(learner, url, {})).statusCode).toBe(422);
  });

  it("pays 200 points for a challenging scenario", async () => {
    const watcher = await createLearner(app, "free");
    const doc = (await getCurriculum(app, watcher, CHALLENGING_SCENARIOS_SLUG)).attributes;
    const rambler = videosOf(doc).find((video) => video.title === "The Rambler");
    const response = await put(watcher, `/v1/curriculum_videos/${rambler?.id}/watched`, {
      watched: "true",
    });
    expect(response.json().meta).toMatchObject({ points_awarded: 200, certificate_id: null });
    expect(response.json().data.attributes.points).toBe(200);
  });
});

describe("plan gating (SPEC §9: free none, pro 3, premium all)", () => {
  it("includes nothing on free: cards unavailable, the curriculum and its calls 403", async () => {
    const free = await createLearner(app, "free");
    const cards = (await get(free, "/v1/curriculums")).json().data;
    expect(
      cards.map((card: { attributes: { is_available: boolean } }) => card.attributes.is_available),
    ).toEqual([false, false, false, false, false]);
    const response = await get(free, "/v1/curriculums/interviewing-essentials");
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("training_not_available");

    const doc = (await getCurriculum(app, learner, "interviewing-essentials")).attributes;
    const video = videosOf(doc)[0];
    const watched = await put(free, `/v1/curriculum_videos/${video?.id}/watched`, {
      watched: "true",
    });
    expect(watched.statusCode).toBe(403);
    expect(watched.json().code).toBe("training_not_available");
    const quiz = await app.inject({
      method: "POST",
      url: `/v1/quizzes/${video?.quizzes[0]?.id}/answers`,
      headers: free.headers,
      payload: { answer_ids: video?.quizzes[0]?.answers_ids.join(",") || "x" },
    });
    expect(quiz.statusCode).toBe(403);
  });

  it("includes the complete curriculum and the first two tracks on pro", async () => {
    const pro = await createLearner(app, "pro");
    const cards = (await get(pro, "/v1/curriculums")).json().data as {
      attributes: { slug: string; is_available: boolean };
    }[];
    expect(cards.map((card) => [card.attributes.slug, card.attributes.is_available])).toEqual([
      ["interviewing-essentials", true],
      ["behavioral-interviewing", true],
      ["fair-and-inclusive-interviews", true],
      ["scorecards-and-decisions", false],
      ["remote-and-video-interviews", false],
    ]);
    expect((await get(pro, "/v1/curriculums/fair-and-inclusive-interviews")).statusCode).toBe(200);
    expect((await get(pro, "/v1/curriculums/scorecards-and-decisions")).statusCode).toBe(403);
  });

  it("includes every curriculum on enterprise and free_full_access", async () => {
    for (const plan of ["enterprise", "free_full_access"] as const) {
      const member = await createLearner(app, plan);
      const cards = (await get(member, "/v1/curriculums")).json().data;
      expect(
        cards.every(
          (card: { attributes: { is_available: boolean } }) => card.attributes.is_available,
        ),
      ).toBe(true);
    }
  });
});
