import { QueryClient } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "./providers";
import { routeTree } from "./router";

function renderApp(initialPath: string) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === "/v1/page_views"
      ? new Response(null, { status: 204 })
      : Response.json({ code: "not_found", message: "not_found" }, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(routeTree, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const pageViews = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === "/v1/page_views")
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { router, pageViews };
}

describe("app routes", () => {
  it("renders the landing page at / with its calls to action", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Hire with structure. Interview with confidence.",
      }),
    ).toBeTruthy();
    const bookDemo = screen.getAllByRole("link", { name: /Book a demo/ });
    expect(bookDemo[0]?.getAttribute("href")).toBe("/book-a-demo");
    expect(screen.getAllByRole("link", { name: "Sign in" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe("Interview training and one-way video hiring · Candor"),
    );
  });

  it("shows the not-found page for an unknown path", async () => {
    renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe(
      "/",
    );
  });

  it("shows the 403 page", async () => {
    renderApp("/403");
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have access to this page" }),
    ).toBeTruthy();
  });

  it("records a page view with path, query and area on every route change", async () => {
    const { router, pageViews } = renderApp("/?ref=mail");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ path: "/?ref=mail", area: "general" });

    await act(() => router.navigate("/training/learn?videoId=4"));
    await act(() => router.navigate("/acme/hire/positions"));
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(pageViews()[1]).toMatchObject({ path: "/training/learn?videoId=4", area: "training" });
    expect(pageViews()[2]).toMatchObject({ path: "/acme/hire/positions", area: "hire" });
    expect(pageViews()[2].referrer).toMatch(/\/training\/learn\?videoId=4$/);
  });

  it("keeps the page when recording a page view fails", async () => {
    vi.spyOn(console, "debug").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    const router = createMemoryRouter(routeTree, { initialEntries: ["/"] });
    render(
      <AppProviders
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    await act(() => router.navigate("/403"));
    expect(await screen.findByText("Error 403")).toBeTruthy();
  });
});
