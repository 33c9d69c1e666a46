import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource, positionsPage } from "../../../test/positions-factories";
import { renderWithProviders } from "../../../test/render";
import HireHomePage from "./hire-home";

const backend = positionResource("p-1", {
  title: "Backend Engineer",
  status: "open",
  department: "Engineering",
  created_at: "2026-03-05T09:00:00.000Z",
  opened_at: "2026-03-05T09:00:10.000Z",
  candidates_count: 3,
  candidates_count_by_stage: {
    invited: 2,
    in_progress: 1,
    completed: 0,
    shortlisted: 0,
    hired: 0,
    rejected: 0,
  },
});
const designer = positionResource("p-2", {
  title: "Designer",
  status: "closed",
  created_at: "2026-03-01T09:00:00.000Z",
  opened_at: "2026-03-02T09:00:00.000Z",
  closed_at: "2026-03-06T09:00:00.000Z",
});

const stats = {
  data: {
    id: "org-1",
    type: "position_stats",
    attributes: {
      total: 2,
      count_by_status: { draft: 0, open: 1, closed: 1 },
      opened_last_30_days: 2,
      closed_last_30_days: 1,
      candidates_count: 3,
      candidates_count_by_stage: {
        invited: 2,
        in_progress: 1,
        completed: 0,
        shortlisted: 0,
        hired: 0,
        rejected: 0,
      },
    },
  },
};

function stubDashboard() {
  return stubApi({
    "GET /v1/positions/stats": () => Response.json(stats),
    "GET /v1/positions": () =>
      positionsPage([backend], { countByStatus: { draft: 0, open: 1, closed: 1 } }),
    "GET /v1/positions/latest": () => Response.json({ data: [backend, designer] }),
  });
}

describe("the hiring dashboard", () => {
  it("shows the open positions with their pipelines, charts with their tables, and what changed", async () => {
    const api = stubDashboard();
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });

    const open = await screen.findByRole("region", { name: "Open positions" });
    expect(within(open).getByRole("link", { name: "Backend Engineer" }).getAttribute("href")).toBe(
      "/hire/positions/p-1",
    );
    expect(open.textContent).toContain("2 invited · 1 in progress");
    const openQuery = api.fetchMock.mock.calls
      .map(([input]) => new URL(input, "http://localhost"))
      .find((url) => url.pathname === "/v1/positions");
    expect(openQuery?.searchParams.get("status")).toBe("open");

    // The bars are decoration; the numbers are a table too.
    const byStatus = screen.getByRole("table", { name: "Number of positions in each status" });
    expect(within(byStatus).getByRole("row", { name: "Open 1" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Number of candidates at each stage" })).toBeTruthy();

    const activity = screen.getByRole("region", { name: "Recent activity" });
    const events = within(activity)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(events[0]).toContain("Designer was closed");
    expect(events).toContainEqual(
      expect.stringContaining("Backend Engineer was created and opened"),
    );

    expect(screen.getByRole("region", { name: "Team training progress" }).textContent).toContain(
      "Coming soon",
    );
    expect(screen.getByRole("link", { name: /Create position/ }).getAttribute("href")).toBe(
      "/hire/positions/create-position",
    );
  });

  it("gives reviewers the picture without the manager's links", async () => {
    stubDashboard();
    renderWithProviders(<HireHomePage />, {
      route: "/hire/dashboard",
      user: makeSessionUser({ isAdmin: false, permissions: ["reviewer"] }),
    });
    const open = await screen.findByRole("region", { name: "Open positions" });
    expect(within(open).getByRole("link", { name: "Backend Engineer" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Create position/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /See all/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Open positions" })).toBeNull();
    expect(screen.queryByText(/active positions on your plan/)).toBeNull();
  });
});
