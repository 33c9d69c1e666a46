import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";

describe("error bodies", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        beforeReady: (instance) =>
          instance.get("/v1/test-failure", { config: { access: "public" } }, async () => {
            throw new Error("secret detail at /srv/app.ts:12");
          }),
      },
    );
  });
  afterAll(() => app.close());

  it("answers a malformed JSON body with 400 malformed_json and stores nothing", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      headers: { "content-type": "application/json" },
      payload: '{"path": "/training",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "malformed_json", message: "malformed_json" });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers a schema violation with 422 and a catalogue code per field", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      payload: { path: `/${"a".repeat(3000)}`, area: "elsewhere" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: { path: ["too_long"], area: ["invalid"] },
    });
  });

  it("answers a missing field with blank", async () => {
    const response = await app.inject({ method: "POST", url: "/v1/page_views", payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ path: ["blank"], area: ["blank"] });
  });

  it("answers an unknown /v1 route with 404 not_found, for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await app.inject({ method, url: "/v1/no-such-thing" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", message: "not_found" });
    }
  });

  it("answers an unsupported content type with 415", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      headers: { "content-type": "text/xml" },
      payload: "<path/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe("unsupported_media_type");
  });

  it("answers an oversized body with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      payload: { path: "/", area: "general", referrer: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("payload_too_large");
  });

  it("answers an unexpected failure with 500 internal_error and no detail", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/test-failure" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "internal_error", message: "internal_error" });
    expect(response.body).not.toContain("secret");
  });
});

describe("refusals made before any route", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("answers an over-long path parameter with 414 uri_too_long, the headers, and no echo", async () => {
    const response = await app.inject({ method: "GET", url: `/v1/positions/${"p".repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: "uri_too_long", message: "uri_too_long" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an undecodable path with 400 bad_request and the headers", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/positions/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "bad_request", message: "bad_request" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("text PostgreSQL cannot store (docs/decisions/0015)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("refuses NUL in a body field with 422 invalid on that field, signed out too", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/users/login",
      payload: { email: "ada\u0000@example.com", password: "long enough password" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: { email: ["invalid"] } });
  });

  it("refuses a lone surrogate in a nested field, named as validation names it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/page_views",
      headers: { "content-type": "application/json" },
      payload: '{"path": "/", "area": "general", "extra": [{"note": "a\\ud800b"}]}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ "extra.0.note": ["invalid"] });
  });

  it("refuses NUL in a query value", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/organizations/subdomain_availability?subdomain=acme%00",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ subdomain: ["invalid"] });
  });

  it("keeps every other character, emoji and accents included", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/v1/organizations/subdomain_availability?subdomain=${encodeURIComponent("café😀")}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subdomain).toBe("café😀");
  });
});
