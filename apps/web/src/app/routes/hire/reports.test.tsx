import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import ReportsPage from "./reports";

afterEach(() => {
  vi.unstubAllGlobals();
});

const scope = { from: "2030-03-01T00:00:00.000Z", to: null, position_id: "p-1" };

function stage(key: string, name: string, order: number, current: number, reached: number) {
  return {
    id: key,
    type: "funnel_stage",
    attributes: {
      key,
      name,
      order,
      in_funnel: key !== "rejected",
      current_count: current,
      reached_count: reached,
      conversion_percent: order === 0 || key === "rejected" ? null : 50,
      median_seconds_in_stage: order === 0 ? 2 * 86_400 : null,
    },
  };
}

const funnel = {
  data: [
    stage("applied", "Applied", 0, 2, 4),
    stage("offer", "Offer", 1, 1, 2),
    stage("rejected", "Rejected", 2, 1, 1),
  ],
  meta: { ...scope, candidates_count: 4, decided_count: 1, median_seconds_to_decision: 3 * 86_400 },
};

const noPending = {
  data: [],
  meta: {
    ...scope,
    count: 0,
    median_age_seconds: null,
    oldest_age_seconds: null,
    by_age: { under_1_day: 0, days_1_to_3: 0, days_3_to_7: 0, over_7_days: 0 },
  },
};

function stubHiring() {
  return stubApi({
    "GET /v1/reports/hiring_funnel": () => Response.json(funnel),
    "GET /v1/reports/interview_completion": () => errorResponse("internal_error", 500),
    "GET /v1/reports/pending_reviews": () => Response.json(noPending),
    "GET /v1/positions": () =>
      Response.json({
        data: [{ id: "p-1", type: "position", attributes: { title: "Backend engineer" } }],
        meta: {
          pagy: { page: 1, limit: 100, count: 1, pages: 1, prev: null, next: null, from: 0, to: 0 },
        },
      }),
  });
}

describe("ReportsPage", () => {
  it("asks the hiring reports for the URL's filters and shows each panel's state", async () => {
    const { calls } = stubHiring();
    renderWithProviders(<ReportsPage />, {
      route: "/hire/reports?position=p-1&from=2030-03-01",
      user: makeSessionUser({ isAdmin: false, permissions: ["hr_manager"] }),
    });

    const funnelPanel = await screen.findByRole("region", { name: "Hiring funnel" });
    const table = await within(funnelPanel).findByRole("table", {
      name: "Candidates who reached each stage of the pipeline",
    });
    const offer = within(table).getByRole("rowheader", { name: "Offer" }).closest("tr");
    expect([...(offer?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent)).toEqual([
      "1",
      "2",
      "50%",
      "—",
    ]);
    expect(funnelPanel.textContent).toContain("3 days");

    // Empty and failed panels say so (the failure with a retry).
    const pending = await screen.findByRole("region", { name: "Reviews waiting" });
    expect(await within(pending).findByText("No reviews waiting")).toBeTruthy();
    const completion = screen.getByRole("region", { name: "One-way interviews" });
    expect(await within(completion).findByRole("alert")).toBeTruthy();
    expect(within(completion).getByRole("button", { name: "Try again" })).toBeTruthy();

    const asked = calls("GET /v1/reports/hiring_funnel");
    expect(asked.length).toBeGreaterThan(0);
    expect(screen.getByLabelText("From")).toHaveProperty("value", "2030-03-01");
  });

  it("sends the filters as the API's query", async () => {
    const fetchMock = stubHiring();
    renderWithProviders(<ReportsPage />, {
      route: "/hire/reports?position=p-1&from=2030-03-01",
      user: makeSessionUser({ permissions: ["admin"] }),
    });
    await screen.findByRole("region", { name: "Hiring funnel" });
    const urls = fetchMock.fetchMock.mock.calls.map(
      ([input]) => new URL(input, "http://localhost"),
    );
    const asked = urls.find((url) => url.pathname === "/v1/reports/hiring_funnel");
    expect(asked?.searchParams.get("position_id")).toBe("p-1");
    expect(asked?.searchParams.get("from")).toBe("2030-03-01");
    expect(asked?.searchParams.has("to")).toBe(false);
  });

  it("flags an end before the start and does not send it", async () => {
    const fetchMock = stubHiring();
    renderWithProviders(<ReportsPage />, {
      route: "/hire/reports?from=2030-03-10",
      user: makeSessionUser({ permissions: ["admin"] }),
    });
    fireEvent.change(await screen.findByLabelText("To"), { target: { value: "2030-03-01" } });
    expect(await screen.findByText("The end date is before the start date.")).toBeTruthy();
    const urls = fetchMock.fetchMock.mock.calls.map(
      ([input]) => new URL(input, "http://localhost"),
    );
    expect(urls.some((url) => url.searchParams.get("to") === "2030-03-01")).toBe(false);
  });

  it("shows a reviewer their own training only", async () => {
    const fetchMock = stubApi({
      "GET /v1/reports/learn": () =>
        Response.json({ data: [], meta: { members_count: 1, user_id: "u-9" } }),
      "GET /v1/reports/practice": () =>
        Response.json({ data: [], meta: { members_count: 1, user_id: "u-9", completed_total: 0 } }),
      "GET /v1/reports/certificates": () =>
        Response.json({
          data: [],
          meta: {
            pagy: {
              page: 1,
              limit: 100,
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
    renderWithProviders(<ReportsPage />, {
      route: "/hire/reports",
      user: makeSessionUser({ id: "u-9", isAdmin: false, permissions: ["reviewer"] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "My training" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(await screen.findByText("No certificates yet")).toBeTruthy();
    const urls = fetchMock.fetchMock.mock.calls.map(
      ([input]) => new URL(input, "http://localhost"),
    );
    expect(urls.every((url) => url.searchParams.get("user_id") === "u-9")).toBe(true);
    expect(urls.some((url) => url.pathname.includes("hiring_funnel"))).toBe(false);
  });
});
