import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeStoredAuthToken, storeAuthToken } from "../lib/auth/auth-cookie";
import { setAuthToken } from "../lib/http";
import { makeSessionUser, userDocument } from "../test/factories";
import { AppProviders } from "./providers";
import { routeTree } from "./router";

function renderApp(path: string, user: ReturnType<typeof makeSessionUser> | null) {
  if (user) storeAuthToken("tok", "localhost");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/v1/users/current" && user) return Response.json(userDocument(user));
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

afterEach(() => {
  removeStoredAuthToken("localhost");
  setAuthToken(null);
});

describe("the hiring area", () => {
  it("welcomes a demo admin with the sidebar, the demo badge and the invite step", async () => {
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
    expect(screen.getByRole("link", { name: /Invite people/ }).getAttribute("href")).toBe(
      "/hire/organization-admin",
    );
    expect(screen.getByRole("link", { name: /Go to training/ }).getAttribute("href")).toBe(
      "/training",
    );
  });

  it("gives a reviewer the review step instead of inviting", async () => {
    renderApp("/hire", makeSessionUser({ isAdmin: false, permissions: ["reviewer"] }));
    expect(await screen.findByRole("heading", { name: "Review candidates" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Invite people/ })).toBeNull();
  });

  it("sends anonymous visitors to sign in first", async () => {
    const router = renderApp("/hire/dashboard?tab=new", null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(new URLSearchParams(router.state.location.search).get("redirectAfterAuth")).toBe(
      "/hire/dashboard?tab=new",
    );
  });
});
