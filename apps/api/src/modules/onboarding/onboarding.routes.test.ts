import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, createCandidate } from "../../../test/organizations";
import { createLearner } from "../../../test/training";

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function get(actor: Actor, url: string) {
  return app.inject({ method: "GET", url, headers: actor.headers });
}
function post(actor: Actor, payload: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/v1/onboarding_survey",
    headers: actor.headers,
    payload,
  });
}

const ANSWERS = {
  role: "hiring_manager",
  experience: "1_to_3_years",
  interviews_per_month: "3_to_10",
  goals: ["structured_interviews", "reduce_bias", "structured_interviews", "other"],
  goals_other: "Coach my team leads",
  role_other: "ignored unless the role is other",
};

describe("the onboarding survey", () => {
  it("is empty until answered, and answering turns show_onboarding off", async () => {
    const learner = await createLearner(app, "free");
    const before = await get(learner, "/v1/onboarding_survey");
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      id: learner.user.id,
      type: "onboarding_survey",
      attributes: { answers: null, completed_at: null, show_onboarding: true },
    });

    const response = await post(learner, { answers: ANSWERS });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      answers: {
        role: "hiring_manager",
        experience: "1_to_3_years",
        interviews_per_month: "3_to_10",
        goals: ["structured_interviews", "reduce_bias", "other"],
        goals_other: "Coach my team leads",
      },
      completed_at: expect.any(String),
      show_onboarding: false,
    });
    expect(response.json().data.attributes.answers.role_other).toBeUndefined();

    const user = await get(learner, "/v1/users/current");
    expect(user.json().data.attributes.show_onboarding).toBe(false);

    // Answering again replaces the answers and keeps the first completion time.
    const again = await post(learner, {
      answers: { ...ANSWERS, role: "other", goals: ["scorecards"] },
    });
    expect(again.json().data.attributes).toMatchObject({
      answers: {
        role: "other",
        role_other: "ignored unless the role is other",
        goals: ["scorecards"],
      },
      completed_at: response.json().data.attributes.completed_at,
    });
  });

  it("refuses incomplete or unknown answers with field codes, changing nothing", async () => {
    const learner = await createLearner(app, "free");
    const response = await post(learner, {
      answers: { role: "astronaut", experience: "1_to_3_years", goals: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatchObject({
      "answers.role": ["invalid"],
      "answers.interviews_per_month": ["required"],
      "answers.goals": ["required"],
    });
    const survey = await get(learner, "/v1/onboarding_survey");
    expect(survey.json().data.attributes).toMatchObject({ answers: null, show_onboarding: true });
  });

  it("is for members, not candidates", async () => {
    const candidate = await createCandidate(app);
    expect((await get(candidate, "/v1/onboarding_survey")).statusCode).toBe(403);
  });
});
