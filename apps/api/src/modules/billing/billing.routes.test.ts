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
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { pdfTextLines } from "../../../test/pdf-text";
import { insertPosition, setSubscription } from "../../../test/positions";
import { users } from "../../db/schema/index";

const clock = createManualClock("2030-01-01T00:00:00.000Z");
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
});
afterAll(() => app.close());

function post(actor: Actor | undefined, url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url,
    ...(actor ? { headers: actor.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}
function get(actor: Actor | undefined, url: string) {
  return app.inject({ method: "GET", url, ...(actor ? { headers: actor.headers } : {}) });
}

async function organization(subdomain?: string) {
  const { organization, admin } = await createOrganization(app, subdomain ? { subdomain } : {});
  return { organizationId: organization.id, subdomain: organization.subdomain, admin };
}

describe("GET /v1/plans", () => {
  it("lists the plans of SPEC §9 to anyone", async () => {
    const response = await get(undefined, "/v1/plans");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: "free",
        type: "plan",
        attributes: {
          kind: "free",
          monthly_price: 0,
          monthly_price_cents: 0,
          currency: "usd",
          max_positions_count: 3,
          training_courses: 0,
          is_self_serve: false,
          trial_days: 0,
          is_current: false,
        },
      },
      {
        id: "pro",
        type: "plan",
        attributes: {
          kind: "pro",
          monthly_price: 150,
          monthly_price_cents: 15_000,
          currency: "usd",
          max_positions_count: 15,
          training_courses: 3,
          is_self_serve: true,
          trial_days: 14,
          is_current: false,
        },
      },
      {
        id: "premium",
        type: "plan",
        attributes: {
          kind: "premium",
          monthly_price: 300,
          monthly_price_cents: 30_000,
          currency: "usd",
          max_positions_count: 50,
          training_courses: "all",
          is_self_serve: true,
          trial_days: 0,
          is_current: false,
        },
      },
      {
        id: "enterprise",
        type: "plan",
        attributes: {
          kind: "enterprise",
          monthly_price: null,
          monthly_price_cents: null,
          currency: "usd",
          max_positions_count: null,
          training_courses: "all",
          is_self_serve: false,
          trial_days: 0,
          is_current: false,
        },
      },
    ]);
  });

  it("marks a signed-in member's current plan", async () => {
    const { organizationId, admin } = await organization();
    const reviewer = await addMember(app, organizationId, ["reviewer"]);
    await setSubscription(app, organizationId, { kind: "premium" });
    const current = (await get(reviewer, "/v1/plans"))
      .json()
      .data.filter((plan: { attributes: { is_current: boolean } }) => plan.attributes.is_current);
    expect(current.map((plan: { id: string }) => plan.id)).toEqual(["premium"]);
    const candidate = await createCandidate(app);
    const none = (await get(candidate, "/v1/plans")).json().data;
    expect(
      none.some((plan: { attributes: { is_current: boolean } }) => plan.attributes.is_current),
    ).toBe(false);
    expect((await get(admin, "/v1/plans")).statusCode).toBe(200);
  });
});

