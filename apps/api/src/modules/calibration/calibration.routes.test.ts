import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { insertCalibrationExercise } from "../../../test/calibration";
import { type Actor, createHiringTeam } from "../../../test/organizations";
import type { App } from "../../app";
import { createCalibrationService } from "./calibration.service";

type Exercise = Awaited<ReturnType<typeof insertCalibrationExercise>>;

/** A full set of ratings: `ratings[s][c]` for sample s on criterion c. */
function scores(exercise: Exercise, ratings: number[][]) {
  return exercise.samples.flatMap((sample, s) =>
    exercise.criteria.map((criterion, c) => ({
      sample_id: sample.id,
      criterion_id: criterion.id,
      rating: ratings[s]?.[c] ?? 1,
    })),
  );
}

describe("calibration exercises", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const certification = () =>
    createCalibrationService({ db: app.database.db, clock: () => app.clock() });
  const call = (actor: Actor, method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });

  it("lists Candor's exercise to every member, with eight samples on four criteria", async () => {
    const { reviewer } = await createHiringTeam(app);
    const response = await call(reviewer, "GET", "/v1/calibration_exercises");
    expect(response.statusCode).toBe(200);
    const candor = response
      .json()
      .data.find((row: { attributes: { is_library: boolean } }) => row.attributes.is_library);
    expect(candor.attributes).toMatchObject({
      samples_count: 8,
      criteria_count: 4,
      pass_threshold: 0.5,
      attempts_count: 0,
      latest_attempt: null,
      certified_until: null,
    });
    const detail = await call(reviewer, "GET", `/v1/calibration_exercises/${candor.id}`);
    expect(detail.statusCode).toBe(200);
    const { samples } = detail.json().data.attributes;
    expect(samples).toHaveLength(8);
    expect(samples[0].video_url).toMatch(/^\/media\/calibration\/.+\.webm$/);
    expect(samples[0].transcript.length).toBeGreaterThan(20);
  });

  it("never sends the expert's scores or rationales before an attempt, then shows them", async () => {
    const { organizationId, reviewer } = await createHiringTeam(app);
    const exercise = await insertCalibrationExercise(app, { organizationId });
    const detail = await call(reviewer, "GET", `/v1/calibration_exercises/${exercise.exercise.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain("expert");
    expect(detail.body).not.toContain("Why sample 1 scores so.");

    // Expert: [[4, 2], [5, 1]]; member: [[3, 2], [5, 3]]: deviations 1, 0, 0, 2.
    const attempt = await call(
      reviewer,
      "POST",
      `/v1/calibration_exercises/${exercise.exercise.id}/attempts`,
      {
        scores: scores(exercise, [
          [3, 2],
          [5, 3],
        ]),
      },
    );
    expect(attempt.statusCode).toBe(201);
    const result = attempt.json().data.attributes;
    expect(result).toMatchObject({
      mean_absolute_deviation: 0.75,
      passed: false,
      pass_threshold: 0.5,
      certificate_id: null,
      certified_until: null,
      points_awarded: 30,
    });
    expect(
      result.criteria.map(
        (row: { mean_absolute_deviation: number }) => row.mean_absolute_deviation,
      ),
    ).toEqual([0.5, 1]);
    expect(result.scores[0]).toMatchObject({ rating: 3, expert_rating: 4, deviation: -1 });
    expect(result.rationales[0].rationale).toBe("Why sample 1 scores so.");
  });

  it("certifies on a pass only, pays points once, and keeps the best attempt", async () => {
    const { organizationId, reviewer } = await createHiringTeam(app);
    const exercise = await insertCalibrationExercise(app, { organizationId });
    const url = `/v1/calibration_exercises/${exercise.exercise.id}/attempts`;
    const failed = await call(reviewer, "POST", url, {
      scores: scores(exercise, [
        [1, 5],
        [1, 5],
      ]),
    });
    expect(failed.json().data.attributes).toMatchObject({ passed: false, certificate_id: null });
    expect(await certification().isCertified(organizationId, reviewer.user.id)).toBe(false);

    // Deviations 0, 0, 0, 1: 0.25 passes.
    const passed = await call(reviewer, "POST", url, {
      scores: scores(exercise, [
        [4, 2],
        [5, 2],
      ]),
    });
    const result = passed.json().data.attributes;
    expect(result).toMatchObject({
      mean_absolute_deviation: 0.25,
      passed: true,
      points_awarded: 0,
    });
    expect(result.certificate_id).toEqual(expect.any(String));
    expect(result.certified_until).toEqual(expect.any(String));

    const certificate = await call(reviewer, "GET", `/v1/certificates/${result.certificate_id}`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json().data.attributes).toMatchObject({
      certificate_resource_type: "ReviewerCalibration",
      certificate_type: "certified_reviewer",
    });
    const pdf = await call(reviewer, "GET", `/v1/certificates/${result.certificate_id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");

    // A worse pass keeps the better certification: no new certificate.
    const worse = await call(reviewer, "POST", url, {
      scores: scores(exercise, [
        [4, 2],
        [4, 2],
      ]),
    });
    expect(worse.json().data.attributes).toMatchObject({ passed: true, certificate_id: null });
    const list = await call(reviewer, "GET", "/v1/calibration_exercises");
    const card = list
      .json()
      .data.find((row: { id: string }) => row.id === exercise.exercise.id).attributes;
    expect(card.attempts_count).toBe(3);
    expect(card.best_attempt.mean_absolute_deviation).toBe(0.25);
    expect(card.latest_attempt.mean_absolute_deviation).toBe(0.5);
    expect(card.certified_until).toBe(result.certified_until);
    expect(await certification().isCertified(organizationId, reviewer.user.id)).toBe(true);
  });

  it("scales the threshold for a 9-point scale", async () => {
    const { organizationId, reviewer } = await createHiringTeam(app);
    const exercise = await insertCalibrationExercise(app, {
      organizationId,
      ratingScale: 9,
      expert: [
        [8, 2],
        [5, 5],
      ],
    });
    // Deviations 1, 1, 1, 1: MAD 1 ≤ 0.5 × 8 / 4.
    const response = await call(
      reviewer,
      "POST",
      `/v1/calibration_exercises/${exercise.exercise.id}/attempts`,
      {
        scores: scores(exercise, [
          [9, 1],
          [4, 6],
        ]),
      },
    );
    expect(response.json().data.attributes).toMatchObject({
      mean_absolute_deviation: 1,
      pass_threshold: 1,
      passed: true,
    });
  });

  it("answers 422 for a missing, extra, out-of-range or repeated rating", async () => {
    const { organizationId, reviewer } = await createHiringTeam(app);
    const exercise = await insertCalibrationExercise(app, { organizationId });
    const url = `/v1/calibration_exercises/${exercise.exercise.id}/attempts`;
    const full = scores(exercise, [
      [4, 2],
      [5, 1],
    ]);
    const cases: [object[], string][] = [
      [full.slice(1), "required"],
      [[...full, { ...full[0], sample_id: "00000000-0000-4000-8000-000000000000" }], "invalid"],
      [[{ ...full[0], rating: 6 }, ...full.slice(1)], "invalid"],
      [[...full, full[0] as object], "duplicate"],
    ];
    for (const [body, code] of cases) {
      const response = await call(reviewer, "POST", url, { scores: body });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "validation_failed",
        message: { scores: [code] },
      });
    }
    const zero = await call(reviewer, "POST", url, { scores: [{ ...full[0], rating: 0 }] });
    expect(zero.statusCode).toBe(422);
    const missing = await call(reviewer, "POST", url, {});
    expect(missing.statusCode).toBe(422);
  });

  it("keeps an organization's exercise to its members: 404 elsewhere", async () => {
    const { organizationId, outsider } = await createHiringTeam(app);
    const exercise = await insertCalibrationExercise(app, { organizationId });
    const list = await call(outsider, "GET", "/v1/calibration_exercises");
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(
      exercise.exercise.id,
    );
    expect(
      (await call(outsider, "GET", `/v1/calibration_exercises/${exercise.exercise.id}`)).statusCode,
    ).toBe(404);
    const attempt = await call(
      outsider,
      "POST",
      `/v1/calibration_exercises/${exercise.exercise.id}/attempts`,
      {
        scores: scores(exercise, [
          [4, 2],
          [5, 1],
        ]),
      },
    );
    expect(attempt.statusCode).toBe(404);
    expect((await call(outsider, "GET", "/v1/calibration_exercises/not-a-uuid")).statusCode).toBe(
      404,
    );
  });
});
