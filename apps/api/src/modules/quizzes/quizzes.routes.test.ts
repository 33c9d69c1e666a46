import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import type { Actor } from "../../../test/organizations";
import {
  type CurriculumDoc,
  correctAnswerIds,
  createLearner,
  currentPoints,
  getCurriculum,
  importDemoContent,
  videosOf,
} from "../../../test/training";
import { quizSubmissions } from "../../db/schema/index";

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
  await importDemoContent(app);
});
afterAll(() => app.close());

type QuizOf =
  CurriculumDoc["curriculum_parts"][number]["curriculum_videos"][number]["quizzes"][number];

function submit(actor: Actor, quizId: string, answerIds: string | string[]) {
  return app.inject({
    method: "POST",
    url: `/v1/quizzes/${quizId}/answers`,
    headers: actor.headers,
    payload: { answer_ids: Array.isArray(answerIds) ? answerIds.join(",") : answerIds },
  });
}

async function quizzesOf(actor: Actor, slug = "interviewing-essentials") {
  const doc = (await getCurriculum(app, actor, slug)).attributes;
  return videosOf(doc).flatMap((video) => video.quizzes);
}

/** Ids that answer every question, the first one wrong. */
function firstWrong(quiz: QuizOf): string[] {
  const [first, ...rest] = quiz.quiz_questions;
  const wrong = first?.quiz_answers.find(
    (answer) => !first.correct_answers_ids.includes(answer.id),
  );
  return [wrong?.id ?? "", ...rest.flatMap((question) => question.correct_answers_ids)];
}

describe("POST /v1/quizzes/{quizId}/answers", () => {
  it("grades on the server, pays the quiz's points once and answers the updated user", async () => {
    const learner = await createLearner(app);
    const [quiz] = await quizzesOf(learner);
    if (!quiz) throw new Error("no quiz");

    const first = await submit(learner, quiz.id, correctAnswerIds(quiz));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { type: "user", id: learner.user.id, attributes: { points: 50 } },
      meta: {
        quiz_id: quiz.id,
        attempt: 1,
        correct: true,
        correct_count: quiz.quiz_questions.length,
        questions_count: quiz.quiz_questions.length,
        points_awarded: 50,
        certificate_id: null,
      },
    });
    expect(first.json().meta.results.every((result: { correct: boolean }) => result.correct)).toBe(
      true,
    );

    // A retake with a wrong answer: graded and stored, not paid.
    const retake = await submit(learner, quiz.id, firstWrong(quiz));
    expect(retake.json().meta).toMatchObject({
      attempt: 2,
      correct: false,
      correct_count: quiz.quiz_questions.length - 1,
      points_awarded: 0,
    });
    expect(retake.json().meta.results[0]).toMatchObject({
      question_id: quiz.quiz_questions[0]?.id,
      correct: false,
    });
    expect(await currentPoints(app, learner)).toBe(50);

    // The curriculum shows the latest submission.
    const [after] = await quizzesOf(learner);
    expect(after).toMatchObject({
      completed: true,
      answers_ids: firstWrong(quiz),
      last_result_correct: false,
    });
  });

  it("pays once when the same submission arrives twice at once", async () => {
    const learner = await createLearner(app);
    const [quiz] = await quizzesOf(learner);
    if (!quiz) throw new Error("no quiz");
    const responses = await Promise.all([
      submit(learner, quiz.id, correctAnswerIds(quiz)),
      submit(learner, quiz.id, correctAnswerIds(quiz)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json().meta.points_awarded).sort()).toEqual([
      0, 50,
    ]);
    expect(responses.map((response) => response.json().meta.attempt).sort()).toEqual([1, 2]);
    expect(await currentPoints(app, learner)).toBe(50);
  });

  it("grades multiple choice: every correct answer and no wrong one", async () => {
    const learner = await createLearner(app);
    const [quiz] = await quizzesOf(learner);
    const [trueOrFalse, multiple] = quiz?.quiz_questions ?? [];
    if (!quiz || !trueOrFalse || !multiple) throw new Error("no questions");
    const wrong = multiple.quiz_answers.find(
      (answer) => !multiple.correct_answers_ids.includes(answer.id),
    );
    const withWrong = [
      ...trueOrFalse.correct_answers_ids,
      ...multiple.correct_answers_ids,
      wrong?.id ?? "",
    ];
    const response = await submit(learner, quiz.id, withWrong);
    expect(response.json().meta.results.map((r: { correct: boolean }) => r.correct)).toEqual([
      true,
      false,
    ]);
    const partial = await submit(learner, quiz.id, [
      ...trueOrFalse.correct_answers_ids,
      multiple.correct_answers_ids[0] ?? "",
    ]);
    expect(partial.json().meta.results.map((r: { correct: boolean }) => r.correct)).toEqual([
      true,
      false,
    ]);
  });

  it("grades a practice by the chosen answer's points and pays 100", async () => {
    const learner = await createLearner(app);
    const practice = (await quizzesOf(learner)).find((quiz) => quiz.quiz_type === "practice");
    if (!practice) throw new Error("no practice");
    const poor = practice.quiz_questions.map(
      (question) => question.quiz_answers.find((answer) => answer.points === 0)?.id ?? "",
    );
    const response = await submit(learner, practice.id, poor);
    expect(response.json().meta).toMatchObject({ correct: false, points_awarded: 100 });
    const best = await submit(learner, practice.id, correctAnswerIds(practice));
    expect(best.json().meta).toMatchObject({ correct: true, attempt: 2, points_awarded: 0 });
  });

  it("refuses answers of another quiz, unanswered questions, two answers to a single choice and junk", async () => {
    const learner = await createLearner(app);
    const [quiz, otherQuiz] = await quizzesOf(learner);
    if (!quiz || !otherQuiz) throw new Error("no quizzes");
    const cases: [string, string][] = [
      [[...correctAnswerIds(quiz), ...correctAnswerIds(otherQuiz)].join(","), "invalid"],
      [correctAnswerIds(quiz).slice(1).join(","), "required"],
      [
        [
          ...(quiz.quiz_questions[0]?.quiz_answers.map((answer) => answer.id) ?? []),
          ...correctAnswerIds(quiz).slice(1),
        ].join(","),
        "invalid",
      ],
      ["12,15", "invalid"],
      [" , ", "required"],
    ];
    for (const [answerIds, code] of cases) {
      const response = await submit(learner, quiz.id, answerIds);
      expect(response.statusCode, answerIds).toBe(422);
      expect(response.json().message, answerIds).toEqual({ answer_ids: [code] });
    }
    const blank = await submit(learner, quiz.id, "");
    expect(blank.statusCode).toBe(422);
    expect(
      await app.database.db
        .select()
        .from(quizSubmissions)
        .where(eq(quizSubmissions.userId, learner.user.id)),
    ).toEqual([]);
    expect(await currentPoints(app, learner)).toBe(0);
  });

  it("answers 404 for an unknown quiz", async () => {
    const learner = await createLearner(app);
    const response = await submit(learner, "00000000-0000-4000-8000-000000000000", "a");
    expect(response.statusCode).toBe(404);
  });

  it("keeps each user's quiz state their own", async () => {
    const learner = await createLearner(app);
    const other = await createLearner(app);
    const [quiz] = await quizzesOf(learner);
    if (!quiz) throw new Error("no quiz");
    await submit(learner, quiz.id, correctAnswerIds(quiz));
    const [theirs] = await quizzesOf(other);
    expect(theirs).toMatchObject({ completed: false, answers_ids: [], last_result_correct: null });
    expect(await currentPoints(app, other)).toBe(0);
    const doc = (await getCurriculum(app, other, "interviewing-essentials")).attributes;
    expect(doc).toMatchObject({ progress: 0, user_points: 0 });
  });
});

