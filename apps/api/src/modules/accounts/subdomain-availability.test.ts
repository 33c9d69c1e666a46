import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";

describe("GET /v1/organizations/subdomain_availability", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimiter: unlimitedRateLimiter() });
    await signUp(app, { subdomain: "acme" });
  });
  afterAll(() => app.close());

  const check = (subdomain?: string) =>
    app.inject({
      method: "GET",
      url: "/v1/organizations/subdomain_availability",
      query: subdomain === undefined ? {} : { subdomain },
    });

  it.each([
    ["globex", "globex", true, null],
    [" Initech ", "initech", true, null],
    ["acme", "acme", false, "taken"],
    ["ACME", "acme", false, "taken"],
    ["www", "www", false, "reserved"],
    ["admin", "admin", false, "reserved"],
    ["demo", "demo", false, "reserved"],
    [" DEMO ", "demo", false, "reserved"],
    ["status", "status", false, "reserved"],
    ["acme_inc", "acme_inc", false, "invalid"],
    ["-acme", "-acme", false, "invalid"],
    ["ab", "ab", false, "too_short"],
    ["a".repeat(64), "a".repeat(64), false, "too_long"],
    ["", "", false, "blank"],
  ])("%j → %j available=%j problem=%j", async (asked, subdomain, available, problem) => {
    const response = await check(asked);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { subdomain, available, problem } });
  });

  it("needs the subdomain parameter and no sign-in", async () => {
    const response = await check();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: { subdomain: ["blank"] },
    });
  });

  it("refuses absurdly long input", async () => {
    const response = await check("a".repeat(101));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ subdomain: ["too_long"] });
  });
});
