import { ALL_ENDPOINTS } from "@candor/shared/endpoints/all-endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../../test/accounts";
import { buildTestApp, type TestApp } from "../../test/build-test-app";

// HTTP asks a server for HEAD wherever it answers GET (RFC 9110 §9.1): every GET of the table
// keeps Fastify's HEAD twin, which answers the GET's status and headers without the body.
describe("the HEAD twins of the table's GET routes (decision 0060, amended)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("keeps one for every GET", () => {
    const gets = ALL_ENDPOINTS.filter((endpoint) => endpoint.method === "GET");
    expect(gets.length).toBeGreaterThan(0);
    for (const endpoint of gets) {
      const url = `/v1${endpoint.path}`;
      expect({ url, head: app.hasRoute({ method: "HEAD", url }) }).toEqual({ url, head: true });
    }
  });

  it("keeps the table's own HEAD calls", () => {
    for (const endpoint of ALL_ENDPOINTS.filter((entry) => entry.method === "HEAD")) {
      expect(app.hasRoute({ method: "HEAD", url: `/v1${endpoint.path}` })).toBe(true);
    }
  });

  it("answers the health probe's HEAD with the GET's headers and no body", async () => {
    const [get, head] = await Promise.all([
      app.inject({ method: "GET", url: "/v1/health" }),
      app.inject({ method: "HEAD", url: "/v1/health" }),
    ]);
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body).toBe("");
  });

  it("answers a HEAD of a signed-in read as its GET, without the body", async () => {
    const { token } = await signUp(app);
    const [get, head, signedOut] = await Promise.all([
      app.inject({ method: "GET", url: "/v1/users/current", headers: bearer(token) }),
      app.inject({ method: "HEAD", url: "/v1/users/current", headers: bearer(token) }),
      app.inject({ method: "HEAD", url: "/v1/users/current" }),
    ]);
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body).toBe("");
    expect(signedOut.statusCode).toBe(401);
  });
});
