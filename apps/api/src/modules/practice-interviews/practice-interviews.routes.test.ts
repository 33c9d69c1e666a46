import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import type { Actor } from "../../../test/organizations";
import { createLearner, currentPoints, importDemoContent } from "../../../test/training";

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
  await importDemoContent(app);
});
afterAll(() => app.close());

const SLUG = "customer-success-manager";

type Question = {
  id: string;
  position: number;
  answer_id: string | null;
  answers: { id: string; points: number; description: string }[];
};

function get(actor: Actor, url: string) {
  return app.inject({ method: "GET", url, headers: actor.headers });
}
function post(actor: Actor, url: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: "POST", url, headers: actor.headers, payload });
}
async function interview(actor: Actor) {
  const response = await get(actor, `/v1/interviews/${SLUG}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: string;
    attributes: Record<string, unknown> & { questions: Question[] };
  };
}
function best(question: Question | undefined) {
  const [top] = [...(question?.answers ?? [])].sort((a, b) => b.points - a.points);
  if (!top) throw new Error("no answers");
  return top;
}
function worst(question: Question | undefined) {
  const [bottom] = [...(question?.answers ?? [])].sort((a, b) => a.points - b.points);
  if (!bottom) throw new Error("no answers");
  return bottom;
}
function answer(actor: Actor, questionId: string, answerId: string) {
  return post(actor, `/v1/interviews/${SLUG}/answers`, {
    question_id: questionId,
    answer_id: answerId,
  });
}

describe("practice interviews", () => {
  it("lists the practice sets as practice cards", async () => {
    const learner = await createLearner(app, "free");
    const response = await get(learner, "/v1/interviews");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagy.count).toBe(3);
    expect(body.data[0]).toMatchObject({
      type: "interview",
      attributes: {
        slug: SLUG,
        type: "practice",
        certificate_resource_type: "MockInterview",
        certificate_type: "practice_set",
        progress: 0,
        got_certificate: false,
        is_available: true,
        curriculum_type: null,
        // 100 for finishing and the best option of each of three questions (20 each).
        candor_points: 160,
      },
    });
  });

  it("shows a set with its questions, clips and options, resuming at the first unanswered", async () => {
    const learner = await createLearner(app, "free");
    const data = await interview(learner);
    expect(data.attributes).toMatchObject({
      title: "Customer Success Manager: Behavioral Round",
      progress: 0,
      answered_count: 0,
      questions_count: 3,
      completed: false,
      user_points: 0,
      completion_points: 100,
      certificate_id: null,
    });
    const [first] = data.attributes.questions;
    expect(first).toMatchObject({
      position: 1,
      video_url: "/media/training/practice-candidate-answer.webm",
      captions_url: "/media/training/practice-candidate-answer.vtt",
      answer_id: null,
    });
    expect(data.attributes.current_question_id).toBe(first?.id);
    expect((await get(learner, "/v1/interviews/nope")).statusCode).toBe(404);
  });

  it("keeps answers, pays each question's first answer once, and finishes with a bonus and a certificate", async () => {
    const learner = await createLearner(app, "free");
    const [q1, q2, q3] = (await interview(learner)).attributes.questions;
    if (!q1 || !q2 || !q3) throw new Error("three questions");

    const first = await answer(learner, q1.id, worst(q1).id);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ points_awarded: worst(q1).points, certificate_id: null });
    expect(body.included[0]).toMatchObject({ type: "user", id: learner.user.id });
    expect(body.data.attributes).toMatchObject({
      answered_count: 1,
      progress: 33,
      current_question_id: q2.id,
    });
    expect(body.data.attributes.questions[0].answer_id).toBe(worst(q1).id);

    // Changing the answer keeps the choice but pays nothing more.
    const changed = await answer(learner, q1.id, best(q1).id);
    expect(changed.json().meta.points_awarded).toBe(0);
    expect(changed.json().data.attributes.questions[0].answer_id).toBe(best(q1).id);

    // Resumed later: the state comes back from the server.
    const resumed = await interview(learner);
    expect(resumed.attributes.current_question_id).toBe(q2.id);

    await answer(learner, q2.id, best(q2).id);
    const last = await answer(learner, q3.id, best(q3).id);
    expect(last.json().meta.points_awarded).toBe(best(q3).points + 100);
    const certificateId = last.json().meta.certificate_id;
    expect(certificateId).toEqual(expect.any(String));
    expect(last.json().data.attributes).toMatchObject({
      completed: true,
      progress: 100,
      current_question_id: null,
      got_certificate: true,
      certificate_id: certificateId,
    });
    const total = worst(q1).points + best(q2).points + best(q3).points + 100;
    expect(last.json().included[0].attributes.points).toBe(total);
    expect(last.json().data.attributes.user_points).toBe(total);

    const certificate = await get(learner, `/v1/certificates/${certificateId}`);
    expect(certificate.json().data.attributes).toMatchObject({
      certificate_resource_type: "MockInterview",
      certificate_type: "practice_set",
      type: "practice",
      slug: SLUG,
    });

    // A reset clears the answers, keeps the points and the certificate; going through again pays nothing.
    const reset = await post(learner, `/v1/interviews/${SLUG}/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.attributes).toMatchObject({
      answered_count: 0,
      progress: 0,
      completed: false,
      current_question_id: q1.id,
      got_certificate: true,
      user_points: total,
    });
    for (const question of [q1, q2, q3]) {
      const again = await answer(learner, question.id, best(question).id);
      expect(again.json().meta).toEqual({ points_awarded: 0, certificate_id: null });
    }
    expect(await currentPoints(app, learner)).toBe(total);
  });

  it("keeps each user's answers their own", async () => {
    const learner = await createLearner(app, "free");
    const other = await createLearner(app, "free");
    const [q1] = (await interview(learner)).attributes.questions;
    if (!q1) throw new Error("no question");
    await answer(learner, q1.id, best(q1).id);
    const theirs = await interview(other);
    expect(theirs.attributes).toMatchObject({ answered_count: 0, user_points: 0 });
    expect(theirs.attributes.questions[0]?.answer_id).toBeNull();
    await post(other, `/v1/interviews/${SLUG}/reset`);
    expect((await interview(learner)).attributes.answered_count).toBe(1);
  });

  it("refuses a question of another set and an option of another question", async () => {
    const learner = await createLearner(app, "free");
    const [q1, q2] = (await interview(learner)).attributes.questions;
    const other = await get(learner, "/v1/interviews/software-engineer-structured");
    const foreign = other.json().data.attributes.questions[0] as Question;
    const wrongQuestion = await answer(learner, foreign.id, best(foreign).id);
    expect(wrongQuestion.statusCode).toBe(422);
    expect(wrongQuestion.json().message).toEqual({ question_id: ["invalid"] });
    const wrongOption = await answer(learner, q1?.id ?? "", best(q2).id);
    expect(wrongOption.statusCode).toBe(422);
    expect(wrongOption.json().message).toEqual({ answer_id: ["invalid"] });
    const missing = await post(learner, `/v1/interviews/${SLUG}/answers`, {});
    expect(missing.statusCode).toBe(422);
    expect(await currentPoints(app, learner)).toBe(0);
  });
});
