import type { CandidateAttributes } from "@candor/shared/schemas/candidates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionsPage } from "../../../test/positions-factories";
import { renderWithProviders } from "../../../test/render";
import CandidatesPage from "./candidates";

/* The candidates list's filter bar and "select all matching" (issue 12). */

const STAGES = [
  { key: "applied", name: "Applied", position: 0 },
  { key: "offer", name: "Offer", position: 1 },
];

function candidate(id: string, firstName: string) {
  return {
    id,
    type: "candidate",
    attributes: {
      first_name: firstName,
      last_name: "Test",
      email: `${id}@example.test`,
      phone: null,
      location: null,
      links: [],
      tags: ["python"],
      source: "manual",
      positions: [],
      latest_activity_at: "2026-03-01T10:00:00.000Z",
      average_score: null,
      created_at: "2026-03-01T10:00:00.000Z",
      updated_at: "2026-03-01T10:00:00.000Z",
    } satisfies CandidateAttributes,
  };
}

/** A first page of two rows out of `count` matching. */
function page(count: number, rows = [candidate("c-1", "Ada"), candidate("c-2", "Grace")]) {
  return Response.json({
    data: rows,
    meta: {
      pagy: {
        page: 1,
        limit: 2,
        count,
        pages: Math.max(1, Math.ceil(count / 2)),
        prev: null,
        next: count > 2 ? 2 : null,
        from: rows.length ? 1 : 0,
        to: rows.length,
      },
      count_by_stage: { applied: count, offer: 0 },
      stages: STAGES,
    },
  });
}

function stub(count: number) {
  const api = stubApi({
    "GET /v1/candidates": ({ url }) =>
      url.searchParams.get("tag") === "zz" ? page(0, []) : page(count),
    "GET /v1/positions": () => positionsPage([]),
    "POST /v1/candidates/bulk": () => Response.json({ data: { changed: count } }),
    "GET /v1/candidates/export": () =>
      new Response("first_name\r\n", { headers: { "content-type": "text/csv" } }),
  });
  const urls = (pathname: string) =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(input, "http://localhost"))
      .filter((url) => url.pathname === pathname);
  return { ...api, urls };
}

/** The bulk bar's count, announced as it changes. */
function bulkStatus() {
  const bar = screen.getByRole("group", { name: "Actions on the selected candidates" });
  return within(bar).getByRole("status");
}

function renderPage(route: string) {
  return renderWithProviders(<CandidatesPage />, { route, user: makeSessionUser() });
}

beforeEach(() => {
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL() {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("select all matching", () => {
  it("offers every match once the page is selected, and acts on the filter, not the ids", async () => {
    const { calls, urls } = stub(45);
    const user = userEvent.setup();
    renderPage("/hire/candidates?tag=python&interview=completed");
    const table = await screen.findByRole("table");
    expect(screen.queryByRole("button", { name: /Select all 45/ })).toBeNull();

    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    expect(bulkStatus().textContent).toBe("2 selected");
    expect(screen.getByText("All 2 candidates on this page are selected.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Select all 45 matching candidates" }));
    expect(bulkStatus().textContent).toBe("45 selected");
    expect(screen.getByText("All 45 matching candidates are selected.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Export selected" }));
    await waitFor(() => expect(urls("/v1/candidates/export")).toHaveLength(1));
    const exported = urls("/v1/candidates/export")[0]?.searchParams;
    expect(exported?.get("ids")).toBeNull();
    expect(exported?.get("tag")).toBe("python");
    expect(exported?.get("interview_status")).toBe("completed");

    await user.click(screen.getByRole("button", { name: "Add a tag" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Tag"), "shortlist");
    await user.click(within(dialog).getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("45 candidates changed.")).toBeTruthy();
    expect(calls("POST /v1/candidates/bulk")).toEqual([
      {
        filter: { tag: "python", interview_status: "completed", awaiting_my_review: false },
        action: { type: "add_tag", tag: "shortlist" },
      },
    ]);
  });

  it("goes back to the page's rows when one is unselected or the filters change", async () => {
    stub(45);
    const user = userEvent.setup();
    renderPage("/hire/candidates?tag=python");
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Select all 45 matching candidates" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Ada Test" }));
    expect(bulkStatus().textContent).toBe("1 selected");

    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Select all 45 matching candidates" }));
    await user.selectOptions(screen.getByLabelText("Interview"), "invited");
    await waitFor(() => expect(bulkStatus().textContent).toBe("2 selected"));
  });

  it("keeps moving and tagging for at most 10,000 by filter, export for any number", async () => {
    stub(12_000);
    const user = userEvent.setup();
    renderPage("/hire/candidates?tag=python");
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: /Select all 12,?000 matching/ }));
    expect(screen.getByRole("button", { name: "Move to a stage" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: "Add a tag" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/take at most 10,000 candidates at a time/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export selected" })).toHaveProperty(
      "disabled",
      false,
    );
  });
});

describe("the filter bar", () => {
  it("writes each filter and the order to the list's query", async () => {
    const { urls } = stub(2);
    const user = userEvent.setup();
    renderPage("/hire/candidates");
    await screen.findByRole("table");
    const last = () => urls("/v1/candidates").at(-1)?.searchParams;
    await user.selectOptions(screen.getByLabelText("Interview"), "reviewed");
    await waitFor(() => expect(last()?.get("interview_status")).toBe("reviewed"));
    await user.click(screen.getByLabelText("Awaiting my review"));
    await waitFor(() => expect(last()?.get("awaiting_my_review")).toBe("true"));
    await user.type(screen.getByLabelText("Tag"), "go{Enter}");
    await waitFor(() => expect(last()?.get("tag")).toBe("go"));
    await user.selectOptions(screen.getByLabelText("Sort"), "last_name");
    await waitFor(() => expect(last()?.get("sort")).toBe("last_name"));
    expect(last()?.get("interview_status")).toBe("reviewed");
  });

  it("says which filters found nobody, and clears them", async () => {
    const { urls } = stub(2);
    const user = userEvent.setup();
    renderPage("/hire/candidates?tag=zz&awaiting=1&sort=last_name");
    expect(await screen.findByText("No candidates match")).toBeTruthy();
    expect(screen.getByText(/Filters on: awaiting my review, tag “zz”\./)).toBeTruthy();
    const clear = screen.getAllByRole("button", { name: "Clear filters" }).at(-1);
    if (!clear) throw new Error("no Clear filters");
    await user.click(clear);
    await screen.findByRole("table");
    const query = urls("/v1/candidates").at(-1)?.searchParams;
    expect(query?.get("tag")).toBeNull();
    expect(query?.get("awaiting_my_review")).toBeNull();
    expect(query?.get("sort")).toBe("last_name");
  });
});
