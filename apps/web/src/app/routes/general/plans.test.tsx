import { PLANS_POLL_MS } from "@candor/shared/constants";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import {
  billingContactDocument,
  invoiceResource,
  invoicesDocument,
  plansDocument,
  subscriptionDocument,
} from "../../../test/billing-factories";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import PlansPage from "./plans";

function card(name: string) {
  return screen.getByRole("article", { name });
}

describe("the Plans page", () => {
  it("shows the four plans to visitors, with prices and limits, and a way in", async () => {
    stubApi({ "GET /v1/plans": () => Response.json(plansDocument()) });
    renderWithProviders(<PlansPage />, { route: "/plans" });

    expect(
      await screen.findByRole("heading", { level: 1, name: /every hiring team/ }),
    ).toBeTruthy();
    expect(within(card("Free")).getByText("$0")).toBeTruthy();
    expect(within(card("Pro")).getByText("$150")).toBeTruthy();
    expect(within(card("Pro")).getByText("Up to 15 active positions")).toBeTruthy();
    expect(within(card("Pro")).getByText("3 training courses")).toBeTruthy();
    expect(within(card("Premium")).getByText("$300")).toBeTruthy();
    expect(within(card("Premium")).getByText("Every training course")).toBeTruthy();
    expect(within(card("Enterprise")).getByText("Custom pricing")).toBeTruthy();
    expect(within(card("Enterprise")).getByText("Unlimited active positions")).toBeTruthy();
    expect(
      within(card("Enterprise")).getByRole("link", { name: "Book a demo" }).getAttribute("href"),
    ).toBe("/book-a-demo");
    expect(within(card("Pro")).getByRole("link", { name: "Start free trial" })).toBeTruthy();
    expect(screen.queryByText("Current plan")).toBeNull();
  });

  it("marks the organization's plan and previews the prorated price before upgrading", async () => {
    const user = makeSessionUser();
    const upgraded = makeSessionUser({
      subscription: {
        kind: "premium",
        maxPositionsCount: 50,
        status: "active",
        currentPeriodEnd: null,
      },
    });
    const { calls } = stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("pro")),
      "GET /v1/subscriptions/current": () => Response.json(subscriptionDocument({ kind: "pro" })),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () => Response.json(invoicesDocument([invoiceResource(1)])),
      "POST /v1/subscriptions/preview_upgrade": () =>
        Response.json({
          data: {
            id: "premium",
            type: "upgrade_preview",
            attributes: {
              kind: "premium",
              amount_cents: 7_258,
              currency: "usd",
              period_start: "2026-03-16T00:00:00.000Z",
              period_end: "2026-04-01T00:00:00.000Z",
              restarts_period: false,
            },
          },
        }),
      "POST /v1/subscriptions/upgrade": () =>
        Response.json(subscriptionDocument({ kind: "premium" })),
      "GET /v1/users/current": () => Response.json(userDocument(upgraded)),
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user });

    const pro = await screen.findByRole("article", { name: "Pro" });
    expect(within(pro).getByText("Current plan")).toBeTruthy();
    expect(within(card("Free")).queryByText("Current plan")).toBeNull();

    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Premium" });
    expect(await within(dialog).findByText("$72.58")).toBeTruthy();
    expect(within(dialog).getByText(/rest of the current period, until Apr 01, 2026/)).toBeTruthy();
    expect(calls("POST /v1/subscriptions/preview_upgrade")).toEqual([{ kind: "premium" }]);
    expect(calls("POST /v1/subscriptions/upgrade")).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Upgrade and pay $72.58" }));
    await waitFor(() =>
      expect(calls("POST /v1/subscriptions/upgrade")).toEqual([{ kind: "premium" }]),
    );
    expect(await screen.findByText("You're now on Premium.")).toBeTruthy();
    // The account menu's plan summary comes from the current user: it is reloaded.
    await waitFor(() => expect(calls("GET /v1/users/current").length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("explains a downgrade refused for open positions, with the number to close", async () => {
    const user = makeSessionUser({
      subscription: {
        kind: "premium",
        maxPositionsCount: 50,
        status: "active",
        currentPeriodEnd: null,
      },
    });
    let active = 12;
    stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("premium")),
      "GET /v1/subscriptions/current": () =>
        Response.json(subscriptionDocument({ kind: "premium", active_positions_count: active })),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () => Response.json(invoicesDocument([])),
      "POST /v1/subscriptions/downgrade": () => {
        // Someone opened positions meanwhile: the server counts 17.
        active = 17;
        return errorResponse("downgrade_blocked", 422);
      },
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user });

    fireEvent.click(await screen.findByRole("button", { name: "Downgrade to Pro" }));
    const dialog = await screen.findByRole("dialog", { name: "Downgrade to Pro" });
    expect(within(dialog).getByText(/You keep Premium until Apr 01, 2026/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Downgrade at period end" }));

    expect(
      await within(dialog).findByText(
        "Pro allows 15 active positions, and more are open. Close 2 positions before downgrading.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Go to Positions" }).getAttribute("href")).toBe(
      "/hire/positions",
    );
    expect(within(dialog).queryByRole("button", { name: "Downgrade at period end" })).toBeNull();
  });

  it("lets an admin take back a scheduled downgrade", async () => {
    const user = makeSessionUser({
      subscription: {
        kind: "premium",
        maxPositionsCount: 50,
        status: "downgrading",
        currentPeriodEnd: "2026-04-01T00:00:00.000Z",
      },
    });
    const { calls } = stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("premium")),
      "GET /v1/subscriptions/current": () =>
        Response.json(
          subscriptionDocument({ kind: "premium", status: "downgrading", pending_kind: "pro" }),
        ),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () => Response.json(invoicesDocument([])),
      "POST /v1/subscriptions/cancel_downgrade": () =>
        Response.json(subscriptionDocument({ kind: "premium" })),
      "GET /v1/users/current": () => Response.json(userDocument(user)),
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user });

    expect(
      await screen.findByText("Your plan changes from Premium to Pro on Apr 01, 2026."),
    ).toBeTruthy();
    expect(within(card("Pro")).getByText("Starts on Apr 01, 2026")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel downgrade" }));
    await waitFor(() => expect(calls("POST /v1/subscriptions/cancel_downgrade")).toHaveLength(1));
    expect(await screen.findByText("Downgrade cancelled: you stay on Premium.")).toBeTruthy();
  });

  it("explains a refused change in the page's error banner and catches up with the plan", async () => {
    const user = makeSessionUser({
      subscription: {
        kind: "premium",
        maxPositionsCount: 50,
        status: "downgrading",
        currentPeriodEnd: "2026-04-01T00:00:00.000Z",
      },
    });
    // Another admin took the downgrade back after this page loaded.
    let status = "downgrading";
    const { calls } = stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("premium")),
      "GET /v1/subscriptions/current": () =>
        Response.json(
          status === "downgrading"
            ? subscriptionDocument({ kind: "premium", status, pending_kind: "pro" })
            : subscriptionDocument({ kind: "premium" }),
        ),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () => Response.json(invoicesDocument([])),
      "POST /v1/subscriptions/cancel_downgrade": () => {
        status = "active";
        return errorResponse("no_pending_downgrade", 422);
      },
      "GET /v1/users/current": () => Response.json(userDocument(user)),
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user });

    fireEvent.click(await screen.findByRole("button", { name: "Cancel downgrade" }));
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toBe("There's no scheduled downgrade to cancel.");
    await waitFor(() =>
      expect(
        screen.queryByText("Your plan changes from Premium to Pro on Apr 01, 2026."),
      ).toBeNull(),
    );
    expect(within(card("Pro")).getByRole("button", { name: "Downgrade to Pro" })).toBeTruthy();
    expect(calls("GET /v1/subscriptions/current").length).toBeGreaterThan(1);

    // Choosing again starts afresh.
    fireEvent.click(within(card("Pro")).getByRole("button", { name: "Downgrade to Pro" }));
    await screen.findByRole("dialog", { name: "Downgrade to Pro" });
    expect(screen.queryByText("There's no scheduled downgrade to cancel.")).toBeNull();
  });

  it("takes back the confirm button once the change is refused", async () => {
    const user = makeSessionUser({
      subscription: {
        kind: "premium",
        maxPositionsCount: 50,
        status: "active",
        currentPeriodEnd: null,
      },
    });
    stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("premium")),
      "GET /v1/subscriptions/current": () =>
        Response.json(subscriptionDocument({ kind: "premium" })),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () => Response.json(invoicesDocument([])),
      "POST /v1/subscriptions/downgrade": () => errorResponse("downgrade_pending", 422),
      "GET /v1/users/current": () => Response.json(userDocument(user)),
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user });

    fireEvent.click(await screen.findByRole("button", { name: "Downgrade to Pro" }));
    const dialog = await screen.findByRole("dialog", { name: "Downgrade to Pro" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Downgrade at period end" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A downgrade is already scheduled. Cancel it before choosing another plan.",
    );
    expect(within(dialog).queryByRole("button", { name: "Downgrade at period end" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Not now" })).toBeNull();
    expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(2);
  });

  it("shows each refusal of a plan change in its own words", async () => {
    const user = makeSessionUser({
      subscription: {
        kind: "pro",
        maxPositionsCount: 15,
        status: "active",
        currentPeriodEnd: null,
      },
    });
    stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("pro")),
      "GET /v1/subscriptions/current": () => Response.json(subscriptionDocument({ kind: "pro" })),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () => Response.json(invoicesDocument([])),
      "POST /v1/subscriptions/preview_upgrade": () => errorResponse("payment_problem", 422),
      "GET /v1/users/current": () => Response.json(userDocument(user)),
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user });

    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Premium" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Premium" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "There's a problem with your payment. Update your payment details before changing plans.",
    );
  });

  it("shows the billing section with invoices to admins", async () => {
    stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("pro")),
      "GET /v1/subscriptions/current": () => Response.json(subscriptionDocument({ kind: "pro" })),
      "GET /v1/subscriptions/billing_contact": () => Response.json(billingContactDocument()),
      "GET /v1/subscriptions/invoices": () =>
        Response.json(invoicesDocument([invoiceResource(2), invoiceResource(1)])),
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user: makeSessionUser() });

    const billing = await screen.findByRole("region", { name: "Billing" });
    expect(within(billing).getByText("Renews on")).toBeTruthy();
    expect(within(billing).getByText("2 of 15")).toBeTruthy();
    const table = await within(billing).findByRole("table");
    expect(within(table).getByRole("rowheader", { name: "ACME-0002" })).toBeTruthy();
    expect(within(table).getAllByText("$150")).toHaveLength(2);
    expect(
      within(table).getByRole("button", { name: "Download invoice ACME-0001 as PDF" }),
    ).toBeTruthy();
    expect(within(billing).getByRole("button", { name: "Manage billing" })).toBeTruthy();
  });

  it("tells other members whom to ask, without actions", async () => {
    const member = makeSessionUser({ id: "7", isAdmin: false, permissions: ["hr_manager"] });
    const { calls } = stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("pro")),
      "GET /v1/subscriptions/current": () => Response.json(subscriptionDocument({ kind: "pro" })),
      "GET /v1/organizations/current/users": ({ url }) => {
        expect(url.searchParams.get("permission")).toBe("admin");
        return Response.json({
          data: [
            {
              id: "1",
              type: "user",
              attributes: {
                email: "ada@acme.test",
                first_name: "Ada",
                last_name: "Lovelace",
                permissions: ["admin"],
                is_admin: true,
                activated: true,
                location: null,
                avatar: null,
                created_at: "2026-01-01T00:00:00.000Z",
                certified_until: null,
              },
            },
          ],
          meta: {
            pagy: {
              page: 1,
              limit: 10,
              count: 1,
              pages: 1,
              prev: null,
              next: null,
              from: 1,
              to: 1,
            },
          },
        });
      },
    });
    renderWithProviders(<PlansPage />, { route: "/plans", user: member });

    expect(await screen.findByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Email Ada Lovelace" }).getAttribute("href")).toBe(
      "mailto:ada@acme.test",
    );
    expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Billing" })).toBeNull();
    expect(calls("GET /v1/subscriptions/invoices")).toEqual([]);
  });

  it("focuses on choosing when opened from Upgrade now", async () => {
    const user = makeSessionUser({
      subscription: {
        kind: "free",
        maxPositionsCount: 3,
        status: "active",
        currentPeriodEnd: null,
      },
    });
    stubApi({
      "GET /v1/plans": () => Response.json(plansDocument("free")),
      "GET /v1/subscriptions/current": () =>
        Response.json(
          subscriptionDocument({ kind: "free", active_positions_count: 3, has_used_trial: false }),
        ),
    });
    renderWithProviders(<PlansPage />, { route: "/plans?changing_plan=true", user });

    const title = await screen.findByRole("heading", { level: 1, name: "Choose your new plan" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(
      screen.getByText(/You're on the Free plan, with 3 of 3 active positions open/),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Billing" })).toBeNull();

    fireEvent.click(within(card("Pro")).getByRole("button", { name: "Start free trial" }));
    const dialog = await screen.findByRole("dialog", { name: "Start your Pro trial" });
    expect(within(dialog).getByText(/14-day free trial of Pro starts today/)).toBeTruthy();
  });

  it("polls the plans every PLANS_POLL_MS until they load, then stops", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    stubApi({
      "GET /v1/plans": () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse("service_unavailable", 503)
          : Response.json(plansDocument());
      },
    });
    renderWithProviders(<PlansPage />, { route: "/plans" });
    expect(await screen.findByRole("heading", { name: "We couldn't load the plans" })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(PLANS_POLL_MS));
    expect(await screen.findByRole("article", { name: "Premium" })).toBeTruthy();
    expect(attempts).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(PLANS_POLL_MS * 2));
    expect(attempts).toBe(2);
  });
});