describe("a subscription's life through the API (fixed clock)", () => {
  let organizationId: string;
  let subdomain: string;
  let admin: Actor;
  let reviewer: Actor;
  beforeAll(async () => {
    clock.set("2030-01-01T00:00:00.000Z");
    ({ organizationId, subdomain, admin } = await organization("lifecycle"));
    reviewer = await addMember(app, organizationId, ["reviewer"]);
  });

  it("starts on free, which only offers to subscribe", async () => {
    const response = await get(reviewer, "/v1/subscriptions/current");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.type).toBe("subscription");
    expect(data.attributes).toEqual({
      kind: "free",
      status: "active",
      max_positions_count: 3,
      active_positions_count: 0,
      current_period_start: expect.any(String),
      current_period_end: null,
      cancel_at_period_end: false,
      pending_kind: null,
      in_trial: false,
      trial_days_left: 0,
      has_used_trial: false,
      monthly_price_cents: 0,
      currency: "usd",
      provider: "builtin",
      is_managed: false,
      is_good_standing: true,
      has_payment_problem: false,
      is_paid: false,
      available_actions: ["subscribe"],
    });
  });

  it("refuses actions that need a paid plan", async () => {
    for (const [url, payload] of [
      ["/v1/subscriptions/cancel", undefined],
      ["/v1/subscriptions/reactivate", undefined],
      ["/v1/subscriptions/upgrade", { kind: "pro" }],
      ["/v1/subscriptions/preview_upgrade", { kind: "premium" }],
      ["/v1/subscriptions/downgrade", { kind: "pro" }],
    ] as const) {
      const response = await post(admin, url, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe("not_subscribed");
    }
    const cancelDowngrade = await post(admin, "/v1/subscriptions/cancel_downgrade");
    expect(cancelDowngrade.json().code).toBe("not_subscribed");
  });

  it.each([
    [{}, { kind: ["blank"] }],
    [{ kind: "gold" }, { kind: ["invalid"] }],
    [{ kind: "enterprise" }, { kind: ["invalid"] }],
    [{ kind: "free" }, { kind: ["invalid"] }],
    [{ kind: "pro", token: "t".repeat(501) }, { token: ["too_long"] }],
  ])("refuses to subscribe with %o", async (payload, fields) => {
    const response = await post(admin, "/v1/subscriptions", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: fields });
    expect((await subscriptionRow(app, organizationId)).kind).toBe("free");
  });

  it("subscribes to pro with a 14-day trial, no invoice, and a roll-over at its end", async () => {
    const response = await post(admin, "/v1/subscriptions", { kind: "pro", token: "tok_visa" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      kind: "pro",
      status: "trialing",
      max_positions_count: 15,
      current_period_start: "2030-01-01T00:00:00.000Z",
      current_period_end: "2030-01-15T00:00:00.000Z",
      in_trial: true,
      trial_days_left: 14,
      has_used_trial: true,
      monthly_price_cents: 15_000,
      is_good_standing: true,
      is_paid: false,
      available_actions: ["cancel", "preview_upgrade", "upgrade"],
    });
    expect(await invoiceRows(app, organizationId)).toEqual([]);
    expect(await pendingRollOvers(app, organizationId)).toEqual(["2030-01-15T00:00:00.000Z"]);

    // The current user shows it: the web app's trial banner reads these.
    const user = (await get(reviewer, "/v1/users/current")).json().data.attributes;
    expect(user.subscription).toEqual({
      kind: "pro",
      max_positions_count: 15,
      status: "trialing",
      current_period_end: "2030-01-15T00:00:00.000Z",
    });

    const again = await post(admin, "/v1/subscriptions", { kind: "premium" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: "already_subscribed", message: "already_subscribed" });
  });

  it("cancels at the period's end and reactivates", async () => {
    clock.set("2030-01-03T00:00:00.000Z");
    const canceled = await post(admin, "/v1/subscriptions/cancel");
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data.attributes).toMatchObject({
      kind: "pro",
      status: "canceled",
      cancel_at_period_end: true,
      current_period_end: "2030-01-15T00:00:00.000Z",
      available_actions: ["reactivate"],
    });
    expect((await subscriptionRow(app, organizationId)).canceledAt).toEqual(clock());
    expect((await post(admin, "/v1/subscriptions/cancel")).json().code).toBe("already_canceled");
    expect((await post(admin, "/v1/subscriptions/upgrade", { kind: "premium" })).json().code).toBe(
      "subscription_canceled",
    );

    const reactivated = await post(admin, "/v1/subscriptions/reactivate");
    expect(reactivated.json().data.attributes).toMatchObject({
      status: "trialing",
      cancel_at_period_end: false,
      trial_days_left: 12,
    });
    expect((await post(admin, "/v1/subscriptions/reactivate")).json().code).toBe("not_canceled");
  });

  it("previews and makes an upgrade out of the trial: the full price, a new period", async () => {
    clock.set("2030-01-05T12:00:00.000Z");
    const preview = await post(admin, "/v1/subscriptions/preview_upgrade", { kind: "premium" });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      id: "premium",
      type: "upgrade_preview",
      attributes: {
        kind: "premium",
        amount_cents: 30_000,
        currency: "usd",
        period_start: "2030-01-05T12:00:00.000Z",
        period_end: "2030-02-05T12:00:00.000Z",
        restarts_period: true,
      },
    });
    // A preview changes nothing.
    expect((await subscriptionRow(app, organizationId)).kind).toBe("pro");
    expect(
      (await post(admin, "/v1/subscriptions/preview_upgrade", { kind: "pro" })).json().code,
    ).toBe("not_an_upgrade");

    const upgraded = await post(admin, "/v1/subscriptions/upgrade", { kind: "premium" });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().data.attributes).toMatchObject({
      kind: "premium",
      status: "active",
      in_trial: false,
      current_period_start: "2030-01-05T12:00:00.000Z",
      current_period_end: "2030-02-05T12:00:00.000Z",
      max_positions_count: 50,
      is_paid: true,
      available_actions: ["cancel", "downgrade"],
    });
    const [invoice, ...more] = await invoiceRows(app, organizationId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      number: 1,
      label: "LIFECYCLE-0001",
      reason: "upgrade",
      kind: "premium",
      amountCents: 30_000,
      currency: "usd",
      status: "paid",
      billedToName: "Analytical Engines",
      description: "Upgrade to the Premium plan, prorated for Jan 05, 2030 – Feb 05, 2030",
    });
    expect(await pendingRollOvers(app, organizationId)).toEqual([
      "2030-01-15T00:00:00.000Z",
      "2030-02-05T12:00:00.000Z",
    ]);
  });

  it("refuses a downgrade while more positions are open than the lower plan allows", async () => {
    const opened = [];
    for (let n = 0; n < 16; n++) {
      opened.push(await insertPosition(app, organizationId, { status: "open" }));
    }
    const current = (await get(admin, "/v1/subscriptions/current")).json().data.attributes;
    expect(current).toMatchObject({ active_positions_count: 16, available_actions: ["cancel"] });
    const refused = await post(admin, "/v1/subscriptions/downgrade", { kind: "pro" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: "downgrade_blocked", message: "downgrade_blocked" });
    expect((await subscriptionRow(app, organizationId)).status).toBe("active");

    await post(admin, "/v1/positions/bulk_close", { ids: [opened[0]?.id] });
    const downgraded = await post(admin, "/v1/subscriptions/downgrade", { kind: "pro" });
    expect(downgraded.statusCode).toBe(200);
    expect(downgraded.json().data.attributes).toMatchObject({
      kind: "premium",
      status: "downgrading",
      pending_kind: "pro",
      current_period_end: "2030-02-05T12:00:00.000Z",
      is_good_standing: false,
      available_actions: ["cancel", "cancel_downgrade"],
    });
    expect((await post(admin, "/v1/subscriptions/downgrade", { kind: "pro" })).json().code).toBe(
      "downgrade_pending",
    );
    expect((await post(admin, "/v1/subscriptions/upgrade", { kind: "premium" })).json().code).toBe(
      "downgrade_pending",
    );
    const limit = (await get(admin, "/v1/positions/limit")).json().data.attributes;
    expect(limit).toMatchObject({
      max_positions_count: 50,
      active_positions_count: 15,
      reached: true,
    });

    const taken = await post(admin, "/v1/subscriptions/cancel_downgrade");
    expect(taken.json().data.attributes).toMatchObject({
      kind: "premium",
      status: "active",
      pending_kind: null,
    });
    expect((await post(admin, "/v1/subscriptions/cancel_downgrade")).json().code).toBe(
      "no_pending_downgrade",
    );
    // No downgrade to a dearer plan.
    expect(
      (await post(admin, "/v1/subscriptions/downgrade", { kind: "premium" })).json().code,
    ).toBe("not_a_downgrade");
  });

  it("lists invoices newest first and downloads one as a PDF", async () => {
    const response = await get(admin, "/v1/subscriptions/invoices");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagy).toMatchObject({ page: 1, count: 1 });
    expect(body.data[0]).toMatchObject({
      type: "invoice",
      attributes: {
        number: 1,
        label: "LIFECYCLE-0001",
        amount_cents: 30_000,
        status: "paid",
        issued_at: "2030-01-05T12:00:00.000Z",
        paid_at: "2030-01-05T12:00:00.000Z",
      },
    });

    const pdf = await get(admin, `/v1/subscriptions/invoices/${body.data[0].id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      'attachment; filename="invoice-LIFECYCLE-0001.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    // The same invoice renders the same bytes.
    const again = await get(admin, `/v1/subscriptions/invoices/${body.data[0].id}/download`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);

    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const missing = await get(admin, `/v1/subscriptions/invoices/${id}/download`);
      expect(missing.statusCode).toBe(404);
    }
  });

  it("writes the invoice PDF in the language of the member who downloads it", async () => {
    const [invoice] = (await get(admin, "/v1/subscriptions/invoices")).json().data;
    const download = async () =>
      pdfTextLines(
        (await get(admin, `/v1/subscriptions/invoices/${invoice.id}/download`)).rawPayload,
      );
    const english = await download();
    expect(english).toEqual(
      expect.arrayContaining(["Invoice", "Date of issue", "Jan 05, 2030", "$300.00"]),
    );
    await app.database.db.update(users).set({ locale: "it" }).where(eq(users.id, admin.user.id));
    try {
      const italian = await download();
      expect(italian).toEqual(
        expect.arrayContaining([
          "Fattura",
          "Data di emissione",
          "05 gen 2030",
          "Pagata",
          "300,00\u00a0USD",
        ]),
      );
      expect(italian).not.toContain("Invoice");
    } finally {
      await app.database.db.update(users).set({ locale: "en" }).where(eq(users.id, admin.user.id));
    }
  });

  it("answers the in-app billing page as the portal", async () => {
    const response = await post(admin, "/v1/subscriptions/portal");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { url: `http://${subdomain}.localhost:3000/plans` } });
  });
});

