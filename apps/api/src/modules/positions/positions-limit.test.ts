import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { createPosition, insertPosition, setSubscription } from "../../../test/positions";
import { positions } from "../../db/schema/index";

/**
 * The plan's active-positions limit (SPEC §4, §9: free 3, pro 15, premium 50, enterprise
 * unlimited) is enforced in the transaction that opens a position, under the subscription's row
 * lock: no interleaving of requests lets one more open.
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function organizationWithHr() {
  const { organization, admin } = await createOrganization(app);
  const hr = await addMember(app, organization.id, ["hr_manager"]);
  return { organizationId: organization.id, admin, hr };
}

function openCount(organizationId: string) {
  return app.database.db.$count(
    positions,
    and(eq(positions.organizationId, organizationId), eq(positions.status, "open")),
  );
}

async function limit(actor: Actor) {
  const response = await app.inject({
    method: "GET",
    url: "/v1/positions/limit",
    headers: actor.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("opening positions on the free plan", () => {
  it("opens three, then answers 422 positions_limit_reached and changes nothing", async () => {
    const { organizationId, hr } = await organizationWithHr();
    for (let n = 0; n < 3; n++) await createPosition(app, hr, { status: "open" });
    const refused = await app.inject({
      method: "POST",
      url: "/v1/positions",
      headers: hr.headers,
      payload: { title: "Fourth", status: "open" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: "positions_limit_reached",
      message: "positions_limit_reached",
    });
    expect(
      await app.database.db.$count(positions, eq(positions.organizationId, organizationId)),
    ).toBe(3);

    // A draft is always fine; opening it is not, until another position closes.
    const draft = await createPosition(app, hr, { title: "Fourth" });
    const opening = await app.inject({
      method: "PUT",
      url: `/v1/positions/${draft.id}`,
      headers: hr.headers,
      payload: { status: "open", title: "Renamed" },
    });
    expect(opening.statusCode).toBe(422);
    expect(opening.json().code).toBe("positions_limit_reached");
    const [stored] = await app.database.db
      .select()
      .from(positions)
      .where(eq(positions.id, draft.id));
    expect(stored).toMatchObject({ status: "draft", title: "Fourth" });

    const [open] = await app.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.organizationId, organizationId), eq(positions.status, "open")));
    await app.inject({
      method: "POST",
      url: "/v1/positions/bulk_close",
      headers: hr.headers,
      payload: { ids: [open?.id] },
    });
    const reopened = await app.inject({
      method: "PUT",
      url: `/v1/positions/${draft.id}`,
      headers: hr.headers,
      payload: { status: "open" },
    });
    expect(reopened.statusCode).toBe(200);
    expect(await openCount(organizationId)).toBe(3);
  });

  it("lets an open position at the limit be edited and stay open", async () => {
    const { hr } = await organizationWithHr();
    const created = [];
    for (let n = 0; n < 3; n++) created.push(await createPosition(app, hr, { status: "open" }));
    const response = await app.inject({
      method: "PUT",
      url: `/v1/positions/${created[0]?.id}`,
      headers: hr.headers,
      payload: { status: "open", title: "Still open" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("10 parallel openings leave exactly 3 open", async () => {
    const { organizationId, hr } = await organizationWithHr();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        app.inject({
          method: "POST",
          url: "/v1/positions",
          headers: hr.headers,
          payload: { title: `Parallel ${n}`, status: "open" },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(422)]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json().code).toBe("positions_limit_reached");
    }
    expect(await openCount(organizationId)).toBe(3);
  });

  it("10 parallel openings of existing drafts leave exactly 3 open", async () => {
    const { organizationId, hr } = await organizationWithHr();
    const drafts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        insertPosition(app, organizationId, { title: `Draft ${n}` }),
      ),
    );
    const responses = await Promise.all(
      drafts.map((draft) =>
        app.inject({
          method: "PUT",
          url: `/v1/positions/${draft.id}`,
          headers: hr.headers,
          payload: { status: "open" },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(await openCount(organizationId)).toBe(3);
  });
});

describe("GET /v1/positions/limit", () => {
  it("reports the maximum, the open positions, and whether the limit is reached or exceeded", async () => {
    const { organizationId, hr } = await organizationWithHr();
    expect(await limit(hr)).toMatchObject({
      id: organizationId,
      type: "positions_limit",
      attributes: {
        kind: "free",
        max_positions_count: 3,
        active_positions_count: 0,
        remaining: 3,
        reached: false,
        exceeded: false,
      },
    });
    for (let n = 0; n < 3; n++) await insertPosition(app, organizationId, { status: "open" });
    expect((await limit(hr)).attributes).toMatchObject({
      remaining: 0,
      reached: true,
      exceeded: false,
    });
    // More open than the plan allows (after a cancellation ended on free, say): exceeded.
    await insertPosition(app, organizationId, { status: "open" });
    expect((await limit(hr)).attributes).toMatchObject({
      active_positions_count: 4,
      remaining: 0,
      reached: true,
      exceeded: true,
    });
  });

  it.each([
    ["pro", 15],
    ["premium", 50],
    ["enterprise", null],
    ["free_full_access", null],
  ] as const)("follows the %s plan", async (kind, max) => {
    const { organizationId, hr } = await organizationWithHr();
    await setSubscription(app, organizationId, { kind });
    expect((await limit(hr)).attributes).toMatchObject({
      kind,
      max_positions_count: max,
      remaining: max,
      reached: false,
      exceeded: false,
    });
  });

  it("applies the lower plan's limit to openings while a downgrade is pending", async () => {
    const { organizationId, hr } = await organizationWithHr();
    await setSubscription(app, organizationId, {
      kind: "premium",
      status: "downgrading",
      pendingKind: "pro",
    });
    for (let n = 0; n < 15; n++) await insertPosition(app, organizationId, { status: "open" });
    expect((await limit(hr)).attributes).toMatchObject({
      max_positions_count: 50,
      active_positions_count: 15,
      remaining: 0,
      reached: true,
      exceeded: false,
    });
    const refused = await app.inject({
      method: "POST",
      url: "/v1/positions",
      headers: hr.headers,
      payload: { title: "Sixteenth", status: "open" },
    });
    expect(refused.json().code).toBe("positions_limit_reached");
  });

  it("lets an unlimited plan open many", async () => {
    const { organizationId, hr } = await organizationWithHr();
    await setSubscription(app, organizationId, { kind: "enterprise" });
    for (let n = 0; n < 4; n++) await createPosition(app, hr, { status: "open" });
    expect(await openCount(organizationId)).toBe(4);
  });
});
