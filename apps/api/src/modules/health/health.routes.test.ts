import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";

describe("system endpoints", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      flags: { languageSwitcher: false, quickWatch: true, productTours: true },
    });
  });
  afterAll(() => app.close());

  it("reports the database as up", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves the run-time flags the server was started with", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      app_domain: "localhost",
      language_switcher: false,
      quick_watch: true,
      product_tours: true,
      demo_subdomain: "demo",
    });
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/v1/health", "/v1/config", "/v1/page_views"]),
    );
    const body =
      document.paths["/v1/page_views"].post.requestBody.content["application/json"].schema;
    const schema = body.$ref ? document.components.schemas[body.$ref.split("/").pop()] : body;
    expect(schema.required).toEqual(expect.arrayContaining(["path", "area"]));
    expect(document.paths["/v1/openapi.json"]).toBeUndefined();
  });
});
