import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { UploadPurpose } from "@candor/shared/rules/interviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { organizations, prerecordedInterviews, uploads } from "../../db/schema/index";

// The company's default welcome video (issue 14, decision 0026): set, replaced and removed on
// PUT /v1/branding, each new interview without its own starting with a copy under its own key.
describe("the default welcome video on PUT /v1/branding", () => {
  let app: TestApp;
  let dataDir: string;
  let admin: Actor;
  let hr: Actor;
  let organizationId: string;
  let positionId: string;
  let other: { organizationId: string; admin: Actor };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-welcome-"));
    app = await buildTestApp({ dataDir }, { rateLimiter: unlimitedRateLimiter() });
    const created = await createOrganization(app, { name: "Acme Robotics" });
    organizationId = created.organization.id;
    admin = created.admin;
    hr = await addMember(app, organizationId, ["hr_manager"]);
    positionId = (await insertPosition(app, organizationId)).id;
    const second = await createOrganization(app, { name: "Other Co" });
    other = { organizationId: second.organization.id, admin: second.admin };
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A finished tus upload of `actor`'s, its bytes in the file store as the upload leaves them. */
  async function finishedUpload(
    actor: Actor,
    bytes: string,
    purpose: UploadPurpose = "welcome_video",
    orgId = organizationId,
  ) {
    const storageKey = `uploads/${randomUUID()}`;
    await app.storage.put(storageKey, Buffer.from(bytes), { contentType: "video/webm" });
    const [row] = await app.database.db
      .insert(uploads)
      .values({
        userId: actor.user.id,
        organizationId: orgId,
        purpose,
        storageKey,
        contentType: "video/webm",
        length: bytes.length,
        offset: bytes.length,
        completedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    if (!row) throw new Error("upload not inserted");
    return { id: row.id, storageKey };
  }

  const put = (actor: Actor, payload: Record<string, unknown>) =>
    app.inject({ method: "PUT", url: "/v1/branding", headers: actor.headers, payload });
  const stored = async (key: string) => {
    const file = await app.storage.get(key);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString();
  };
  const defaultKey = async (id: string) => {
    const [row] = await app.database.db
      .select({ key: organizations.welcomeVideoKey })
      .from(organizations)
      .where(eq(organizations.id, id));
    return row?.key ?? null;
  };
  const interviewKey = async (id: string) => {
    const [row] = await app.database.db
      .select({ key: prerecordedInterviews.welcomeVideoKey })
      .from(prerecordedInterviews)
      .where(eq(prerecordedInterviews.id, id));
    return row?.key ?? null;
  };
  async function createInterview(actor: Actor, overrides: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: "POST",
      url: "/v1/prerecorded_interviews",
      headers: actor.headers,
      payload: {
        position_id: positionId,
        title: "Screening",
        questions: [
          { text: "Hello?", think_time_seconds: 30, answer_time_seconds: 60, retakes_allowed: 1 },
        ],
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as {
      id: string;
      attributes: { welcome_video_url: string | null; welcome_video_content_type: string | null };
    };
  }

  it("sets, replaces and removes the default, deleting each replaced file", async () => {
    const first = await finishedUpload(admin, "first video");
    const set = await put(admin, { welcome_video_upload_id: first.id });
    expect(set.statusCode, set.body).toBe(200);
    const attributes = set.json().data.attributes;
    expect(attributes.welcome_video_content_type).toBe("video/webm");
    expect(attributes.welcome_video_url).toMatch(/^\/v1\/files\/uploads\/.+\?expires=/);
    const played = await app.inject({ method: "GET", url: attributes.welcome_video_url });
    expect(played.body).toBe("first video");
    const got = await app.inject({ method: "GET", url: "/v1/branding", headers: admin.headers });
    expect(got.json().data.attributes.welcome_video_content_type).toBe("video/webm");

    // Another field alone leaves the video as it is.
    const colour = await put(admin, { brand_color: "#112233" });
    expect(colour.json().data.attributes.welcome_video_url).not.toBeNull();
    expect(await stored(first.storageKey)).toBe("first video");

    const second = await finishedUpload(admin, "second video");
    const replaced = await put(admin, { welcome_video_upload_id: second.id });
    expect(replaced.statusCode).toBe(200);
    expect(await defaultKey(organizationId)).toBe(second.storageKey);
    expect(await stored(first.storageKey)).toBeUndefined();

    const removed = await put(admin, { welcome_video_upload_id: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.attributes).toMatchObject({
      welcome_video_url: null,
      welcome_video_content_type: null,
    });
    expect(await stored(second.storageKey)).toBeUndefined();
  });

  it("refuses an upload it cannot take and changes nothing", async () => {
    const kept = await finishedUpload(admin, "kept video");
    expect((await put(admin, { welcome_video_upload_id: kept.id })).statusCode).toBe(200);

    const prompt = await finishedUpload(admin, "a prompt", "question_video");
    const mismatch = await put(admin, { welcome_video_upload_id: prompt.id, name: "Renamed" });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe("upload_purpose_mismatch");
    const again = await put(admin, { welcome_video_upload_id: kept.id });
    expect(again.json().code).toBe("upload_already_attached");
    const malformed = await put(admin, { welcome_video_upload_id: "nope" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toEqual({ welcome_video_upload_id: ["invalid"] });
    // Another organization's upload is not found.
    const theirs = await finishedUpload(
      other.admin,
      "theirs",
      "welcome_video",
      other.organizationId,
    );
    const notFound = await put(admin, { welcome_video_upload_id: theirs.id });
    expect(notFound.json().code).toBe("upload_not_found");

    expect(await defaultKey(organizationId)).toBe(kept.storageKey);
    expect(await stored(kept.storageKey)).toBe("kept video");
    const [row] = await app.database.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(row?.name).toBe("Acme Robotics");
  });

  it("is the admins' alone", async () => {
    const upload = await finishedUpload(hr, "hr video");
    const response = await put(hr, { welcome_video_upload_id: upload.id });
    expect(response.statusCode).toBe(403);
    expect(await stored(upload.storageKey)).toBe("hr video");
  });

  it("gives a new interview its own copy, which outlives the default and goes with it", async () => {
    const upload = await finishedUpload(admin, "company welcome");
    expect((await put(admin, { welcome_video_upload_id: upload.id })).statusCode).toBe(200);

    const interview = await createInterview(hr);
    expect(interview.attributes.welcome_video_content_type).toBe("video/webm");
    const copyKey = await interviewKey(interview.id);
    expect(copyKey).toMatch(new RegExp(`^interviews/${interview.id}/welcome/.+\\.webm$`));
    expect(copyKey).not.toBe(upload.storageKey);
    expect(await stored(String(copyKey))).toBe("company welcome");
    const played = await app.inject({
      method: "GET",
      url: String(interview.attributes.welcome_video_url),
    });
    expect(played.body).toBe("company welcome");

    // Removing the interview's video (and the interview) keeps the default's file.
    const cleared = await app.inject({
      method: "PUT",
      url: `/v1/prerecorded_interviews/${interview.id}`,
      headers: hr.headers,
      payload: { welcome_video_upload_id: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const withCopy = await createInterview(hr);
    const deleted = await app.inject({
      method: "DELETE",
      url: `/v1/prerecorded_interviews/${withCopy.id}`,
      headers: hr.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stored(upload.storageKey)).toBe("company welcome");

    // Removing the default keeps the interviews' copies.
    const third = await createInterview(hr);
    const thirdKey = String(await interviewKey(third.id));
    expect((await put(admin, { welcome_video_upload_id: null })).statusCode).toBe(200);
    expect(await stored(upload.storageKey)).toBeUndefined();
    expect(await stored(thirdKey)).toBe("company welcome");

    // No default: a new interview has no welcome video.
    const plain = await createInterview(hr);
    expect(plain.attributes.welcome_video_url).toBeNull();
  });

  it("keeps an interview's own welcome video over the default", async () => {
    const company = await finishedUpload(admin, "company default");
    expect((await put(admin, { welcome_video_upload_id: company.id })).statusCode).toBe(200);
    const own = await finishedUpload(hr, "own welcome");
    const interview = await createInterview(hr, { welcome_video_upload_id: own.id });
    expect(await interviewKey(interview.id)).toBe(own.storageKey);
  });

  it("leaves another organization's interviews without it", async () => {
    const upload = await finishedUpload(admin, "ours only");
    expect((await put(admin, { welcome_video_upload_id: upload.id })).statusCode).toBe(200);
    const theirPosition = await insertPosition(app, other.organizationId);
    const response = await app.inject({
      method: "POST",
      url: "/v1/prerecorded_interviews",
      headers: other.admin.headers,
      payload: {
        position_id: theirPosition.id,
        title: "Theirs",
        questions: [
          { text: "Hello?", think_time_seconds: 30, answer_time_seconds: 60, retakes_allowed: 1 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attributes.welcome_video_url).toBeNull();
    const theirs = await app.inject({
      method: "GET",
      url: "/v1/branding",
      headers: other.admin.headers,
    });
    expect(theirs.json().data.attributes.welcome_video_url).toBeNull();
  });
});
