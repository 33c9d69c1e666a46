import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { DOCUMENT_ONLY_HEADERS } from "./security-headers";

describe("serving the web app", () => {
  let app: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "candor-web-"));
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(root, "assets", "index-abc123.js"), "console.log('app')");
    fs.writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
    // What the build writes beside a large asset (vite.config.ts): its brotli and gzip copies.
    const bundle = `export const texts = ${JSON.stringify("Candor ".repeat(2000))};`;
    fs.writeFileSync(path.join(root, "assets", "bundle-def456.js"), bundle);
    fs.writeFileSync(path.join(root, "assets", "bundle-def456.js.br"), brotliCompressSync(bundle));
    fs.writeFileSync(path.join(root, "assets", "bundle-def456.js.gz"), gzipSync(bundle));
    app = await buildTestApp({ webDistDir: root });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers every page path with the app's index, revalidated", async () => {
    for (const url of ["/", "/training/learn/basics?videoId=3", "/no/such/page"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("caches hashed assets for a year and other files not at all", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing file or API path with 404, never the page", async () => {
    const missingAsset = await app.inject({ method: "GET", url: "/assets/gone-123.js" });
    expect(missingAsset.statusCode).toBe(404);
    const api = await app.inject({ method: "GET", url: "/v1/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
  });

  it("sends a content security policy that allows no inline script", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends a built asset the headers a subresource obeys, not the page's policy", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    // The page and its other files keep every header.
    for (const url of ["/", "/favicon.svg"]) {
      const response = await app.inject({ method: "GET", url });
      for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name], name).toBeDefined();
    }
  });

  it("sends a built asset's brotli or gzip copy to a browser that accepts it, the original otherwise", async () => {
    const url = "/assets/bundle-def456.js";
    const original = fs.readFileSync(path.join(root, "assets", "bundle-def456.js"), "utf8");
    const br = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    // The copy the build wrote, sent as a file (not compressed again per request).
    const builtCopy = fs.statSync(path.join(root, "assets", "bundle-def456.js.br")).size;
    expect(Number(br.headers["content-length"])).toBe(builtCopy);

    const gzip = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);

    const plain = await app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it("compresses an API response over 1 KiB for a client that accepts it, and not a small one", async () => {
    const document = await app.inject({
      method: "GET",
      url: "/v1/openapi.json",
      headers: { "accept-encoding": "br" },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-encoding"]).toBe("br");
    const decoded = JSON.parse(brotliDecompressSync(document.rawPayload).toString());
    expect(decoded.openapi).toMatch(/^3\./);
    expect(document.rawPayload.length).toBeLessThan(JSON.stringify(decoded).length / 3);

    const health = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json().status).toBe("ok");
  });
});
