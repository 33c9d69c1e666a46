import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { activeSidebarItem, HireSidebar } from "./hire-sidebar";

function itemNames() {
  const nav = screen.getByRole("navigation", { name: "Hiring navigation" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent?.replace(" (opens in a new tab)", ""));
}

describe("HireSidebar", () => {
  it("shows an admin every item, Help last and in a new tab", () => {
    renderWithProviders(<HireSidebar user={{ permissions: ["admin"] }} />, {
      route: "/hire/dashboard",
    });
    expect(itemNames()).toEqual([
      "Home",
      "Positions",
      "Candidates",
      "Live interviews",
      "Content",
      "Reports",
      "Company",
      "Help and getting started",
    ]);
    const help = screen.getByRole("link", { name: /Help and getting started/ });
    expect(help.getAttribute("target")).toBe("_blank");
    expect(help.getAttribute("rel")).toContain("noopener");
  });

  it("shows a reviewer only Home above the spacer", () => {
    renderWithProviders(<HireSidebar user={{ permissions: ["reviewer"] }} />);
    expect(itemNames()).toEqual(["Home", "Help and getting started"]);
  });

  it("marks the item of the segment after /hire/ as current", () => {
    renderWithProviders(<HireSidebar user={{ permissions: ["hr_manager"] }} />, {
      route: "/hire/positions/12/details",
    });
    expect(itemNames()).toEqual([
      "Home",
      "Positions",
      "Candidates",
      "Live interviews",
      "Content",
      "Reports",
      "Help and getting started",
    ]);
    expect(screen.getByRole("link", { name: "Positions" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });

  it("is 240px open and 40px collapsed, with a labelled toggle", () => {
    renderWithProviders(<HireSidebar user={{ permissions: ["admin"] }} />);
    const nav = screen.getByRole("navigation", { name: "Hiring navigation" });
    expect(nav.style.width).toBe("240px");
    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(nav.style.width).toBe("40px");
    expect(
      screen.getByRole("button", { name: "Expand sidebar" }).getAttribute("aria-expanded"),
    ).toBe("false");
    // Collapsed items keep their accessible names.
    expect(screen.getByRole("link", { name: "Positions" })).toBeTruthy();
  });
});

describe("activeSidebarItem", () => {
  it("reads the segment after /hire/, also behind an organization prefix", () => {
    expect(activeSidebarItem("/hire")).toBe("Home");
    expect(activeSidebarItem("/hire/dashboard")).toBe("Home");
    expect(activeSidebarItem("/hire/candidates/4")).toBe("Candidates");
    expect(activeSidebarItem("/acme/hire/content?tab=questions")).toBe("Content");
    expect(activeSidebarItem("/hire/company")).toBe("Company");
    expect(activeSidebarItem("/hire/reports?tab=training")).toBe("Reports");
    expect(activeSidebarItem("/training/learn")).toBeNull();
    expect(activeSidebarItem("/hire-candidate/dashboard")).toBeNull();
  });
});
