import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  type ActorRequest,
  addMember,
  createCandidate,
  createHiringTeam,
  injectAs,
} from "../../../test/organizations";

describe("PUT /v1/users/current/tours/:key and the organization's product-analytics switch", () => {
  let app: TestApp;
  let organizationId: string;
  let admin: Actor;
  let hr: Actor;
  let reviewer: Actor;
  let outsider: Actor;
  let candidate: Actor;
  const inject = (...request: ActorRequest) => injectAs(app, ...request);
  const me = async (actor: Actor) => (await inject(actor, "GET", "/v1/users/current")).json();

  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimiter: unlimitedRateLimiter() });
    ({ organizationId, admin, hr, reviewer, outsider } = await createHiringTeam(app));
    candidate = await createCandidate(app);
  });
  afterAll(() => app.close());

  it("starts with no tour done and analytics on", async () => {
    const { data } = await me(hr);
    expect(data.attributes.tours_done).toEqual([]);
    expect(data.attributes.product_analytics).toBe(true);
  });

  it("stores a finished or skipped tour on the user, answered with the current user", async () => {
    const finished = await inject(hr, "PUT", "/v1/users/current/tours/hire_dashboard", {
      status: "finished",
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data.id).toBe(hr.user.id);
    expect(finished.json().data.attributes.tours_done).toEqual(["hire_dashboard"]);

    const skipped = await inject(hr, "PUT", "/v1/users/current/tours/interview_builder", {
      status: "skipped",
    });
    expect(skipped.json().data.attributes.tours_done).toEqual([
      "hire_dashboard",
      "interview_builder",
    ]);
    // Read back on another request, as another device would.
    expect((await me(hr)).data.attributes.tours_done).toEqual([
      "hire_dashboard",
      "interview_builder",
    ]);
  });

  it("keeps the first ending when a tour ends twice", async () => {
    const again = await inject(hr, "PUT", "/v1/users/current/tours/hire_dashboard", {
      status: "skipped",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.tours_done).toEqual([
      "hire_dashboard",
      "interview_builder",
    ]);
  });

  it("keeps each user's tours their own", async () => {
    expect((await me(admin)).data.attributes.tours_done).toEqual([]);
    expect((await me(reviewer)).data.attributes.tours_done).toEqual([]);
    const colleague = await addMember(app, organizationId, ["hr_manager"]);
    expect((await me(colleague)).data.attributes.tours_done).toEqual([]);
  });

  it("lets a candidate end their interview tour", async () => {
    const response = await inject(candidate, "PUT", "/v1/users/current/tours/candidate_interview", {
      status: "finished",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.tours_done).toEqual(["candidate_interview"]);
    expect(response.json().data.attributes.product_analytics).toBe(true);
  });

  it("refuses an unknown tour or ending with a field error, changing nothing", async () => {
    const unknownTour = await inject(reviewer, "PUT", "/v1/users/current/tours/nope", {
      status: "finished",
    });
    expect(unknownTour.statusCode).toBe(422);
    expect(unknownTour.json().code).toBeTruthy();
    const badStatus = await inject(reviewer, "PUT", "/v1/users/current/tours/hire_dashboard", {
      status: "maybe",
    });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().message).toEqual({ status: ["invalid"] });
    expect((await me(reviewer)).data.attributes.tours_done).toEqual([]);
  });

  it("asks for a signed-in user", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/v1/users/current/tours/hire_dashboard",
      payload: { status: "finished" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets only an admin turn product analytics off, for their organization alone", async () => {
    for (const actor of [hr, reviewer]) {
      const refused = await inject(actor, "PUT", "/v1/organizations/current/product-analytics", {
        enabled: false,
      });
      expect(refused.statusCode).toBe(403);
    }
    const byCandidate = await inject(
      candidate,
      "PUT",
      "/v1/organizations/current/product-analytics",
      { enabled: false },
    );
    expect(byCandidate.statusCode).toBe(403);
    expect((await me(hr)).data.attributes.product_analytics).toBe(true);

    const off = await inject(admin, "PUT", "/v1/organizations/current/product-analytics", {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.attributes.product_analytics).toBe(false);
    expect((await me(hr)).data.attributes.product_analytics).toBe(false);
    expect((await me(reviewer)).data.attributes.product_analytics).toBe(false);
    // Another organization and a candidate are untouched.
    expect((await me(outsider)).data.attributes.product_analytics).toBe(true);
    expect((await me(candidate)).data.attributes.product_analytics).toBe(true);

    const on = await inject(admin, "PUT", "/v1/organizations/current/product-analytics", {
      enabled: true,
    });
    expect(on.json().data.attributes.product_analytics).toBe(true);
  });

  it("refuses a switch that is not a boolean", async () => {
    const response = await inject(admin, "PUT", "/v1/organizations/current/product-analytics", {
      enabled: "no",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ enabled: ["invalid"] });
  });
});
