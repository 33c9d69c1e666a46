import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeStoredAuthToken, storeAuthToken } from "../../../lib/auth/auth-cookie";
import { setAuthToken } from "../../../lib/http";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser, userDocument } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { AppProviders } from "../../providers";
import { routeTree } from "../../router";
import AdminActionRequiredPage from "./admin-action-required";

const pastDue = {
  kind: "pro" as const,
  maxPositionsCount: 15,
  status: "past_due" as const,
  currentPeriodEnd: "2026-04-01T00:00:00.000Z",
};

const adminsDocument = {
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
    pagy: { page: 1, limit: 10, count: 1, pages: 1, prev: null, next: null, from: 1, to: 1 },
  },
};

afterEach(() => {
  removeStoredAuthToken("localhost");
  setAuthToken(null);
});

describe("/admin-action-required", () => {
  it("tells an admin what to do: payment details, then plans and invoices", async () => {
    const { calls } = stubApi({});
    renderWithProviders(<AdminActionRequiredPage />, {
      route: "/admin-action-required",
      user: makeSessionUser({ subscription: pastDue }),
    });

    expect(
      screen.getByRole("heading", { level: 1, name: "Your subscription needs your attention" }),
    ).toBeTruthy();
    expect(screen.getByText(/The last payment for the Pro plan didn't go through\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Update payment details" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans and invoices" }).getAttribute("href")).toBe(
      "/plans#billing",
    );
    expect(screen.queryByText("Whom to ask")).toBeNull();
    expect(calls("GET /v1/organizations/current/users")).toEqual([]);
  });

  it("tells other members whom to ask", async () => {
    stubApi({ "GET /v1/organizations/current/users": () => Response.json(adminsDocument) });
    renderWithProviders(<AdminActionRequiredPage />, {
      route: "/admin-action-required",
      user: makeSessionUser({
        id: "9",
        isAdmin: false,
        permissions: ["reviewer"],
        subscription: { ...pastDue, status: "unpaid" },
      }),
    });

    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Your organization's subscription needs an admin",
      }),
    ).toBeTruthy();
    expect(screen.getByText(/The Pro plan has invoices left unpaid\./)).toBeTruthy();
    const admins = await screen.findByRole("list", { name: "Your organization's admins" });
    expect(within(admins).getByText("Ada Lovelace")).toBeTruthy();
    expect(
      within(admins).getByRole("link", { name: "Email Ada Lovelace" }).getAttribute("href"),
    ).toBe("mailto:ada@acme.test");
    expect(screen.queryByRole("button", { name: "Update payment details" })).toBeNull();
  });

  it("has nothing to say while the subscription is in good standing", () => {
    renderWithProviders(<AdminActionRequiredPage />, {
      route: "/admin-action-required",
      user: makeSessionUser(),
    });
    expect(screen.getByRole("heading", { name: "Nothing to do here" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe(
      "/hire/dashboard",
    );
  });
});

describe("the hiring area with a payment problem", () => {
  function renderApp(path: string, user: ReturnType<typeof makeSessionUser>) {
    storeAuthToken("tok", "localhost");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/v1/users/current") return Response.json(userDocument(user));
        if (url.startsWith("/v1/organizations/current/users")) {
          return Response.json(adminsDocument);
        }
        if (url === "/v1/page_views") return new Response(null, { status: 204 });
        return Response.json({ code: "not_found", message: "not_found" }, { status: 404 });
      }),
    );
    const router = createMemoryRouter(routeTree, { initialEntries: [path] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  it("sends members to /admin-action-required", async () => {
    const router = renderApp(
      "/hire/organization-admin",
      makeSessionUser({ isAdmin: true, permissions: ["admin"], subscription: pastDue }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-action-required"), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Your subscription needs your attention",
      }),
    ).toBeTruthy();
  });

  it("lets members in while the subscription is in good standing", async () => {
    const router = renderApp("/hire/company", makeSessionUser());
    expect(await screen.findByRole("navigation", { name: "Hiring navigation" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/hire/company");
  });
});
