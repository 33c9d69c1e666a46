import { ALL_ENDPOINTS } from "@candor/shared/endpoints/all-endpoints";
import { isBinary } from "@candor/shared/endpoints/define-endpoint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";

describe("the HEAD twins of the table's GET routes (decision 0060)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const gets = ALL_ENDPOINTS.filter((endpoint) => endpoint.method === "GET");
  const keepsHead = (endpoint: (typeof gets)[number]) =>
    endpoint.access === "public" || Object.values(endpoint.responses).some(isBinary);

  it("keeps one for what anyone may read and for files, none for a signed-in JSON read", () => {
    const kept = gets.filter(keepsHead);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(gets.length);
    for (const endpoint of gets) {
      const url = `/v1${endpoint.path}`;
      expect({ url, head: app.hasRoute({ method: "HEAD", url }) }).toEqual({
        url,
        head: keepsHead(endpoint),
      });
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

  it("answers a HEAD of a signed-in read as a path it does not serve", async () => {
    const head = await app.inject({ method: "HEAD", url: "/v1/users/current" });
    expect(head.statusCode).toBe(404);
  });
});
