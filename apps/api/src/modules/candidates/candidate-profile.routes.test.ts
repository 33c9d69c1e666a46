import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  attachCandidateInterview,
  createCandidate,
  insertCandidate,
} from "../../../test/candidates";
import { multipartBody } from "../../../test/images";
import {
  insertInterview,
  insertReview,
  insertScorecard,
  inviteCandidate,
} from "../../../test/interviews";
import { type Actor, createHiringTeam } from "../../../test/organizations";

/*
 * The candidate profile's own calls: the résumé (upload, replace, remove, refused types and sizes,
 * gone with its candidate) and the candidate's interviews with scores by the blind rule.
 */

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsiderOrganizationId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-candidate-profile-"));
  app = await buildTestApp({ dataDir });
  ({ organizationId, admin, hr, reviewer, outsiderOrganizationId } = await createHiringTeam(app));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

function upload(actor: Actor, candidateId: string, data: Buffer | string, fileName = "cv.pdf") {
  const body = multipartBody([
    { name: "resume", data, filename: fileName, contentType: "application/pdf" },
    { name: "file_name", data: fileName },
  ]);
  return app.inject({
    method: "PUT",
    url: `/v1/candidates/${candidateId}/resume`,
    payload: body.payload,
    headers: { ...actor.headers, ...body.headers },
  });
}

function get(actor: Actor, url: string) {
  return app.inject({ method: "GET", url, headers: actor.headers });
}

