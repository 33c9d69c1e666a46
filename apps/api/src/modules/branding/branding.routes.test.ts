import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { multipartBody, tinyGif, tinyJpeg, tinyPng, tinyWebp } from "../../../test/images";
import { type Actor, createHiringTeam } from "../../../test/organizations";
import { organizations } from "../../db/schema/index";

const MB = 1024 * 1024;

describe("GET and PUT /v1/branding, PUT and DELETE /v1/branding/logo", () => {
  let app: TestApp;
  let dataDir: string;
  let admin: Actor;
  let hr: Actor;
  let reviewer: Actor;
  let organizationId: string;
  let outsider: Actor;
  let outsiderOrganizationId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-branding-"));
    app = await buildTestApp({ dataDir }, { rateLimiter: unlimitedRateLimiter() });
    ({ organizationId, admin, hr, reviewer, outsider, outsiderOrganizationId } =
      await createHiringTeam(app, { name: "Acme Robotics", outsiderName: "Other Co" }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (actor: Actor) =>
    app.inject({ method: "GET", url: "/v1/branding", headers: actor.headers });
  const put = (actor: Actor, payload: Record<string, unknown>) =>
    app.inject({ method: "PUT", url: "/v1/branding", headers: actor.headers, payload });
  const uploadLogo = (actor: Actor, data: Buffer, filename = "logo.png") => {
    const body = multipartBody([{ name: "logo", data, filename, contentType: "image/png" }]);
    return app.inject({
      method: "PUT",
      url: "/v1/branding/logo",
      payload: body.payload,
      headers: { ...body.headers, ...actor.headers },
    });
  };
  const row = async (id: string) => {
    const [found] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, id));
    return found;
  };
  const storedKeys = () => {
    const root = path.join(dataDir, "files", "objects");
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
      fs.statSync(path.join(root, entry)).isFile(),
    );
  };

  it("answers the organization's branding to an admin, empty at first", async () => {
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: organizationId,
      type: "branding",
      attributes: {
        name: "Acme Robotics",
        brand_color: null,
        logo_url: null,
        website_url: null,
        description: null,
        support_email: null,
      },
    });
  });

  it("saves the profile: colour lower-cased, description sanitized, and leaves out what is absent", async () => {
    const response = await put(admin, {
      name: "Acme Robotics Ltd",
      brand_color: "#1A5FB4",
      website_url: "https://acme.example",
      description:
        '<p>We build <strong>robots</strong><script>alert(1)</script></p><img src=x onerror="x()">',
      support_email: "Talent@Acme.example",
      linkedin_url: "https://www.linkedin.com/company/acme",
      careers_site_url: "https://acme.example/careers",
      privacy_policy_url: "https://acme.example/privacy",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      name: "Acme Robotics Ltd",
      brand_color: "#1a5fb4",
      website_url: "https://acme.example",
      description: "<p>We build <strong>robots</strong></p>",
      support_email: "talent@acme.example",
      linkedin_url: "https://www.linkedin.com/company/acme",
      careers_site_url: "https://acme.example/careers",
      privacy_policy_url: "https://acme.example/privacy",
    });

    const partial = await put(admin, { website_url: null });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data.attributes).toMatchObject({
      website_url: null,
      brand_color: "#1a5fb4",
      support_email: "talent@acme.example",
    });
  });

  it.each([
    [{ brand_color: "blue" }, { brand_color: ["invalid_color"] }],
    [{ brand_color: "#12345" }, { brand_color: ["invalid_color"] }],
    [{ website_url: "not a url" }, { website_url: ["invalid_url"] }],
    [{ website_url: "javascript:alert(1)" }, { website_url: ["invalid_url"] }],
    [{ linkedin_url: "ftp://acme.example" }, { linkedin_url: ["invalid_url"] }],
    [{ privacy_policy_url: "javascript:alert(1)" }, { privacy_policy_url: ["invalid_url"] }],
    [{ support_email: "nobody" }, { support_email: ["not_an_email"] }],
    [{ name: "  " }, { name: ["blank"] }],
    [{ description: "x".repeat(5001) }, { description: ["too_long"] }],
  ])("refuses %j with 422 %j and changes nothing", async (payload, fields) => {
    const before = await row(organizationId);
    const response = await put(admin, { ...payload, careers_site_url: "https://changed.example" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "validation_failed", message: fields });
    const after = await row(organizationId);
    expect(after?.careersSiteUrl).toBe(before?.careersSiteUrl);
    expect(after?.brandColor).toBe(before?.brandColor);
  });

  it("is the admins': HR managers and reviewers get 403 and change nothing", async () => {
    for (const member of [hr, reviewer]) {
      expect((await get(member)).statusCode).toBe(403);
      expect((await put(member, { brand_color: "#000000" })).statusCode).toBe(403);
      expect((await uploadLogo(member, tinyPng())).statusCode).toBe(403);
      const removed = await app.inject({
        method: "DELETE",
        url: "/v1/branding/logo",
        headers: member.headers,
      });
      expect(removed.statusCode).toBe(403);
    }
    expect((await row(organizationId))?.brandColor).not.toBe("#000000");
    expect((await app.inject({ method: "GET", url: "/v1/branding" })).statusCode).toBe(401);
  });

  it("leaves another organization's branding as it was", async () => {
    await put(admin, { brand_color: "#abcdef" });
    const theirs = await get(outsider);
    expect(theirs.json().data.id).toBe(outsiderOrganizationId);
    expect(theirs.json().data.attributes.brand_color).toBeNull();
    expect((await row(outsiderOrganizationId))?.brandColor).toBeNull();
  });

  it("stores a logo resized to fit 512 px, serves it, and removes the replaced file", async () => {
    const big = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: "#1a5fb4" },
    })
      .png()
      .toBuffer();
    const first = await uploadLogo(admin, big);
    expect(first.statusCode).toBe(200);
    const url = first.json().data.attributes.logo_url as string;
    expect(url).toMatch(/^\/v1\/files\/logos\//);
    const served = await app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([512, 256]);
    const firstKey = (await row(organizationId))?.logoKey;

    for (const image of [tinyJpeg(), tinyWebp()]) {
      expect((await uploadLogo(admin, image, "logo.bin")).statusCode).toBe(200);
    }
    const keys = storedKeys().filter((key) => key.includes(organizationId));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.webp$/);
    expect((await row(organizationId))?.logoKey).not.toBe(firstKey);

    const removed = await app.inject({
      method: "DELETE",
      url: "/v1/branding/logo",
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.attributes.logo_url).toBeNull();
    expect(storedKeys().filter((key) => key.includes(organizationId))).toHaveLength(0);
  });

  it("refuses what is not PNG, JPEG or WebP by its bytes, whatever its name says", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const brokenPng = Buffer.concat([tinyPng().subarray(0, 8), Buffer.from("not an image")]);
    for (const data of [svg, tinyGif(), Buffer.from("%PDF-1.4"), brokenPng]) {
      const response = await uploadLogo(admin, data, "logo.png");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ message: { logo: ["invalid"] } });
    }
    expect((await row(organizationId))?.logoKey).toBeNull();
  });

  it("refuses a file of 3 MB or more (SPEC §5: whole megabytes over the 2 MB limit)", async () => {
    const large = Buffer.concat([tinyPng(), Buffer.alloc(3 * MB)]);
    const response = await uploadLogo(admin, large);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: { logo: ["too_large"] } });
    expect((await row(organizationId))?.logoKey).toBeNull();
  });
});
