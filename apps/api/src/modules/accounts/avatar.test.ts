import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  PASSWORD,
  type SignedUp,
  signUp,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { multipartBody, tinyGif, tinyJpeg, tinyPng, tinyWebp } from "../../../test/images";

const MB = 1024 * 1024;

describe("PUT and DELETE /v1/users/current/avatar", () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-avatars-"));
    app = await buildTestApp({ dataDir }, { rateLimiter: unlimitedRateLimiter() });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (
    token: string | undefined,
    data: Buffer | string,
    options: { name?: string; filename?: string; contentType?: string } = {},
  ) => {
    const body = multipartBody([
      {
        name: options.name ?? "avatar",
        data,
        filename: options.filename ?? "me.png",
        contentType: options.contentType ?? "image/png",
      },
    ]);
    return app.inject({
      method: "PUT",
      url: "/v1/users/current/avatar",
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const currentAvatar = async (token: string) =>
    (await app.inject({ method: "GET", url: "/v1/users/current", headers: bearer(token) })).json()
      .data.attributes.avatar as string | null;
  /** Every stored object, as keys. */
  const storedKeys = () => {
    const root = path.join(dataDir, "files", "objects");
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
      .sort();
  };
  const fresh = () => signUp(app, { email: uniqueEmail("avatar") });

  it("stores a PNG and answers the user with a signed URL that serves it", async () => {
    const account = await fresh();
    const png = tinyPng(4, 4);
    const response = await upload(account.token, png);
    expect(response.statusCode).toBe(200);
    const avatar: string = response.json().data.attributes.avatar;
    expect(avatar).toMatch(
      new RegExp(
        `^/v1/files/avatars/${account.userId}/[0-9a-f-]{36}\\.png\\?expires=\\d+&signature=[\\w-]+$`,
      ),
    );
    // The same URL all day: the browser caches the picture.
    expect(await currentAvatar(account.token)).toBe(avatar);

    const served = await app.inject({ method: "GET", url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(served.rawPayload).toEqual(png);
  });

  it.each([
    ["a JPEG", tinyJpeg(), "image/jpeg", "jpg"],
    ["a GIF", tinyGif(), "image/gif", "gif"],
    ["a WebP", tinyWebp(), "image/webp", "webp"],
  ])(
    "accepts %s, typed by its bytes rather than its declared type",
    async (_n, bytes, type, ext) => {
      const account = await fresh();
      // Declared as a PNG named .png: the stored type and extension come from the bytes.
      const response = await upload(account.token, bytes, { contentType: "image/png" });
      expect(response.statusCode).toBe(200);
      const avatar: string = response.json().data.attributes.avatar;
      expect(new URL(avatar, "http://x.test").pathname.endsWith(`.${ext}`)).toBe(true);
      const served = await app.inject({ method: "GET", url: avatar });
      expect(served.headers["content-type"]).toBe(type);
      expect(served.rawPayload).toEqual(bytes);
    },
  );

  it("counts the limit in whole megabytes, as SPEC §5 does: 5.9 MB passes", async () => {
    const account = await fresh();
    const large = Buffer.concat([tinyPng(), Buffer.alloc(Math.floor(5.9 * MB))]);
    const response = await upload(account.token, large);
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ method: "GET", url: response.json().data.attributes.avatar });
    expect(served.rawPayload.length).toBe(large.length);
  });

  it("replaces the previous picture and removes its file", async () => {
    const account = await fresh();
    const first = (await upload(account.token, tinyPng())).json().data.attributes.avatar;
    const second = (await upload(account.token, tinyJpeg())).json().data.attributes.avatar;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: second })).statusCode).toBe(200);
    expect(storedKeys().filter((key) => key.includes(account.userId))).toHaveLength(1);
  });

  describe("refuses", () => {
    let account: SignedUp;
    let avatar: string;
    beforeAll(async () => {
      account = await fresh();
      avatar = (await upload(account.token, tinyPng())).json().data.attributes.avatar;
    });

    async function expectUnchanged() {
      expect(await currentAvatar(account.token)).toBe(avatar);
      expect(storedKeys().filter((key) => key.includes(account.userId))).toHaveLength(1);
    }

    it.each([
      ["text that claims to be a PNG", "definitely not an image", "image/png", "a.png"],
      [
        "an SVG (script can hide in one)",
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        "image/svg+xml",
        "a.svg",
      ],
      ["a PDF", "%PDF-1.7\n", "application/pdf", "a.pdf"],
      ["HTML", "<!doctype html><script>alert(1)</script>", "text/html", "a.html"],
    ])("%s with 415", async (_n, data, contentType, filename) => {
      const response = await upload(account.token, data, { contentType, filename });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: "unsupported_media_type",
        message: { avatar: ["invalid"] },
      });
      await expectUnchanged();
    });

    it("a file past the limit with 413", async () => {
      const huge = Buffer.concat([tinyPng(), Buffer.alloc(6 * MB)]);
      const response = await upload(account.token, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: "payload_too_large",
        message: { avatar: ["too_large"] },
      });
      await expectUnchanged();
    });

    it("a request without the avatar field with 422", async () => {
      const wrongName = await upload(account.token, tinyPng(), { name: "photo" });
      expect(wrongName.statusCode).toBe(422);
      expect(wrongName.json()).toEqual({
        code: "validation_failed",
        message: { avatar: ["blank"] },
      });
      const body = multipartBody([{ name: "avatar", data: "just text" }]);
      const textField = await app.inject({
        method: "PUT",
        url: "/v1/users/current/avatar",
        payload: body.payload,
        headers: { ...body.headers, ...bearer(account.token) },
      });
      expect(textField.statusCode).toBe(422);
      expect(textField.json().message).toEqual({ avatar: ["invalid"] });
      await expectUnchanged();
    });

    it("two files at once with 413", async () => {
      const body = multipartBody([
        { name: "avatar", data: tinyPng(), filename: "a.png", contentType: "image/png" },
        { name: "avatar", data: tinyPng(), filename: "b.png", contentType: "image/png" },
      ]);
      const response = await app.inject({
        method: "PUT",
        url: "/v1/users/current/avatar",
        payload: body.payload,
        headers: { ...body.headers, ...bearer(account.token) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe("payload_too_large");
      await expectUnchanged();
    });

    it("a body that is not multipart with 415", async () => {
      const json = await app.inject({
        method: "PUT",
        url: "/v1/users/current/avatar",
        payload: { avatar: "aGVsbG8=" },
        headers: bearer(account.token),
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe("unsupported_media_type");
      const raw = await app.inject({
        method: "PUT",
        url: "/v1/users/current/avatar",
        payload: tinyPng(),
        headers: { "content-type": "image/png", ...bearer(account.token) },
      });
      expect(raw.statusCode).toBe(415);
      await expectUnchanged();
    });

    it("a broken multipart body with 400", async () => {
      const response = await app.inject({
        method: "PUT",
        url: "/v1/users/current/avatar",
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc',
        headers: { "content-type": "multipart/form-data; boundary=xyz", ...bearer(account.token) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "bad_request", message: "bad_request" });
      const noBoundary = await app.inject({
        method: "PUT",
        url: "/v1/users/current/avatar",
        payload: "whatever",
        headers: { "content-type": "multipart/form-data", ...bearer(account.token) },
      });
      expect(noBoundary.statusCode).toBe(400);
      await expectUnchanged();
    });

    it("anyone signed out with 401", async () => {
      const response = await upload(undefined, tinyPng());
      expect(response.statusCode).toBe(401);
      const remove = await app.inject({ method: "DELETE", url: "/v1/users/current/avatar" });
      expect(remove.statusCode).toBe(401);
      await expectUnchanged();
    });
  });

  it("DELETE removes the picture and its file, and may be repeated", async () => {
    const account = await fresh();
    const avatar = (await upload(account.token, tinyGif())).json().data.attributes.avatar;
    const remove = () =>
      app.inject({
        method: "DELETE",
        url: "/v1/users/current/avatar",
        headers: bearer(account.token),
      });
    const response = await remove();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.avatar).toBeNull();
    expect((await app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
    expect(storedKeys().filter((key) => key.includes(account.userId))).toEqual([]);
    expect((await remove()).statusCode).toBe(200);
  });

  it("deleting the account removes the picture's file", async () => {
    const account = await fresh();
    await upload(account.token, tinyPng());
    expect(storedKeys().filter((key) => key.includes(account.userId))).toHaveLength(1);
    const response = await app.inject({
      method: "DELETE",
      url: "/v1/users/current",
      headers: bearer(account.token),
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    expect(storedKeys().filter((key) => key.includes(account.userId))).toEqual([]);
  });

  it("is described in the OpenAPI document as a multipart upload", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    const operation = document.paths["/v1/users/current/avatar"];
    expect(Object.keys(operation).sort()).toEqual(["delete", "put"]);
    const schema = operation.put.requestBody.content["multipart/form-data"].schema;
    const resolved = schema.$ref
      ? document.components.schemas[schema.$ref.split("/").pop()]
      : schema;
    expect(resolved.required).toEqual(["avatar"]);
    expect(resolved.properties.avatar).toMatchObject({ type: "string", format: "binary" });
  });
});
