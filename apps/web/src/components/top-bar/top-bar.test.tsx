import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { TopBar } from "./top-bar";
import type { TopBarUser } from "./top-bar-user";
import { isTrainingLinkActive } from "./training-nav";

const admin: TopBarUser = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  points: 450,
  isAdmin: true,
  permissions: ["admin"],
  activePositionsCount: 2,
  subscription: { kind: "pro", maxPositionsCount: 15, status: "active" },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The menu is its own chunk, fetched on the first press, then open (issue 15, decision 0057). */
async function openAccountMenu() {
  fireEvent.pointerDown(await screen.findByRole("button", { name: "Account menu" }), {
    button: 0,
    ctrlKey: false,
  });
  return screen.findByRole("menu");
}

describe("TopBar", () => {
  it("shows anonymous users the logo and only a Sign in link", () => {
    renderWithProviders(<TopBar user={null} mode="training" />);
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Candor home" }).getAttribute("href")).toBe(
      "/",
    );
    expect(within(header).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/sign-in",
    );
    expect(within(header).queryByRole("navigation")).toBeNull();
    expect(within(header).queryByText(/Candor points/)).toBeNull();
    expect(within(header).queryByRole("button", { name: "Account menu" })).toBeNull();
  });

  it("logo-only variant shows just the logo, and an optional title", () => {
    renderWithProviders(<TopBar user={admin} logoOnly title="Interview" />);
    const header = screen.getByRole("banner");
    expect(within(header).getAllByRole("link")).toHaveLength(1);
    expect(within(header).getByText("Interview")).toBeTruthy();
    expect(within(header).queryByRole("button")).toBeNull();
  });

  it("gives signed-in training users the links, the points, the tour and their menu", () => {
    renderWithProviders(<TopBar user={admin} mode="training" canSwitchView />, {
      route: "/training/learn/basics",
    });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "Learn",
      "Practice",
      "Calibration",
      "My certificates",
    ]);
    expect(within(nav).getByRole("link", { name: "Learn" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByText("450 Candor points")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Switch to hiring" }).getAttribute("href")).toBe(
      "/hire/dashboard",
    );
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("opens the video tour in a modal with a 435px video area", async () => {
    renderWithProviders(<TopBar user={admin} mode="training" canSwitchView />, {
      route: "/training",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Video tour" }));
    const dialog = await screen.findByRole("dialog", { name: "Take the video tour" });
    const area = dialog.querySelector("[style]") as HTMLElement;
    expect(area.style.height).toBe("435px");
  });

  it("shows Upgrade now instead of the switch when the user check fails", () => {
    renderWithProviders(<TopBar user={admin} mode="hire" canSwitchView={false} />);
    expect(screen.getByRole("link", { name: "Upgrade now" }).getAttribute("href")).toBe(
      "/plans?changing_plan=true",
    );
    expect(screen.queryByRole("link", { name: /Switch to/ })).toBeNull();
  });

  it("offers a close button instead of the switch on Account", () => {
    renderWithProviders(<TopBar user={admin} canSwitchView />, { route: "/account" });
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Switch to/ })).toBeNull();
  });

  it("account menu: email, plan summary, admin items, log out", async () => {
    renderWithProviders(<TopBar user={admin} canSwitchView />);
    const menu = await openAccountMenu();
    expect(menu.textContent).toContain("ada@example.com");
    expect(menu.textContent).toContain("Pro plan");
    expect(menu.textContent).toContain("Active positions: 2/15");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Account", "Contact sales", "Upgrade plan", "Log out"]);
  });

  it("account menu: no sales items for non-admins or free full access; unlimited plans", async () => {
    renderWithProviders(
      <TopBar
        user={{
          ...admin,
          subscription: { kind: "free-full-access", maxPositionsCount: null },
        }}
        canSwitchView
      />,
    );
    const menu = await openAccountMenu();
    expect(menu.textContent).toContain("Full access plan");
    expect(menu.textContent).toContain("Active positions: 2/unlimited");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Account", "Log out"]);
  });

  it("account menu: Account, Contact sales and Upgrade plan go to their pages; Log out signs out", async () => {
    const onSignOut = vi.fn();
    const destinations: string[] = [];
    for (const item of ["Account", "Contact sales", "Upgrade plan"]) {
      const { unmount } = renderWithProviders(
        <>
          <TopBar user={admin} canSwitchView onSignOut={onSignOut} />
          <Where />
        </>,
        { route: "/hire/dashboard" },
      );
      fireEvent.click(within(await openAccountMenu()).getByRole("menuitem", { name: item }));
      await waitFor(() =>
        expect(screen.getByTestId("where").textContent).not.toBe("/hire/dashboard"),
      );
      destinations.push(screen.getByTestId("where").textContent ?? "");
      unmount();
    }
    expect(destinations).toEqual(["/account", "/book-a-demo", "/plans"]);

    renderWithProviders(<TopBar user={admin} canSwitchView onSignOut={onSignOut} />);
    fireEvent.click(within(await openAccountMenu()).getByRole("menuitem", { name: "Log out" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("gives candidates neither the view switch nor Upgrade now", () => {
    const candidate: TopBarUser = {
      email: "cam@example.com",
      firstName: "Cam",
      lastName: "Doe",
      isAdmin: false,
      permissions: [],
      type: "Candidate",
      subscription: null,
    };
    renderWithProviders(<TopBar user={candidate} canSwitchView={false} />, { route: "/account" });
    expect(screen.queryByRole("link", { name: "Upgrade now" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Switch to/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("closes Account to the dashboard when it was opened directly", async () => {
    renderWithProviders(
      <>
        <TopBar user={admin} canSwitchView />
        <Where />
      </>,
      { route: "/account" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/hire/dashboard"));
  });

  it("hides the account menu in the special mode", async () => {
    renderWithProviders(
      <>
        <TopBar user={admin} hideMenu canSwitchView />
        <TopBar user={admin} canSwitchView />
      </>,
    );
    // The menu loads lazily: once the second bar shows its menu, the first would have too.
    await screen.findByRole("button", { name: "Account menu" });
    const [special] = screen.getAllByRole("banner");
    expect(
      within(special as HTMLElement).queryByRole("button", { name: "Account menu" }),
    ).toBeNull();
    expect(screen.getAllByRole("button", { name: "Account menu" })).toHaveLength(1);
  });

  it("draws the account menu's and the video tour's buttons before their code is fetched", () => {
    renderWithProviders(<TopBar user={admin} mode="training" canSwitchView />, {
      route: "/training",
    });
    // At once, with their names and the tour's mark; Radix's triggers carry data-state, these
    // stand-ins don't: nothing of the menus was fetched for the first paint (decision 0057).
    const account = screen.getByRole("button", { name: "Account menu" });
    const tour = screen.getByRole("button", { name: "Video tour" });
    expect(account.getAttribute("data-state")).toBeNull();
    expect(tour.getAttribute("data-state")).toBeNull();
    expect(tour.getAttribute("data-tour")).toBe("video-tour");
    expect(account.querySelector("[data-testid=avatar]")).toBeTruthy();
  });

  it("hands the focus from a stand-in to the real button once fetched, without opening", async () => {
    renderWithProviders(<TopBar user={admin} mode="training" canSwitchView />, {
      route: "/training",
    });
    screen.getByRole("button", { name: "Account menu" }).focus();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Account menu" }).getAttribute("data-state")).toBe(
        "closed",
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Account menu" }));
    expect(screen.queryByRole("menu")).toBeNull();

    screen.getByRole("button", { name: "Video tour" }).focus();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Video tour" }).getAttribute("data-state")).toBe(
        "closed",
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Video tour" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the days left while trialing", () => {
    const end = new Date(Date.now() + 5 * 86_400_000 - 3_600_000);
    renderWithProviders(
      <TopBar
        user={{
          ...admin,
          subscription: { kind: "pro", status: "trialing", currentPeriodEnd: end.toISOString() },
        }}
        canSwitchView
      />,
    );
    expect(screen.getByText(/5 days left in your free trial\./)).toBeTruthy();
  });
});

describe("isTrainingLinkActive", () => {
  it("treats the three home routes as one group and the rest by prefix", () => {
    expect(isTrainingLinkActive("/", "TrainingHome")).toBe(true);
    expect(isTrainingLinkActive("/training", "TrainingHome")).toBe(true);
    expect(isTrainingLinkActive("/hire/", "TrainingHome")).toBe(true);
    expect(isTrainingLinkActive("/training/learn", "TrainingHome")).toBe(false);
    expect(isTrainingLinkActive("/training/practice/the-rambler", "Practice")).toBe(true);
    expect(isTrainingLinkActive("/training/practiced", "Practice")).toBe(false);
    expect(isTrainingLinkActive("/training/certificates/4", "Certificates")).toBe(true);
  });
});
