import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpBody, uniqueEmail, unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";

// Two sign-ups racing for one address or subdomain both pass the "is it taken?" check on a
// PostgreSQL server with a pool; the unique index decides, and the loser must get `taken`,
// not a 500.
describe("concurrent sign-ups", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimiter: unlimitedRateLimiter() });
  });
  afterAll(() => app.close());

  const race = (bodies: Record<string, unknown>[]) =>
    Promise.all(bodies.map((payload) => app.inject({ method: "POST", url: "/v1/users", payload })));

  it("for one address: one wins, the others are told it is taken", async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail("race");
      const responses = await race([1, 2, 3].map(() => signUpBody({ email })));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 422, 422]);
      for (const response of responses.filter((answer) => answer.statusCode === 422)) {
        expect(response.json().message).toEqual({ email: ["taken"] });
      }
    }
  });

  it("for one chosen subdomain: one wins, the others are told it is taken", async () => {
    for (let round = 0; round < 3; round++) {
      const subdomain = `race-${round}-${process.pid}`;
      const responses = await race([1, 2, 3].map(() => signUpBody({ subdomain })));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 422, 422]);
      for (const response of responses.filter((answer) => answer.statusCode === 422)) {
        expect(response.json().message).toEqual({ subdomain: ["taken"] });
      }
    }
  });

  it("for one organization name: each gets its own derived subdomain", async () => {
    const name = `Racing Co ${process.pid}`;
    const responses = await race([1, 2, 3].map(() => signUpBody({ organization_name: name })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const subdomains = responses.map((response) => response.json().data.attributes.subdomain);
    expect(new Set(subdomains).size).toBe(3);
  });
});
