import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, createHiringTeam } from "../../../test/organizations";
import { uploadVideo } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";

/* An organization builds its own calibration exercise from staged answers (issue 16). */
describe("an organization's own calibration exercise", () => {
  let app: TestApp;
  const webm = sampleWebm();
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-calibration-builder-"));
    app = await buildTestApp({ dataDir });
  });
  afterAll(() => app.close());

  const call = (actor: Actor, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });

  async function body(actor: Actor, expert: number[][] = [[4], [2]]) {
    const samples = [];
    for (const [index, ratings] of expert.entries()) {
      samples.push({
        question: `Staged question ${index + 1}`,
        video_upload_id: await uploadVideo(app, actor, webm, { purpose: "question_video" }),
        transcript: `Staged answer ${index + 1}`,
        rationale: `Why staged answer ${index + 1} scores so.`,
        expert_scores: ratings.map((rating, criterion_index) => ({ criterion_index, rating })),
      });
    }
    return {
      title: "Our own exercise",
      description: "Staged answers by our team",
      minutes: 10,
      criteria: [{ name: "Clarity", description: "Says it plainly", rating_scale: 5 }],
      samples,
    };
  }

  it("is built by HR, shown to its members only, scored against its expert and deleted", async () => {
    const { hr, reviewer, outsider } = await createHiringTeam(app);
    const created = await call(hr, "POST", "/v1/calibration_exercises", await body(hr));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.attributes).toMatchObject({
      is_library: false,
      samples_count: 2,
      criteria_count: 1,
    });

    const list = await call(reviewer, "GET", "/v1/calibration_exercises");
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(id);
    const detail = await call(reviewer, "GET", `/v1/calibration_exercises/${id}`);
    const { samples, criteria } = detail.json().data.attributes;
    expect(samples[0].question).toBe("Staged question 1");
    // The staged answer's stored file, signed; never the raw storage key.
    const video = await app.inject({ method: "GET", url: samples[0].video_url });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(webm)).toBe(true);

    const attempt = await call(reviewer, "POST", `/v1/calibration_exercises/${id}/attempts`, {
      scores: [
        { sample_id: samples[0].id, criterion_id: criteria[0].id, rating: 4 },
        { sample_id: samples[1].id, criterion_id: criteria[0].id, rating: 4 },
      ],
    });
    expect(attempt.statusCode).toBe(201);
    // Deviations 0 and 2 from the expert's 4 and 2.
    expect(attempt.json().data.attributes.mean_absolute_deviation).toBe(1);
    expect(attempt.json().data.attributes.rationales[1].rationale).toBe(
      "Why staged answer 2 scores so.",
    );

    const outsiderList = await call(outsider, "GET", "/v1/calibration_exercises");
    expect(outsiderList.json().data.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await call(outsider, "GET", `/v1/calibration_exercises/${id}`)).statusCode).toBe(404);
    expect((await call(outsider, "DELETE", `/v1/calibration_exercises/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(reviewer, "DELETE", `/v1/calibration_exercises/${id}`)).statusCode).toBe(
      403,
    );
    expect((await call(hr, "DELETE", `/v1/calibration_exercises/${id}`)).statusCode).toBe(204);
    expect((await call(reviewer, "GET", `/v1/calibration_exercises/${id}`)).statusCode).toBe(404);
  });

  it("refuses Candor's exercise to delete", async () => {
    const { admin } = await createHiringTeam(app);
    const list = await call(admin, "GET", "/v1/calibration_exercises");
    const candor = list
      .json()
      .data.find((row: { attributes: { is_library: boolean } }) => row.attributes.is_library);
    expect((await call(admin, "DELETE", `/v1/calibration_exercises/${candor.id}`)).statusCode).toBe(
      404,
    );
  });

  it("answers 422 with field codes for missing or out-of-scale expert scores and bad counts", async () => {
    const { hr } = await createHiringTeam(app);
    const outOfScale = await body(hr, [[6], []]);
    const response = await call(hr, "POST", "/v1/calibration_exercises", outOfScale);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({
      "samples.0.expert_scores": ["invalid"],
      "samples.1.expert_scores": ["required"],
    });

    const one = await body(hr, [[3]]);
    const tooFew = await call(hr, "POST", "/v1/calibration_exercises", one);
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().message.samples).toEqual(["too_short"]);

    const list = await call(hr, "GET", "/v1/calibration_exercises");
    expect(
      list
        .json()
        .data.some((row: { attributes: { is_library: boolean } }) => !row.attributes.is_library),
    ).toBe(false);
  });

  it("answers 422 on a sample whose upload is someone else's", async () => {
    const { hr, admin } = await createHiringTeam(app);
    const input = await body(admin);
    const response = await call(hr, "POST", "/v1/calibration_exercises", input);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({
      "samples.0.video_upload_id": ["upload_not_found"],
    });
  });
});
