import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource, positionsPage } from "../../../test/positions-factories";
import { renderWithProviders } from "../../../test/render";
import PositionsPage from "./positions";

const admin = makeSessionUser({ activePositionsCount: 2 });

const backend = positionResource("p-1", {
  title: "Backend Engineer",
  status: "open",
  department: "Engineering",
  location_type: "remote",
  location: "Europe",
  opened_at: "2026-03-05T09:00:00.000Z",
  is_public: true,
  candidates_count: 4,
  hiring_team: [
    { id: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" },
    { id: "u-2", first_name: "Grace", last_name: "Hopper", email: "grace@acme.test" },
  ],
});
const designer = positionResource("p-2", { title: "Designer", status: "draft" });
const counts = { draft: 1, open: 1, closed: 0 };

/** The list answers every query; `queries()` lists the query strings sent. */
function stubList(handler?: StubHandler) {
  const api = stubApi({
    "GET /v1/positions":
      handler ?? (() => positionsPage([backend, designer], { countByStatus: counts })),
  });
  const queries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(input, "http://localhost"))
      .filter((url) => url.pathname === "/v1/positions")
      .map((url) => url.searchParams);
  return { ...api, queries };
}

function renderPage(route = "/hire/positions") {
  return renderWithProviders(<PositionsPage />, { route, user: admin });
}

describe("the positions list", () => {
  it("shows each position in a row with its status, place, team, candidates and opening date", async () => {
    stubList();
    renderPage();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0]?.textContent ?? "";
    expect(first).toContain("Backend Engineer");
    expect(first).toContain("Open");
    expect(first).toContain("Engineering");
    expect(first).toContain("Remote · Europe");
    expect(first).toContain("Ada Lovelace, Grace Hopper");
    expect(first).toContain("Mar 05, 2026");
    expect(rows[1]?.textContent).toContain("Not opened");
    // On the careers page: the first, not the draft.
    expect(within(rows[0] as HTMLElement).getByText("Careers page")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText("Careers page")).toBeNull();
    expect(within(table).getByRole("link", { name: "Backend Engineer" }).getAttribute("href")).toBe(
      "/hire/positions/p-1",
    );
    expect(screen.getByText("2 of 15 active positions on your plan")).toBeTruthy();
  });

  it("filters by status with the counts of meta.count_by_status on the tabs", async () => {
    const { queries } = stubList();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    expect(screen.getByRole("button", { name: /All\s*2/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await user.click(screen.getByRole("button", { name: /Open\s*1/ }));
    await waitFor(() => expect(queries().at(-1)?.get("status")).toBe("open"));
    expect(screen.getByRole("button", { name: /Open\s*1/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("searches once typing pauses, starting again at page 1", async () => {
    const { queries } = stubList();
    const user = userEvent.setup();
    renderPage("/hire/positions?page=2");
    await screen.findByRole("table");
    expect(queries().at(-1)?.get("page")).toBe("2");
    await user.type(screen.getByRole("searchbox", { name: "Search positions" }), "back");
    await waitFor(() => expect(queries().at(-1)?.get("q")).toBe("back"));
    // Debounced: no request for "b", "ba" or "bac".
    expect(queries().filter((query) => query.get("q") === "ba")).toHaveLength(0);
    expect(queries().at(-1)?.get("page")).toBe("1");
  });

  it("sorts by a column header and says so with aria-sort", async () => {
    const { queries } = stubList();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    const titleHeader = screen.getByRole("columnheader", { name: /Title/ });
    expect(titleHeader.getAttribute("aria-sort")).toBeNull();
    await user.click(within(titleHeader).getByRole("button"));
    await waitFor(() => expect(queries().at(-1)?.get("sort")).toBe("title"));
    expect(queries().at(-1)?.get("direction")).toBe("asc");
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe(
        "ascending",
      ),
    );
    await user.click(
      within(screen.getByRole("columnheader", { name: /Title/ })).getByRole("button"),
    );
    await waitFor(() => expect(queries().at(-1)?.get("direction")).toBe("desc"));
  });

  it("pages with meta.pagy", async () => {
    const { queries } = stubList(({ url }) => {
      const page = Number(url.searchParams.get("page"));
      return positionsPage(page === 2 ? [designer] : [backend], {
        page,
        count: 21,
        countByStatus: counts,
      });
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/^1–1 of 21$/)).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(queries().at(-1)?.get("page")).toBe("2"));
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Designer" })).toBeTruthy();
  });

  it("closes the ticked positions after confirming", async () => {
    const api = stubApi({
      "GET /v1/positions": () => positionsPage([backend, designer], { countByStatus: counts }),
      "POST /v1/positions/bulk_close": () =>
        Response.json({
          data: { closed_ids: ["p-1"], already_closed_ids: ["p-2"], not_found_ids: [] },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("checkbox", { name: "Select every position on this page" }));
    expect(screen.getByText("2 positions selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close positions" }));
    const dialog = await screen.findByRole("dialog", { name: "Close 2 positions?" });
    await user.click(within(dialog).getByRole("button", { name: "Close 2 positions" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/positions/bulk_close")).toEqual([{ ids: ["p-1", "p-2"] }]),
    );
    expect(await screen.findByText("1 position closed. 1 was closed already.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/selected/)).toBeNull());
  });

  it("invites a new organization to create its first position", async () => {
    stubList(() => positionsPage([]));
    renderPage();
    expect(await screen.findByText("No positions yet")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: /Create position/ });
    expect(
      links.every((link) => link.getAttribute("href") === "/hire/positions/create-position"),
    ).toBe(true);
  });

  it("offers to clear a search that matches nothing", async () => {
    const { queries } = stubList(({ url }) =>
      url.searchParams.get("q")
        ? positionsPage([], { countByStatus: { draft: 0, open: 0, closed: 0 } })
        : positionsPage([backend, designer], { countByStatus: counts }),
    );
    const user = userEvent.setup();
    renderPage("/hire/positions?q=zebra&status=open");
    expect(await screen.findByText("No positions match")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(queries().at(-1)?.get("q")).toBeNull());
    expect(queries().at(-1)?.get("status")).toBeNull();
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("says when the list fails and tries again", async () => {
    let fail = true;
    stubList(() =>
      fail
        ? Response.json({ code: "internal_error", message: "internal_error" }, { status: 500 })
        : positionsPage([backend], { countByStatus: counts }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("The positions couldn't be loaded.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Backend Engineer" })).toBeTruthy();
  });
});
