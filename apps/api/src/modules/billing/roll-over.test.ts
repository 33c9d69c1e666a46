import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createManualClock,
  invoiceRows,
  pendingRollOvers,
  refreshSession,
  subscriptionRow,
} from "../../../test/billing";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, createOrganization } from "../../../test/organizations";
import { insertPosition, setSubscription } from "../../../test/positions";
import { organizations } from "../../db/schema/index";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { createBillingService } from "./billing.service";
import { BILLING_PERIOD_END_QUEUE, createBuiltinProvider } from "./builtin-provider";

/**
 * The built-in provider's period roll-over, run by the job queue at each period's end: a trial
 * ends into the plan (or back to free when canceled), a plan renews with an invoice, a pending
 * downgrade takes effect, a canceled plan ends on free.
 */
const clock = createManualClock("2030-01-01T00:00:00.000Z");
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
});
afterAll(() => app.close());

async function act(actor: Actor, action: string, payload?: Record<string, unknown>) {
  const fresh = await refreshSession(app, actor);
  const response = await app.inject({
    method: "POST",
    url: action ? `/v1/subscriptions/${action}` : "/v1/subscriptions",
    headers: fresh.headers,
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${action}: ${response.body}`);
  return response.json().data.attributes;
}

/** An organization at `start`, subscribed to `kind` (without a trial unless `trial`). */
async function subscribed(
  start: string,
  kind: "pro" | "premium",
  options: { trial?: boolean } = {},
) {
  clock.set(start);
  const { organization, admin } = await createOrganization(app);
  if (!options.trial) {
    await setSubscription(app, organization.id, {
      trialStartedAt: new Date("2020-01-01T00:00:00Z"),
    });
  }
  await act(admin, "", { kind });
  return { organizationId: organization.id, admin };
}

function summary(row: Awaited<ReturnType<typeof subscriptionRow>>) {
  return {
    kind: row.kind,
    status: row.status,
    inTrial: row.inTrial,
    pendingKind: row.pendingKind,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

async function invoiceSummary(organizationId: string) {
  return (await invoiceRows(app, organizationId)).map((row) => ({
    number: row.number,
    reason: row.reason,
    kind: row.kind,
    amountCents: row.amountCents,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
  }));
}

describe("the period roll-over job", () => {
  it("ends a trial into the paid plan, then renews it every month", async () => {
    const { organizationId } = await subscribed("2030-01-01T00:00:00.000Z", "pro", { trial: true });
    clock.set("2030-01-14T23:59:59.000Z");
    await app.jobs.runPending();
    expect((await subscriptionRow(app, organizationId)).status).toBe("trialing");

    clock.set("2030-01-15T00:00:00.000Z");
    await app.jobs.runPending();
    expect(summary(await subscriptionRow(app, organizationId))).toEqual({
      kind: "pro",
      status: "active",
      inTrial: false,
      pendingKind: null,
      cancelAtPeriodEnd: false,
      currentPeriodStart: "2030-01-15T00:00:00.000Z",
      currentPeriodEnd: "2030-02-15T00:00:00.000Z",
    });
    expect(await invoiceSummary(organizationId)).toEqual([
      {
        number: 1,
        reason: "subscription_cycle",
        kind: "pro",
        amountCents: 15_000,
        periodStart: "2030-01-15T00:00:00.000Z",
        periodEnd: "2030-02-15T00:00:00.000Z",
      },
    ]);
    expect(await pendingRollOvers(app, organizationId)).toEqual(["2030-02-15T00:00:00.000Z"]);

    clock.set("2030-02-15T00:00:00.000Z");
    await app.jobs.runPending();
    expect((await subscriptionRow(app, organizationId)).currentPeriodEnd?.toISOString()).toBe(
      "2030-03-15T00:00:00.000Z",
    );
    expect((await invoiceSummary(organizationId)).map((row) => row.number)).toEqual([1, 2]);
  });

  it("ends a canceled trial back on free, without an invoice", async () => {
    const { organizationId, admin } = await subscribed("2030-01-01T00:00:00.000Z", "pro", {
      trial: true,
    });
    await act(admin, "cancel");
    clock.set("2030-01-15T00:00:00.000Z");
    await app.jobs.runPending();
    expect(summary(await subscriptionRow(app, organizationId))).toEqual({
      kind: "free",
      status: "active",
      inTrial: false,
      pendingKind: null,
      cancelAtPeriodEnd: false,
      currentPeriodStart: "2030-01-15T00:00:00.000Z",
      currentPeriodEnd: null,
    });
    expect(await invoiceRows(app, organizationId)).toEqual([]);
    expect(await pendingRollOvers(app, organizationId)).toEqual([]);
    // The trial was used: subscribing again bills at once.
    expect(await act(admin, "", { kind: "pro" })).toMatchObject({
      status: "active",
      has_used_trial: true,
    });
  });

  it("ends a canceled plan on free, leaving its positions open over the free limit", async () => {
    const { organizationId, admin } = await subscribed("2030-01-10T00:00:00.000Z", "pro");
    for (let n = 0; n < 5; n++) await insertPosition(app, organizationId, { status: "open" });
    await act(admin, "cancel");
    clock.set("2030-02-10T00:00:00.000Z");
    await app.jobs.runPending();
    expect(summary(await subscriptionRow(app, organizationId))).toMatchObject({
      kind: "free",
      status: "active",
      currentPeriodEnd: null,
    });
    expect((await invoiceSummary(organizationId)).map((row) => row.reason)).toEqual([
      "subscription_create",
    ]);
    const fresh = await refreshSession(app, admin);
    const limit = await app.inject({
      method: "GET",
      url: "/v1/positions/limit",
      headers: fresh.headers,
    });
    expect(limit.json().data.attributes).toMatchObject({
      max_positions_count: 3,
      active_positions_count: 5,
      exceeded: true,
      reached: true,
    });
  });

  it("applies a pending downgrade at the period's end and bills the lower plan", async () => {
    const { organizationId, admin } = await subscribed("2030-01-31T10:00:00.000Z", "premium");
    await act(admin, "downgrade", { kind: "pro" });
    clock.set("2030-02-28T10:00:00.000Z");
    await app.jobs.runPending();
    expect(summary(await subscriptionRow(app, organizationId))).toEqual({
      kind: "pro",
      status: "active",
      inTrial: false,
      pendingKind: null,
      cancelAtPeriodEnd: false,
      currentPeriodStart: "2030-02-28T10:00:00.000Z",
      currentPeriodEnd: "2030-03-28T10:00:00.000Z",
    });
    expect(
      (await invoiceSummary(organizationId)).map((row) => [row.number, row.kind, row.amountCents]),
    ).toEqual([
      [1, "premium", 30_000],
      [2, "pro", 15_000],
    ]);
  });

  it("does nothing at the end of a period an upgrade replaced", async () => {
    const { organizationId, admin } = await subscribed("2030-01-01T00:00:00.000Z", "pro", {
      trial: true,
    });
    clock.set("2030-01-05T00:00:00.000Z");
    await act(admin, "upgrade", { kind: "premium" });
    expect(await pendingRollOvers(app, organizationId)).toEqual([
      "2030-01-15T00:00:00.000Z",
      "2030-02-05T00:00:00.000Z",
    ]);
    const before = await subscriptionRow(app, organizationId);
    clock.set("2030-01-15T00:00:00.000Z");
    await app.jobs.runPending();
    expect(await subscriptionRow(app, organizationId)).toEqual(before);
    expect(await invoiceRows(app, organizationId)).toHaveLength(1);
    expect(await pendingRollOvers(app, organizationId)).toEqual(["2030-02-05T00:00:00.000Z"]);
  });

  it("catches up on every period missed while nothing ran, numbering invoices in order", async () => {
    const { organizationId } = await subscribed("2030-01-01T00:00:00.000Z", "pro");
    clock.set("2030-04-15T00:00:00.000Z");
    await app.jobs.runPending();
    expect(summary(await subscriptionRow(app, organizationId))).toMatchObject({
      status: "active",
      currentPeriodStart: "2030-04-01T00:00:00.000Z",
      currentPeriodEnd: "2030-05-01T00:00:00.000Z",
    });
    expect(
      (await invoiceSummary(organizationId)).map((row) => [
        row.number,
        row.reason,
        row.periodStart,
      ]),
    ).toEqual([
      [1, "subscription_create", "2030-01-01T00:00:00.000Z"],
      [2, "subscription_cycle", "2030-02-01T00:00:00.000Z"],
      [3, "subscription_cycle", "2030-03-01T00:00:00.000Z"],
      [4, "subscription_cycle", "2030-04-01T00:00:00.000Z"],
    ]);
    expect(await pendingRollOvers(app, organizationId)).toEqual(["2030-05-01T00:00:00.000Z"]);
  });

  it("bills a period once, however many jobs run for it", async () => {
    const { organizationId } = await subscribed("2030-01-01T00:00:00.000Z", "pro");
    for (let n = 0; n < 3; n++) {
      await enqueueJob(
        app.database.db,
        BILLING_PERIOD_END_QUEUE,
        { organizationId },
        {
          runAt: new Date("2030-02-01T00:00:00.000Z"),
        },
      );
    }
    clock.set("2030-02-01T00:00:00.000Z");
    await app.jobs.runPending();
    expect((await invoiceSummary(organizationId)).map((row) => row.reason)).toEqual([
      "subscription_create",
      "subscription_cycle",
    ]);
  });

  it("leaves a payment problem to the provider that reported it", async () => {
    const { organizationId } = await subscribed("2030-01-01T00:00:00.000Z", "pro");
    await setSubscription(app, organizationId, { status: "past_due" });
    const before = await subscriptionRow(app, organizationId);
    clock.set("2030-03-01T00:00:00.000Z");
    await app.jobs.runPending();
    expect(await subscriptionRow(app, organizationId)).toEqual(before);
  });

  it("fails a job claimed before its period ended, so the runner tries it again later", async () => {
    const { organizationId } = await subscribed("2030-01-01T00:00:00.000Z", "pro");
    const billing = createBillingService({
      db: app.database.db,
      clock,
      provider: createBuiltinProvider({ publicUrl: app.config.publicUrl }),
    });
    clock.set("2030-01-31T23:59:59.000Z");
    await expect(
      billing.rollOver({ organizationId }, { periodEnd: "2030-02-01T00:00:00.000Z" }),
    ).rejects.toThrow(/has not ended yet/);
    // A job of an older period, claimed whenever, just finds nothing due.
    await billing.rollOver({ organizationId }, { periodEnd: "2029-12-01T00:00:00.000Z" });
    expect((await subscriptionRow(app, organizationId)).currentPeriodEnd?.toISOString()).toBe(
      "2030-02-01T00:00:00.000Z",
    );
    clock.set("2030-02-01T00:00:00.000Z");
    await billing.rollOver({ organizationId }, { periodEnd: "2030-02-01T00:00:00.000Z" });
    expect((await subscriptionRow(app, organizationId)).currentPeriodEnd?.toISOString()).toBe(
      "2030-03-01T00:00:00.000Z",
    );
  });

  it("completes the job of an organization deleted meanwhile", async () => {
    const { organizationId } = await subscribed("2030-01-01T00:00:00.000Z", "pro");
    await app.database.db.delete(organizations).where(eq(organizations.id, organizationId));
    clock.set("2030-02-01T00:00:00.000Z");
    await app.jobs.runPending();
    expect(await pendingRollOvers(app, organizationId)).toEqual([]);
  });
});
