import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { routeTree } from "../../app/router";
import { removeStoredAuthToken, storeAuthToken } from "../../lib/auth/auth-cookie";
import { setAuthToken } from "../../lib/http";
import { stubApi } from "../../test/api-stub";
import { makeSessionUser, userDocument } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { CandidateTopBar } from "./candidate-top-bar";

const candidate = {
  email: "cam@example.com",
  firstName: "Cam",
  lastName: "Didate",
  avatar: null,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

afterEach(() => {
  removeStoredAuthToken("localhost");
  setAuthToken(null);
});

describe("CandidateTopBar", () => {
  it("signed out: a link to sign in as a candidate that comes back to this page", () => {
    renderWithProviders(<CandidateTopBar user={null} />, {
      route: "/hire-candidate/prerecorded-interviews/42?step=intro",
    });
    const link = screen.getByRole("link", { name: "Log in or create an account" });
    const target = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(target.pathname).toBe("/sign-in");
    expect(target.searchParams.get("type")).toBe("Candidate");
    expect(target.searchParams.get("redirectAfterAuth")).toBe(
      "/hire-candidate/prerecorded-interviews/42?step=intro",
    );
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });

  it("has the product logo, Help and support in a new tab, and optional company branding", () => {
    renderWithProviders(
      <CandidateTopBar
        user={null}
        company={{ name: "Acme", logoUrl: "/logo.png" }}
        title="Product designer"
      />,
    );
    expect(screen.getByRole("link", { name: "Candor home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("img", { name: "Acme" })).toBeTruthy();
    expect(screen.getByText("Product designer")).toBeTruthy();
    const help = screen.getByRole("link", { name: /Help and support/ });
    expect(help.getAttribute("target")).toBe("_blank");
    expect(help.getAttribute("href")).toBe("/help");
  });

  it("can leave the product logo out", () => {
    renderWithProviders(<CandidateTopBar user={null} showProductLogo={false} />);
    expect(screen.queryByRole("link", { name: "Candor home" })).toBeNull();
  });

  it("signed in: initials and full name open a popover with email, Account and Log out", async () => {
    const onSignOut = vi.fn();
    renderWithProviders(
      <>
        <CandidateTopBar user={candidate} onSignOut={onSignOut} />
        <Where />
      </>,
      { route: "/hire-candidate/dashboard" },
    );
    expect(screen.queryByRole("link", { name: "Log in or create an account" })).toBeNull();
    const trigger = screen.getByRole("button", { name: "Account menu of Cam Didate" });
    // The initials are drawn (a picture), the name is the trigger's text.
    expect(
      within(trigger).getByTestId("avatar").firstElementChild?.getAttribute("data-initials"),
    ).toBe("CD");
    expect(within(trigger).getByText("Cam Didate")).toBeTruthy();

    await userEvent.click(trigger);
    const popover = await screen.findByRole("dialog");
    expect(popover.textContent).toContain("cam@example.com");
    await userEvent.click(within(popover).getByRole("link", { name: "Account" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/account"));

    await userEvent.click(screen.getByRole("button", { name: "Account menu of Cam Didate" }));
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("shows the photo instead of the initials when there is one", () => {
    renderWithProviders(<CandidateTopBar user={{ ...candidate, avatar: "/avatars/cam.png" }} />);
    const trigger = screen.getByRole("button", { name: "Account menu of Cam Didate" });
    expect(trigger.querySelector("img")?.getAttribute("src")).toBe("/avatars/cam.png");
  });
});

describe("the candidate area", () => {
  function renderApp(path: string, user: ReturnType<typeof makeSessionUser> | null) {
    if (user) storeAuthToken("tok", "localhost");
    stubApi({
      "GET /v1/users/current": () =>
        user
          ? Response.json(userDocument(user))
          : Response.json({ code: "unauthorized", message: "unauthorized" }, { status: 401 }),
      "POST /v1/page_views": () => new Response(null, { status: 204 }),
      "GET /v1/candidate_interviews/mine": () =>
        Response.json({
          data: [],
          meta: {
            pagy: {
              page: 1,
              limit: 20,
              count: 0,
              pages: 1,
              prev: null,
              next: null,
              from: 0,
              to: 0,
            },
          },
        }),
    });
    const router = createMemoryRouter(routeTree, { initialEntries: [path] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  const signedInCandidate = makeSessionUser({
    firstName: "Cam",
    lastName: "Didate",
    subdomain: null,
    organizationName: null,
    isAdmin: false,
    permissions: [],
    type: "Candidate",
    subscription: null,
  });

  it("shows a candidate an honest, empty dashboard", async () => {
    renderApp("/hire-candidate/dashboard", signedInCandidate);
    expect(await screen.findByRole("heading", { name: "No interviews yet" })).toBeTruthy();
    expect(
      screen.getByText(
        "When a company invites you to an interview, it appears here, ready to record.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Account menu of Cam Didate" })).toBeTruthy();
  });

  it("sends anonymous visitors to sign in as a candidate, coming back afterwards", async () => {
    const router = renderApp("/hire-candidate/dashboard", null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("type")).toBe("Candidate");
    expect(query.get("redirectAfterAuth")).toBe("/hire-candidate/dashboard");
  });

  it("keeps organization members out of the candidate dashboard", async () => {
    const router = renderApp("/hire-candidate/dashboard", makeSessionUser());
    await waitFor(() => expect(router.state.location.pathname).toBe("/403"));
  });
});
