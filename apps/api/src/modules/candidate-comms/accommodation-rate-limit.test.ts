import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertInterview, inviteCandidate } from "../../../test/interviews";
import { createCandidate, createOrganization, injectAs } from "../../../test/organizations";

let app: TestApp;

beforeAll(async () => {
  // The app's own rate limiter (in process), not the tests' unlimited one.
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("asking for an accommodation", () => {
  it("is limited to 5 calls a day per candidate: each request emails the whole hiring team", async () => {
    const { organization } = await createOrganization(app);
    const candidate = await createCandidate(app);
    const { interview } = await insertInterview(app, organization.id);
    const { candidateInterview } = await inviteCandidate(app, interview, {
      candidateId: candidate.user.id,
    });
    const url = `/v1/candidate_interviews/mine/${candidateInterview.id}/accommodation_requests`;
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) {
      statuses.push((await injectAs(app, candidate, "POST", url, { kind: "other" })).statusCode);
    }
    // The first is stored; the next four find it open; the sixth is refused before anything.
    expect(statuses).toEqual([201, 422, 422, 422, 422, 429]);
  });
});