/** The storage key behind a signed URL (`/v1/files/<key>?expires=…`). */
function keyOf(url: string) {
  return decodeURIComponent(url.replace(/^\/v1\/files\//, "").split("?")[0] ?? "");
}

describe("a candidate's résumé", () => {
  it("is uploaded, served through its signed URL, replaced (old file removed) and removed", async () => {
    const made = await createCandidate(app, hr);
    expect((await get(hr, `/v1/candidates/${made.id}/resume`)).json()).toEqual({ data: null });

    const first = await upload(hr, made.id, PDF, "Ada Lovelace CV.pdf");
    expect(first.statusCode).toBe(200);
    const attributes = first.json().data.attributes;
    expect(attributes).toMatchObject({
      file_name: "Ada Lovelace CV.pdf",
      size_bytes: PDF.length,
      content_type: "application/pdf",
    });
    const served = await app.inject({ method: "GET", url: attributes.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // The browser's PDF viewer shows it in the page's frame: not sandboxed, framed by us only.
    expect(served.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );

    const second = await upload(admin, made.id, Buffer.concat([PDF, Buffer.from("v2")]));
    expect(second.statusCode).toBe(200);
    expect(await app.storage.get(keyOf(attributes.url))).toBeUndefined();
    const secondKey = keyOf(second.json().data.attributes.url);
    expect(await app.storage.get(secondKey)).toBeDefined();

    const removed = await app.inject({
      method: "DELETE",
      url: `/v1/candidates/${made.id}/resume`,
      headers: hr.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await app.storage.get(secondKey)).toBeUndefined();
    expect((await get(hr, `/v1/candidates/${made.id}/resume`)).json()).toEqual({ data: null });
  });

  it("refuses a file that is not a PDF by its bytes (415), whatever its name says", async () => {
    const made = await createCandidate(app, hr);
    const response = await upload(hr, made.id, "<html>not a pdf</html>", "cv.pdf");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: { resume: ["invalid"] } });
    expect((await get(hr, `/v1/candidates/${made.id}/resume`)).json()).toEqual({ data: null });
  });

  it("refuses a file over 10 MB (413) and a body without the file (422)", async () => {
    const made = await createCandidate(app, hr);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(hr, made.id, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: { resume: ["too_large"] } });

    const body = multipartBody([{ name: "file_name", data: "cv.pdf" }]);
    const missing = await app.inject({
      method: "PUT",
      url: `/v1/candidates/${made.id}/resume`,
      payload: body.payload,
      headers: { ...hr.headers, ...body.headers },
    });
    expect(missing.statusCode).toBe(422);
  });

  it("is refused to reviewers (403) and another organization's candidate is a 404", async () => {
    const made = await createCandidate(app, hr);
    expect((await upload(reviewer, made.id, PDF)).statusCode).toBe(403);
    expect((await get(reviewer, `/v1/candidates/${made.id}/resume`)).statusCode).toBe(403);
    const theirs = await insertCandidate(app, outsiderOrganizationId, {
      email: "resume-theirs@example.com",
    });
    expect((await upload(hr, theirs.id, PDF)).statusCode).toBe(404);
    expect((await get(hr, `/v1/candidates/${theirs.id}/resume`)).statusCode).toBe(404);
    const deleted = await app.inject({
      method: "DELETE",
      url: `/v1/candidates/${theirs.id}/resume`,
      headers: hr.headers,
    });
    expect(deleted.statusCode).toBe(404);
  });

  it("goes from storage with its candidate", async () => {
    const made = await createCandidate(app, hr);
    const uploaded = await upload(hr, made.id, PDF);
    const key = keyOf(uploaded.json().data.attributes.url);
    expect(await app.storage.get(key)).toBeDefined();
    const deleted = await app.inject({
      method: "DELETE",
      url: `/v1/candidates/${made.id}`,
      headers: hr.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.storage.get(key)).toBeUndefined();
  });
});

describe("a candidate's interviews", () => {
  it("lists each interview with position, accommodations and scores only after the caller's own review", async () => {
    const made = await createCandidate(app, hr);
    const { scorecard, criteria } = await insertScorecard(app, organizationId);
    const [first, second] = criteria;
    if (!first || !second) throw new Error("criteria missing");
    const { interview } = await insertInterview(app, organizationId, {
      title: "Screening call",
      scorecardId: scorecard.id,
    });
    const { candidateInterview } = await inviteCandidate(app, interview, {
      status: "reviewed",
      timeMultiplier: 1.5,
      extraRetakes: 2,
      deadline: new Date("2030-01-01T00:00:00Z"),
    });
    await attachCandidateInterview(app, candidateInterview.id, made.id);
    await insertReview(app, candidateInterview, admin.user.id, {
      scorecardId: scorecard.id,
      scores: [
        { criterionId: first.id, rating: 4 },
        { criterionId: second.id, rating: 2 },
      ],
    });
    // A second interview, not reviewed by anyone.
    const other = await insertInterview(app, organizationId, { title: "Second round" });
    const { candidateInterview: invited } = await inviteCandidate(app, other.interview);
    await attachCandidateInterview(app, invited.id, made.id);

    const before = await get(hr, `/v1/candidates/${made.id}/interviews`);
    expect(before.statusCode).toBe(200);
    const list = before.json().data;
    expect(list).toHaveLength(2);
    const screening = list.find(
      (entry: { id: string }) => entry.id === candidateInterview.id,
    ).attributes;
    expect(screening).toMatchObject({
      interview: { id: interview.id, title: "Screening call" },
      status: "reviewed",
      accommodations: { time_multiplier: 1.5, extra_retakes: 2 },
      effective_deadline: "2030-01-01T00:00:00.000Z",
      reviews_count: 1,
      my_review: "none",
      others_visible: false,
      average: null,
    });
    expect(screening.criteria.map((c: { name: string }) => c.name)).toEqual([
      first.name,
      second.name,
    ]);

    // The admin submitted: they see the average, overall and per criterion.
    const seen = (await get(admin, `/v1/candidates/${made.id}/interviews`)).json().data;
    const mine = seen.find((entry: { id: string }) => entry.id === candidateInterview.id);
    expect(mine.attributes).toMatchObject({
      my_review: "submitted",
      others_visible: true,
      average: {
        overall: 3,
        reviews_count: 1,
        by_criterion: [
          { criterion_id: first.id, average: 4, count: 1 },
          { criterion_id: second.id, average: 2, count: 1 },
        ],
      },
    });
  });

  it("is refused to reviewers (403); another organization's candidate is a 404", async () => {
    const made = await createCandidate(app, hr);
    expect((await get(reviewer, `/v1/candidates/${made.id}/interviews`)).statusCode).toBe(403);
    const theirs = await insertCandidate(app, outsiderOrganizationId, {
      email: "interviews-theirs@example.com",
    });
    expect((await get(hr, `/v1/candidates/${theirs.id}/interviews`)).statusCode).toBe(404);
    expect((await get(hr, "/v1/candidates/not-a-uuid/interviews")).statusCode).toBe(404);
    expect((await get(hr, `/v1/candidates/${made.id}/interviews`)).json()).toEqual({ data: [] });
  });
});
