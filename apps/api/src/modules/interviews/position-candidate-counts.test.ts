import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertInterview, inviteCandidate } from "../../../test/interviews";
import { type Actor, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";

let app: TestApp;
let organizationId: string;
let admin: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  const created = await createOrganization(app);
  organizationId = created.organization.id;
  admin = created.admin;
});
afterAll(() => app.close());

describe("a position's candidates by stage, from its candidate interviews", () => {
  it("maps each candidate interview's status to a pipeline stage", async () => {
    const position = await insertPosition(app, organizationId, { title: "Counted" });
    const first = await insertInterview(app, organizationId, { positionId: position.id });
    const second = await insertInterview(app, organizationId, { positionId: position.id });
    const statuses = [
      ["invited", first],
      ["invited", second],
      ["started", first],
      ["completed", first],
      ["reviewed", second],
      ["advanced", first],
      ["rejected", second],
    ] as const;
    for (const [status, { interview }] of statuses) {
      await inviteCandidate(app, interview, { status });
    }
    // Another position's and another organization's candidates count elsewhere.
    const other = await insertInterview(app, organizationId);
    await inviteCandidate(app, other.interview, { status: "advanced" });
    const elsewhere = await createOrganization(app, { name: "Elsewhere" });
    const foreign = await insertInterview(app, elsewhere.organization.id);
    await inviteCandidate(app, foreign.interview);

    const response = await app.inject({
      method: "GET",
      url: `/v1/positions/${position.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      candidates_count: 7,
      candidates_count_by_stage: {
        invited: 2,
        in_progress: 1,
        completed: 2,
        shortlisted: 1,
        hired: 0,
        rejected: 1,
      },
    });

    const list = await app.inject({
      method: "GET",
      url: "/v1/positions?limit=100",
      headers: admin.headers,
    });
    const counted = list.json().data.find((row: { id: string }) => row.id === position.id);
    expect(counted.attributes.candidates_count).toBe(7);

    const stats = await app.inject({
      method: "GET",
      url: "/v1/positions/stats",
      headers: admin.headers,
    });
    expect(stats.json().data.attributes).toMatchObject({
      candidates_count: 8,
      candidates_count_by_stage: { shortlisted: 2, invited: 2 },
    });
  });
});
