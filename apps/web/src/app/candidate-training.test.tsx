import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeStoredAuthToken, storeAuthToken } from "../lib/auth/auth-cookie";
import { setAuthToken } from "../lib/http";
import { makeSessionUser, userDocument } from "../test/factories";
import { AppProviders } from "./providers";
import { routeTree } from "./router";

const candidate = makeSessionUser({
  type: "Candidate",
  subdomain: null,
  organizationName: null,
  permissions: [],
  isAdmin: false,
});

/** Every call but the session answers 403, as the training calls do for a candidate. */
function renderApp(path: string) {
  storeAuthToken("tok", "localhost");
  const fetch = vi.fn(async (url: string) => {
    if (url === "/v1/users/current") return Response.json(userDocument(candidate));
    if (url === "/v1/page_views") return new Response(null, { status: 204 });
    return Response.json({ code: "forbidden", message: "forbidden" }, { status: 403 });
  });
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

afterEach(() => {
  removeStoredAuthToken("localhost");
  setAuthToken(null);
});

describe("a signed-in candidate in the training area", () => {
  for (const path of [
    "/training",
    "/training/learn",
    "/training/practice",
    "/training/certificates",
  ]) {
    it(`gets one clear page at ${path}, never permission errors`, async () => {
      const fetch = renderApp(path);
      expect(
        await screen.findByRole("heading", { name: "Training is for hiring teams" }),
      ).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go to my interviews" }).getAttribute("href")).toBe(
        "/hire-candidate/dashboard",
      );
      expect(screen.queryByText(/permission/i)).toBeNull();
      // No training call is even made (the session, the app's config and page views only).
      const ignored = new Set(["/v1/users/current", "/v1/page_views", "/v1/config"]);
      const urls = fetch.mock.calls.map(([url]) => String(url));
      expect(urls.filter((url) => !ignored.has(url))).toEqual([]);
      // The top bar offers what candidates use: their interviews and account, no training.
      const banner = screen.getByRole("banner");
      expect(within(banner).getByRole("link", { name: "My interviews" })).toBeTruthy();
      expect(within(banner).queryByRole("navigation")).toBeNull();
      expect(within(banner).queryByText(/Candor points/)).toBeNull();
      expect(within(banner).queryByRole("link", { name: "Upgrade now" })).toBeNull();
    });
  }
});