describe("finishing a curriculum", () => {
  it("reaches 100% with every video watched and quiz submitted, and issues the certificate once", async () => {
    const learner = await createLearner(app);
    const doc = (await getCurriculum(app, learner, "behavioral-interviewing")).attributes;
    const videos = videosOf(doc);
    const quizzes = videos.flatMap((video) => video.quizzes);
    let certificateIds: (string | null)[] = [];
    let points = 0;
    for (const video of videos) {
      const response = await app.inject({
        method: "PUT",
        url: `/v1/curriculum_videos/${video.id}/watched`,
        headers: learner.headers,
        payload: { watched: "true" },
      });
      certificateIds.push(response.json().meta.certificate_id);
      points += video.candor_points;
    }
    for (const quiz of quizzes) {
      const response = await submit(learner, quiz.id, correctAnswerIds(quiz));
      certificateIds.push(response.json().meta.certificate_id);
      points += quiz.candor_points;
      const progress = response.json().meta.curriculum_progress;
      if (quiz === quizzes.at(-1)) expect(progress).toBe(100);
      else expect(progress).toBeLessThan(100);
    }
    certificateIds = certificateIds.filter(Boolean);
    expect(certificateIds).toHaveLength(1);

    const after = (await getCurriculum(app, learner, "behavioral-interviewing")).attributes;
    expect(after).toMatchObject({
      progress: 100,
      user_points: points,
      got_certificate: true,
      certificate_id: certificateIds[0],
    });
    expect(await currentPoints(app, learner)).toBe(points);

    // A retake at 100% issues nothing more.
    const [quiz] = quizzes;
    if (!quiz) throw new Error("no quiz");
    const retake = await submit(learner, quiz.id, correctAnswerIds(quiz));
    expect(retake.json().meta).toMatchObject({ curriculum_progress: 100, certificate_id: null });

    const cards = await app.inject({
      method: "GET",
      url: "/v1/curriculums?type=specialized",
      headers: learner.headers,
    });
    expect(cards.json().data[0].attributes).toMatchObject({ progress: 100, got_certificate: true });
  });
});