describe("upgrading a paid plan mid-period (fixed clock)", () => {
  it("previews and charges the prorated difference, keeping the period", async () => {
    clock.set("2030-01-01T00:00:00.000Z");
    const created = await organization("midperiod");
    const { organizationId } = created;
    let admin = created.admin;
    // The trial was used up long ago: pro is billed at once.
    await setSubscription(app, organizationId, {
      trialStartedAt: new Date("2029-01-01T00:00:00Z"),
    });
    const subscribed = await post(admin, "/v1/subscriptions", { kind: "pro" });
    expect(subscribed.json().data.attributes).toMatchObject({
      status: "active",
      current_period_end: "2030-02-01T00:00:00.000Z",
      in_trial: false,
    });
    clock.set("2030-01-16T00:00:00.000Z");
    admin = await refreshSession(app, admin); // sessions last 5 days of the clock
    // 16 of January's 31 days left: 15000 × 16 / 31 = 7741.9… → 7742 cents.
    const preview = await post(admin, "/v1/subscriptions/preview_upgrade", { kind: "premium" });
    expect(preview.json().data.attributes).toMatchObject({
      amount_cents: 7_742,
      period_start: "2030-01-16T00:00:00.000Z",
      period_end: "2030-02-01T00:00:00.000Z",
      restarts_period: false,
    });
    const upgraded = await post(admin, "/v1/subscriptions/upgrade", { kind: "premium" });
    expect(upgraded.json().data.attributes).toMatchObject({
      kind: "premium",
      current_period_start: "2030-01-01T00:00:00.000Z",
      current_period_end: "2030-02-01T00:00:00.000Z",
    });
    const rows = await invoiceRows(app, organizationId);
    expect(rows.map((row) => [row.number, row.label, row.reason, row.amountCents])).toEqual([
      [1, "MIDPERIOD-0001", "subscription_create", 15_000],
      [2, "MIDPERIOD-0002", "upgrade", 7_742],
    ]);
    // Newest first, a page at a time.
    const page = (await get(admin, "/v1/subscriptions/invoices?limit=1&page=2")).json();
    expect(
      page.data.map((row: { attributes: { number: number } }) => row.attributes.number),
    ).toEqual([1]);
    expect(page.meta.pagy).toMatchObject({ page: 2, pages: 2, count: 2 });
  });

  it("bills premium at once: no trial on premium", async () => {
    const { organizationId, admin } = await organization();
    const response = await post(admin, "/v1/subscriptions", { kind: "premium" });
    expect(response.json().data.attributes).toMatchObject({
      kind: "premium",
      status: "active",
      has_used_trial: false,
    });
    expect((await invoiceRows(app, organizationId)).map((row) => row.amountCents)).toEqual([
      30_000,
    ]);
  });
});

