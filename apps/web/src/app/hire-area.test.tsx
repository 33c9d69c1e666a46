import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeStoredAuthToken, storeAuthToken } from "../lib/auth/auth-cookie";
import { setAuthToken } from "../lib/http";
import { makeSessionUser, userDocument } from "../test/factories";
import { AppProviders } from "./providers";
import { routeTree } from "./router";

/** A new organization: no positions yet, so the dashboard guides to the first one. */
const emptyStats = {
  data: {
    id: "org-1",
    type: "position_stats",
    attributes: {
      total: 0,
      count_by_status: { draft: 0, open: 0, closed: 0 },
      opened_last_30_days: 0,
      closed_last_30_days: 0,
      candidates_count: 0,
      candidates_count_by_stage: {
        invited: 0,
        in_progress: 0,
        completed: 0,
        shortlisted: 0,
        hired: 0,
        rejected: 0,
      },
    },
  },
};

function renderApp(path: string, user: ReturnType<typeof makeSessionUser> | null) {
  if (user) storeAuthToken("tok", "localhost");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/v1/users/current" && user) return Response.json(userDocument(user));
      if (url === "/v1/page_views") return new Response(null, { status: 204 });
      if (url === "/v1/positions/stats" && user) return Response.json(emptyStats);
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

afterEach(() => {
  removeStoredAuthToken("localhost");
  setAuthToken(null);
});

describe("the hiring area", () => {
  it("welcomes a demo admin with the sidebar, the demo badge, the first position and the invite step", async () => {
    const admin = makeSessionUser({
      firstName: "Dana",
      organizationName: "Demo Company",
      subdomain: "demo",
      isDemoOrganization: true,
    });
    renderApp("/hire/dashboard", admin);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Dana" })).toBeTruthy();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Demo Company")).toBeTruthy();
    expect(within(banner).getByText("Demo")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Hiring navigation" })).toBeTruthy();
    expect(
      (await screen.findByRole("link", { name: /Create a position/ })).getAttribute("href"),
    ).toBe("/hire/positions/create-position");
    expect(screen.getByRole("link", { name: /Invite people/ }).getAttribute("href")).toBe(
      "/hire/company?tab=members",
    );
    // The training area is one step away.
    expect(screen.getByRole("heading", { name: "Sharpen your interviewing" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Go to training/ }).getAttribute("href")).toBe(
      "/training",
    );
  });

  it("gives a reviewer the review step instead of inviting", async () => {
    renderApp("/hire", makeSessionUser({ isAdmin: false, permissions: ["reviewer"] }));
    expect(await screen.findByRole("heading", { name: "Review candidates" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Invite people/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Create a position/ })).toBeNull();
  });

  it("opens the candidates list for an admin, and refuses it to a reviewer", async () => {
    renderApp("/hire/candidates", makeSessionUser());
    expect(await screen.findByRole("heading", { level: 1, name: "Candidates" })).toBeTruthy();
    cleanup();
    const router = renderApp(
      "/hire/candidates",
      makeSessionUser({ isAdmin: false, permissions: ["reviewer"] }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/403"));
  });

  it("sends anonymous visitors to sign in first", async () => {
    const router = renderApp("/hire/dashboard?tab=new", null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(new URLSearchParams(router.state.location.search).get("redirectAfterAuth")).toBe(
      "/hire/dashboard?tab=new",
    );
  });
});
