import { expect, test } from "../fixtures/test";

test.describe("API", () => {
  test("GET /v1/health reports the server and its database as ok", async ({ request }) => {
    const response = await request.get("/v1/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  test("an unknown /v1 route answers a JSON 404 with code not_found", async ({ request }) => {
    const response = await request.get("/v1/no-such-route");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = await response.json();
    expect(body).toMatchObject({ code: "not_found" });
    expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  });

  test("an unknown /v1 route never falls back to the web app", async ({ request }) => {
    const response = await request.post("/v1/no-such-route", { data: { anything: true } });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("<html");
  });
});