describe("plans an operator set, and payment problems", () => {
  it.each(["enterprise", "free_full_access"] as const)(
    "refuses every action on %s with managed_plan",
    async (kind) => {
      const { organizationId, admin } = await organization();
      await setSubscription(app, organizationId, { kind });
      const current = (await get(admin, "/v1/subscriptions/current")).json().data.attributes;
      expect(current).toMatchObject({
        kind,
        max_positions_count: null,
        is_managed: true,
        available_actions: [],
      });
      for (const [url, payload] of [
        ["/v1/subscriptions", { kind: "pro" }],
        ["/v1/subscriptions/cancel", undefined],
        ["/v1/subscriptions/upgrade", { kind: "premium" }],
      ] as const) {
        expect((await post(admin, url, payload)).json().code).toBe("managed_plan");
      }
      expect((await subscriptionRow(app, organizationId)).kind).toBe(kind);
    },
  );

  it("ends at once a paid plan without a billing period, such as the seeded demo's", async () => {
    const { organizationId, admin } = await organization();
    await setSubscription(app, organizationId, { kind: "premium", currentPeriodEnd: null });
    const downgraded = await post(admin, "/v1/subscriptions/downgrade", { kind: "pro" });
    expect(downgraded.json().data.attributes).toMatchObject({
      kind: "pro",
      status: "active",
      pending_kind: null,
      current_period_start: clock().toISOString(),
    });
    expect((await invoiceRows(app, organizationId)).map((row) => row.amountCents)).toEqual([
      15_000,
    ]);
    await setSubscription(app, organizationId, { currentPeriodEnd: null });
    const canceled = await post(admin, "/v1/subscriptions/cancel");
    expect(canceled.json().data.attributes).toMatchObject({
      kind: "free",
      status: "active",
      current_period_end: null,
    });
  });

  it.each(["past_due", "unpaid", "incomplete", "incomplete_expired"] as const)(
    "shows %s in the current user's subscription and offers only to cancel",
    async (status) => {
      const { organizationId, admin } = await organization();
      const reviewer = await addMember(app, organizationId, ["reviewer"]);
      await setSubscription(app, organizationId, {
        kind: "pro",
        status,
        currentPeriodEnd: new Date("2030-02-01T00:00:00Z"),
      });
      const user = (await get(reviewer, "/v1/users/current")).json().data.attributes;
      expect(user.subscription).toMatchObject({ kind: "pro", status });
      const current = (await get(admin, "/v1/subscriptions/current")).json().data.attributes;
      expect(current).toMatchObject({
        status,
        has_payment_problem: true,
        is_good_standing: false,
        is_paid: false,
        available_actions: ["cancel"],
      });
      expect(
        (await post(admin, "/v1/subscriptions/upgrade", { kind: "premium" })).json().code,
      ).toBe("payment_problem");
    },
  );
});

