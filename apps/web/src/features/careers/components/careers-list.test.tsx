import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { CareersPosition } from "../api/careers";
import { CareersList } from "./careers-list";

function position(overrides: Partial<CareersPosition>): CareersPosition {
  return {
    id: "p",
    title: "Position",
    department: null,
    location: null,
    locationType: null,
    employmentType: null,
    description: "",
    openedAt: "2026-11-01T00:00:00.000Z",
    hasPublicInterview: false,
    ...overrides,
  };
}

const positions = [
  position({ id: "p-1", title: "Backend engineer", department: "Engineering", location: "Milan" }),
  position({ id: "p-2", title: "Product designer", department: "Design", location: "Remote" }),
  position({
    id: "p-3",
    title: "Frontend engineer",
    department: "Engineering",
    location: "Remote",
  }),
];

const titles = () =>
  within(screen.getByRole("region", { name: "Open positions" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the careers page's list", () => {
  it("filters by department and location, searches, and clears the filters", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CareersList positions={positions} organizationName="Acme" />, {
      route: "/careers",
    });
    expect(titles()).toEqual(["Backend engineer", "Product designer", "Frontend engineer"]);
    expect(screen.getByText("3 open positions")).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Department" }), "Engineering");
    expect(titles()).toEqual(["Backend engineer", "Frontend engineer"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Location" }), "Remote");
    expect(titles()).toEqual(["Frontend engineer"]);
    expect(screen.getByText("1 open position")).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search positions" }), "astronaut");
    expect(screen.getByText("No positions match")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(titles()).toHaveLength(3);
    expect((screen.getByRole("combobox", { name: "Department" }) as HTMLSelectElement).value).toBe(
      "",
    );
  });

  it("links each position to its page", () => {
    renderWithProviders(<CareersList positions={positions} organizationName="Acme" />, {
      route: "/careers",
    });
    expect(screen.getByRole("link", { name: "Backend engineer" }).getAttribute("href")).toBe(
      "/careers/p-1",
    );
  });

  it("says there is nothing open right now when the organization lists nothing", () => {
    renderWithProviders(<CareersList positions={[]} organizationName="Acme" />, {
      route: "/careers",
    });
    expect(screen.getByText("No open positions right now")).toBeTruthy();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});
