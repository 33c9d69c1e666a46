import { VERIFICATION_CODE_PATTERN } from "@candor/shared/schemas/certificates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import type { Actor } from "../../../test/organizations";
import { pdfTextLines } from "../../../test/pdf-text";
import {
  correctAnswerIds,
  createLearner,
  getCurriculum,
  importDemoContent,
  videosOf,
} from "../../../test/training";
import { users } from "../../db/schema/index";

let app: TestApp;
let learner: Actor;
let certificateId: string;

/** Watches every video and takes every quiz of a curriculum; answers the certificate issued. */
async function finishCurriculum(actor: Actor, slug: string): Promise<string> {
  const doc = (await getCurriculum(app, actor, slug)).attributes;
  let issued: string | null = null;
  for (const video of videosOf(doc)) {
    const response = await app.inject({
      method: "PUT",
      url: `/v1/curriculum_videos/${video.id}/watched`,
      headers: actor.headers,
      payload: { watched: "true" },
    });
    issued ??= response.json().meta.certificate_id;
    for (const quiz of video.quizzes) {
      const answered = await app.inject({
        method: "POST",
        url: `/v1/quizzes/${quiz.id}/answers`,
        headers: actor.headers,
        payload: { answer_ids: correctAnswerIds(quiz).join(",") },
      });
      issued ??= answered.json().meta.certificate_id;
    }
  }
  if (!issued) throw new Error(`no certificate for ${slug}`);
  return issued;
}

function get(actor: Actor | undefined, url: string) {
  return app.inject({ method: "GET", url, headers: actor?.headers ?? {} });
}

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: "https://candor.example" });
  await importDemoContent(app);
  learner = await createLearner(app);
  certificateId = await finishCurriculum(learner, "fair-and-inclusive-interviews");
});
afterAll(() => app.close());

describe("certificates", () => {
  it("lists the user's certificates as cards", async () => {
    const response = await get(learner, "/v1/certificates");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagy.count).toBe(1);
    const [card] = body.data;
    expect(card).toMatchObject({
      id: certificateId,
      type: "certificate",
      attributes: {
        title: "Fair and Inclusive Interviews",
        slug: "fair-and-inclusive-interviews",
        progress: 100,
        got_certificate: true,
        is_certificate: true,
        certificate_type: "video_lessons",
        certificate_resource_type: "Curriculum",
        type: "learning",
        holder_name: "Ada Lovelace",
        download_path: `/v1/certificates/${certificateId}/download`,
      },
    });
    expect(card.attributes.verification_code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(card.attributes.verify_url).toBe(
      `https://candor.example/certificates/verify/${card.attributes.verification_code}`,
    );
    expect(card.attributes.candor_points).toBeGreaterThan(0);
  });

  it("reads one certificate, and another user's is not found", async () => {
    const response = await get(learner, `/v1/certificates/${certificateId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(certificateId);
    const other = await createLearner(app);
    expect((await get(other, `/v1/certificates/${certificateId}`)).statusCode).toBe(404);
    expect((await get(other, `/v1/certificates/${certificateId}/download`)).statusCode).toBe(404);
    expect((await get(other, "/v1/certificates")).json().data).toEqual([]);
    expect((await get(learner, "/v1/certificates/nope")).statusCode).toBe(404);
  });

  it("downloads a PDF with the name, course, date, code and verify link", async () => {
    const response = await get(learner, `/v1/certificates/${certificateId}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="candor-certificate-fair-and-inclusive-interviews.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = response.rawPayload.toString("latin1");
    const code = (await get(learner, `/v1/certificates/${certificateId}`)).json().data.attributes
      .verification_code;
    // The verify link is a PDF link annotation, written out in the file.
    expect(text).toContain(`https://candor.example/certificates/verify/${code}`);
    expect(text).toContain("(Candor certificate: Fair and Inclusive Interviews)");
  });

  it("writes the PDF in its holder's language", async () => {
    await app.database.db.update(users).set({ locale: "es" }).where(eq(users.id, learner.user.id));
    try {
      const response = await get(learner, `/v1/certificates/${certificateId}/download`);
      const lines = pdfTextLines(response.rawPayload);
      expect(lines).toEqual(
        expect.arrayContaining([
          "LECCIONES EN VÍDEO",
          "Certificado de finalización",
          "Fair and Inclusive Interviews",
          "Código de verificación",
        ]),
      );
      expect(lines).not.toContain("Certificate of Completion");
    } finally {
      await app.database.db
        .update(users)
        .set({ locale: "en" })
        .where(eq(users.id, learner.user.id));
    }
  });

  it("verifies a code publicly, in any case, and nothing else", async () => {
    const code = (await get(learner, `/v1/certificates/${certificateId}`)).json().data.attributes
      .verification_code as string;
    const response = await get(undefined, `/v1/certificates/verify/${code.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: code,
      type: "certificate_verification",
      attributes: {
        valid: true,
        verification_code: code,
        holder_name: "Ada Lovelace",
        title: "Fair and Inclusive Interviews",
        certificate_type: "video_lessons",
        certificate_resource_type: "Curriculum",
        issued_at: expect.any(String),
      },
    });
    expect((await get(undefined, "/v1/certificates/verify/AAAA-BBBB-CCCC")).statusCode).toBe(404);
    expect((await get(undefined, "/v1/certificates/verify/%3Cscript%3E")).statusCode).toBe(404);
  });

  it("recommends courses still to certify: in progress first, then the catalogue", async () => {
    const student = await createLearner(app);
    const doc = (await getCurriculum(app, student, "scorecards-and-decisions")).attributes;
    await app.inject({
      method: "PUT",
      url: `/v1/curriculum_videos/${videosOf(doc)[0]?.id}/watched`,
      headers: student.headers,
      payload: { watched: "true" },
    });
    const response = await get(student, "/v1/certificates/recommended");
    expect(response.statusCode).toBe(200);
    const slugs = response
      .json()
      .data.map((card: { attributes: { slug: string } }) => card.attributes.slug);
    expect(slugs).toEqual([
      "scorecards-and-decisions",
      "interviewing-essentials",
      "behavioral-interviewing",
    ]);
    const more = await get(student, "/v1/certificates/recommended?limit=12");
    const all = more
      .json()
      .data.map((card: { attributes: { slug: string } }) => card.attributes.slug);
    // The challenging scenarios award no certificate; practice sets come after the curricula.
    expect(all).not.toContain("challenging-scenarios");
    expect(all.slice(-3)).toEqual([
      "customer-success-manager",
      "software-engineer-structured",
      "account-executive-first-round",
    ]);
    expect((await get(student, "/v1/certificates/recommended?limit=0")).statusCode).toBe(422);

    // The learner's certified course is not recommended again.
    const mine = (await get(learner, "/v1/certificates/recommended?limit=12")).json().data;
    expect(
      mine.map((card: { attributes: { slug: string } }) => card.attributes.slug),
    ).not.toContain("fair-and-inclusive-interviews");
  });

  it("recommends on free only what the plan includes: the practice sets", async () => {
    const free = await createLearner(app, "free");
    const cards = (await get(free, "/v1/certificates/recommended?limit=12")).json().data;
    expect(cards.map((card: { type: string }) => card.type)).toEqual([
      "interview",
      "interview",
      "interview",
    ]);
  });
});
