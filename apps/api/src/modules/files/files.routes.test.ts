import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { appSettings } from "../../db/schema/index";
import { FILE_URL_SECRET_KEY, loadFileUrlSecret } from "../../lib/storage/file-url-secret";
import { createFileUrls } from "../../lib/storage/file-urls";

const DAY_SECONDS = 24 * 60 * 60;

describe("GET /v1/files/* (signed file URLs)", () => {
  let app: TestApp;
  let clock: TestClock;
  let dataDir: string;
  const bytes = Buffer.from("GIF89a-not-really-but-bytes");

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-files-"));
    clock = createTestClock();
    app = await buildTestApp({ dataDir }, { clock });
    await app.storage.put("avatars/u1/face.gif", bytes, { contentType: "image/gif" });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signed = () =>
    app.storage.signedUrl("avatars/u1/face.gif", { expiresInSeconds: DAY_SECONDS });
  const expectForbidden = (response: Awaited<ReturnType<TestApp["inject"]>>) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: "forbidden", message: "forbidden" });
  };

  it("streams the file with its type, a private cache lifetime and nosniff", async () => {
    const url = await signed();
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["content-length"]).toBe(String(bytes.length));
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(response.headers["cache-control"]))?.[1],
    );
    // Asked for a day, the URL lives the configured 15 minutes (up to the next whole minute),
    // and the browser keeps the file no longer than the URL works.
    expect(maxAge).toBeGreaterThanOrEqual(15 * 60 - 5);
    expect(maxAge).toBeLessThanOrEqual(16 * 60);
    // Files are kept outside any web root, under DATA_DIR/files.
    expect(fs.existsSync(path.join(dataDir, "files", "objects", "avatars", "u1", "face.gif"))).toBe(
      true,
    );
  });

  it("refuses a wrong, missing or borrowed signature with 403", async () => {
    const url = new URL(await signed(), "http://x.test");
    const signature = url.searchParams.get("signature") ?? "";
    const expires = url.searchParams.get("expires") ?? "";

    const wrong = `${url.pathname}?expires=${expires}&signature=${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`;
    expectForbidden(await app.inject({ method: "GET", url: wrong }));
    expectForbidden(await app.inject({ method: "GET", url: url.pathname }));
    expectForbidden(await app.inject({ method: "GET", url: `${url.pathname}?expires=${expires}` }));
    const later = `${url.pathname}?expires=${Number(expires) + DAY_SECONDS}&signature=${signature}`;
    expectForbidden(await app.inject({ method: "GET", url: later }));
    const otherFile = `/v1/files/avatars/u2/face.gif?expires=${expires}&signature=${signature}`;
    expectForbidden(await app.inject({ method: "GET", url: otherFile }));
  });

  it("serves one byte range with 206, as video players ask, and the whole file otherwise", async () => {
    const url = await signed();
    const part = await app.inject({ method: "GET", url, headers: { range: "bytes=2-5" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(bytes.subarray(2, 6));
    expect(part.headers["content-range"]).toBe(`bytes 2-5/${bytes.length}`);
    expect(part.headers["content-length"]).toBe("4");
    expect(part.headers["accept-ranges"]).toBe("bytes");
    expect(part.headers["content-type"]).toBe("image/gif");

    const tail = await app.inject({ method: "GET", url, headers: { range: "bytes=-3" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 3));
    const rest = await app.inject({ method: "GET", url, headers: { range: "bytes=20-" } });
    expect(rest.rawPayload).toEqual(bytes.subarray(20));

    for (const range of ["bytes=500-", "bytes=0-1,4-5", "lines=1-2"]) {
      const whole = await app.inject({ method: "GET", url, headers: { range } });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload).toEqual(bytes);
      expect(whole.headers["accept-ranges"]).toBe("bytes");
    }
  });

  it("refuses path traversal", async () => {
    const { search } = new URL(await signed(), "http://x.test");
    // Encoded slashes reach the route as one key, which is not a storage key: 403.
    for (const pathname of ["/v1/files/..%2F..%2Fetc%2Fpasswd", "/v1/files/%2Fetc%2Fpasswd"]) {
      expectForbidden(await app.inject({ method: "GET", url: `${pathname}${search}` }));
    }
    // Dot segments are resolved before routing and leave /v1/files altogether: 404.
    for (const pathname of ["/v1/files/../../etc/passwd", "/v1/files/avatars/%2E%2E/%2E%2E/x"]) {
      const response = await app.inject({ method: "GET", url: `${pathname}${search}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
  });

  it("answers 404 for a validly signed key with no file", async () => {
    const url = await app.storage.signedUrl("avatars/u1/missing.gif", { expiresInSeconds: 60 });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
  });

  it("signs with a secret stored once in app_settings, so every process agrees", async () => {
    const [row] = await app.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, FILE_URL_SECRET_KEY));
    expect(row?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Another process starting later reads the same secret and accepts this one's URLs.
    const secret = await loadFileUrlSecret(app.database.db);
    expect(secret).toBe(row?.value);
    const other = createFileUrls({ secret, clock, basePath: "/v1/files" });
    const response = await app.inject({
      method: "GET",
      url: other.sign("avatars/u1/face.gif", { expiresInSeconds: 60 }),
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a URL with 403 once its minutes are over", async () => {
    const url = await signed();
    clock.advance(16 * 60 * 1000 + 1000);
    expectForbidden(await app.inject({ method: "GET", url }));
  });
});