describe("who may touch billing", () => {
  const ACTIONS: [string, Record<string, unknown> | undefined][] = [
    ["/v1/subscriptions", { kind: "pro" }],
    ["/v1/subscriptions/cancel", undefined],
    ["/v1/subscriptions/reactivate", undefined],
    ["/v1/subscriptions/preview_upgrade", { kind: "premium" }],
    ["/v1/subscriptions/upgrade", { kind: "premium" }],
    ["/v1/subscriptions/downgrade", { kind: "pro" }],
    ["/v1/subscriptions/cancel_downgrade", undefined],
    ["/v1/subscriptions/portal", undefined],
  ];
  let organizationId: string;
  let members: Actor[];
  let candidate: Actor;
  let invoiceId: string;
  beforeAll(async () => {
    const created = await organization();
    organizationId = created.organizationId;
    await setSubscription(app, organizationId, {
      trialStartedAt: new Date("2029-01-01T00:00:00Z"),
    });
    expect((await post(created.admin, "/v1/subscriptions", { kind: "pro" })).statusCode).toBe(200);
    invoiceId = (await invoiceRows(app, organizationId))[0]?.id as string;
    members = [
      await addMember(app, organizationId, ["hr_manager"]),
      await addMember(app, organizationId, ["reviewer"]),
      await addMember(app, organizationId, ["hr_manager", "reviewer"]),
    ];
    candidate = await createCandidate(app);
  });

  it.each(ACTIONS)("only admins may POST %s", async (url, payload) => {
    const before = JSON.stringify(await subscriptionRow(app, organizationId));
    for (const actor of members) {
      const response = await post(actor, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("forbidden");
    }
    expect((await post(candidate, url, payload)).statusCode).toBe(403);
    const anonymous = await post(undefined, url, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("unauthorized");
    expect(JSON.stringify(await subscriptionRow(app, organizationId))).toBe(before);
  });

  it("only admins see invoices", async () => {
    for (const url of [
      "/v1/subscriptions/invoices",
      `/v1/subscriptions/invoices/${invoiceId}/download`,
    ]) {
      for (const actor of members) expect((await get(actor, url)).statusCode).toBe(403);
      expect((await get(candidate, url)).statusCode).toBe(403);
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
  });

  it("shows every member the subscription, not candidates or anonymous callers", async () => {
    for (const actor of members) {
      expect((await get(actor, "/v1/subscriptions/current")).statusCode).toBe(200);
    }
    expect((await get(candidate, "/v1/subscriptions/current")).statusCode).toBe(403);
    expect((await get(undefined, "/v1/subscriptions/current")).statusCode).toBe(401);
  });

  it("keeps each organization's invoices to itself", async () => {
    const other = await organization();
    const foreign = await get(other.admin, `/v1/subscriptions/invoices/${invoiceId}/download`);
    const missing = await get(
      other.admin,
      "/v1/subscriptions/invoices/00000000-0000-4000-8000-000000000000/download",
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const list = (await get(other.admin, "/v1/subscriptions/invoices")).json();
    expect(list.data).toEqual([]);
    // Acting on one's own subscription never touches another's.
    const before = JSON.stringify(await subscriptionRow(app, organizationId));
    await post(other.admin, "/v1/subscriptions", { kind: "premium" });
    await post(other.admin, "/v1/subscriptions/cancel");
    expect(JSON.stringify(await subscriptionRow(app, organizationId))).toBe(before);
    expect(await invoiceRows(app, organizationId)).toHaveLength(1);
    // Invoice numbers count per organization.
    expect((await invoiceRows(app, other.organizationId)).map((row) => row.number)).toEqual([1]);
  });
});
