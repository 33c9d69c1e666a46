import type { CandidateAttributes } from "@candor/shared/schemas/candidates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldErrorResponse, type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource, positionsPage } from "../../../test/positions-factories";
import { renderWithProviders } from "../../../test/render";
import CandidatesPage from "./candidates";

const admin = makeSessionUser();

const STAGES = [
  { key: "applied", name: "Applied", position: 0 },
  { key: "one_way_interview", name: "One-way interview", position: 1 },
  { key: "live_interview", name: "Live interview", position: 2 },
  { key: "offer", name: "Offer", position: 3 },
  { key: "hired", name: "Hired", position: 4 },
  { key: "rejected", name: "Rejected", position: 5 },
];
const NO_COUNTS = Object.fromEntries(STAGES.map((stage) => [stage.key, 0]));
const COUNTS = { ...NO_COUNTS, applied: 1, offer: 2 };

function candidateResource(id: string, overrides: Partial<CandidateAttributes> = {}) {
  return {
    id,
    type: "candidate",
    attributes: {
      first_name: "Candidate",
      last_name: id,
      email: `${id}@example.test`,
      phone: null,
      location: null,
      links: [],
      tags: [],
      source: "manual",
      positions: [],
      latest_activity_at: "2026-03-01T10:00:00.000Z",
      average_score: null,
      created_at: "2026-03-01T10:00:00.000Z",
      updated_at: "2026-03-01T10:00:00.000Z",
      ...overrides,
    } satisfies CandidateAttributes,
  };
}

function candidatesPage(
  candidates: ReturnType<typeof candidateResource>[],
  countByStage: Record<string, number> = COUNTS,
) {
  const count = candidates.length;
  return Response.json({
    data: candidates,
    meta: {
      pagy: {
        page: 1,
        limit: 20,
        count,
        pages: 1,
        prev: null,
        next: null,
        from: count ? 1 : 0,
        to: count,
      },
      count_by_stage: countByStage,
      stages: STAGES,
    },
  });
}

const ada = candidateResource("c-1", {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.test",
  source: "interview_invitation",
  latest_activity_at: "2026-03-05T09:00:00.000Z",
  average_score: 7.25,
  positions: [
    {
      id: "cp-1",
      candidate_id: "c-1",
      position_id: "p-1",
      position_title: "Backend Engineer",
      stage: "offer",
      stage_name: "Offer",
      stage_changed_at: "2026-03-04T09:00:00.000Z",
      created_at: "2026-03-01T09:00:00.000Z",
      updated_at: "2026-03-04T09:00:00.000Z",
    },
  ],
});
const grace = candidateResource("c-2", { first_name: "Grace", last_name: "Hopper" });

/** The list answers every query; `queries()` lists the query strings sent. */
function stubList(handler?: StubHandler, more: Record<string, StubHandler> = {}) {
  const api = stubApi({
    "GET /v1/candidates": handler ?? (() => candidatesPage([ada, grace])),
    "GET /v1/positions": () =>
      positionsPage([
        positionResource("0b6f0c3e-6f43-4c4e-9a59-7c1f1c9f0a01", { title: "Backend Engineer" }),
      ]),
    ...more,
  });
  const queries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(input, "http://localhost"))
      .filter((url) => url.pathname === "/v1/candidates")
      .map((url) => url.searchParams);
  return { ...api, queries };
}

function renderPage(route = "/hire/candidates") {
  return renderWithProviders(<CandidatesPage />, { route, user: admin });
}

describe("the candidates list", () => {
  it("shows each candidate with their positions and stage, activity, score and source", async () => {
    stubList();
    renderPage();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0]?.textContent ?? "";
    expect(first).toContain("Ada Lovelace");
    expect(first).toContain("ada@example.test");
    expect(first).toContain("Backend Engineer");
    expect(first).toContain("Offer");
    expect(first).toContain("Mar 05, 2026");
    expect(first).toContain("7.3");
    expect(first).toContain("Interview invitation");
    expect(rows[1]?.textContent).toContain("No position");
    expect(rows[1]?.textContent).toContain("Added by hand");
    // The stage tabs: meta.count_by_stage per stage, "All" the people listed.
    expect(screen.getByRole("button", { name: /All\s*2/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: /Offer\s*2/ })).toBeTruthy();
  });

  it("pages on after the last candidate shown, by number otherwise, and by number when the cursor is refused", async () => {
    // Three pages of one; each page's next_cursor names it. Page 3 by cursor is refused once.
    let refused = false;
    const { queries } = stubList(({ url }) => {
      const page = Number(url.searchParams.get("page") ?? 1);
      const cursor = url.searchParams.get("cursor");
      if (cursor === "after-2" && !refused) {
        refused = true;
        return fieldErrorResponse({ cursor: ["invalid"] });
      }
      const person = candidateResource(`c-${page}`, { first_name: `Person ${page}` });
      return Response.json({
        data: [person],
        meta: {
          pagy: {
            page,
            limit: 1,
            count: 3,
            pages: 3,
            prev: page > 1 ? page - 1 : null,
            next: page < 3 ? page + 1 : null,
            from: page,
            to: page,
          },
          count_by_stage: COUNTS,
          stages: STAGES,
          next_cursor: page < 3 ? `after-${page}` : null,
        },
      });
    });
    const user = userEvent.setup();
    renderPage();
    const shows = (name: string) =>
      waitFor(() => expect(screen.getByRole("table").textContent).toContain(name));
    await shows("Person 1 c-1");
    // The pages' bar is drawn anew with each page: found again for each click.
    const step = (name: RegExp) =>
      user.click(
        within(screen.getByRole("navigation", { name: "Candidates pages" })).getByRole("button", {
          name,
        }),
      );
    await step(/Next/);
    await shows("Person 2 c-2");
    expect(queries().at(-1)?.get("cursor")).toBe("after-1");
    expect(queries().at(-1)?.get("page")).toBe("2");
    // Next again: the cursor is refused, and page 3 comes by its number instead of an error.
    await step(/Next/);
    await shows("Person 3 c-3");
    expect(queries().at(-1)?.get("page")).toBe("3");
    expect(queries().at(-1)?.get("cursor")).toBeNull();
    // Back a page: by number.
    await step(/Previous/);
    await shows("Person 2 c-2");
    expect(queries().at(-1)?.get("cursor")).toBeNull();
  });

  it("filters by stage and by position, starting again at page 1", async () => {
    const { queries } = stubList();
    const user = userEvent.setup();
    renderPage("/hire/candidates?page=2");
    await screen.findByRole("table");
    expect(queries().at(-1)?.get("page")).toBe("2");
    // The list's query, beside the unstaged one that keeps the "All" count.
    const staged = () => queries().filter((query) => query.get("stage") !== null);
    await user.click(screen.getByRole("button", { name: /Offer\s*2/ }));
    await waitFor(() => expect(staged().at(-1)?.get("stage")).toBe("offer"));
    expect(staged().at(-1)?.get("page")).toBe("1");
    expect(screen.getByRole("button", { name: /Offer\s*2/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await screen.findByRole("button", { name: /All\s*2/ })).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Position" });
    await screen.findByRole("option", { name: "Backend Engineer" });
    await user.selectOptions(select, "Backend Engineer");
    await waitFor(() =>
      expect(staged().at(-1)?.get("position_id")).toBe("0b6f0c3e-6f43-4c4e-9a59-7c1f1c9f0a01"),
    );
    expect(staged().at(-1)?.get("stage")).toBe("offer");
  });

  it("searches once typing pauses", async () => {
    const { queries } = stubList();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    await user.type(screen.getByRole("searchbox", { name: "Search candidates" }), "ada");
    await waitFor(() => expect(queries().at(-1)?.get("q")).toBe("ada"));
    expect(queries().filter((query) => query.get("q") === "ad")).toHaveLength(0);
  });

  it("shows a broad search's stages without counts when the list does not count them", async () => {
    stubList(() => candidatesPage([ada, grace], {}));
    renderPage("/hire/candidates?q=a");
    await screen.findByRole("table");
    const offer = screen.getByRole("button", { name: "Offer" });
    expect(offer.textContent).toBe("Offer");
    expect(screen.getByRole("button", { name: /All\s*2/ })).toBeTruthy();
  });

  it("says there is nobody yet, with the ways in", async () => {
    stubList(() => candidatesPage([], NO_COUNTS));
    renderPage();
    expect(await screen.findByText("No candidates yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Invite to an interview" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Add candidate" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Import CSV" })).toHaveLength(2);
  });

  it("links each name to the candidate's page", async () => {
    stubList();
    renderPage();
    const link = await screen.findByRole("link", { name: "Ada Lovelace" });
    expect(link.getAttribute("href")).toBe("/hire/candidates/c-1");
  });

  it("selects the page's candidates and tags them in one request", async () => {
    const { calls } = stubList(undefined, {
      "POST /v1/candidates/bulk": () => Response.json({ data: { changed: 2 } }),
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole("table");
    await user.click(screen.getByRole("checkbox", { name: "Select Ada Lovelace" }));
    expect(screen.getByText("1 selected")).toBeTruthy();
    const page = within(table).getByRole("checkbox", { name: "Select all on this page" });
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(page);
    expect(screen.getByText("2 selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add a tag" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Tag"), "vip");
    await user.click(within(dialog).getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("2 candidates changed.")).toBeTruthy();
    expect(calls("POST /v1/candidates/bulk")).toEqual([
      { ids: ["c-1", "c-2"], action: { type: "add_tag", tag: "vip" } },
    ]);
    await waitFor(() => expect(screen.queryByText("2 selected")).toBeNull());
  });

  it("rejects the selection in a position, emailing them the reject template", async () => {
    const { calls } = stubList(undefined, {
      "POST /v1/candidates/bulk": () => Response.json({ data: { changed: 1 } }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("checkbox", { name: "Select Ada Lovelace" }));
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the selected candidates" });
    await user.selectOptions(within(dialog).getByLabelText("Position"), "Backend Engineer");
    expect(
      within(dialog).getByLabelText<HTMLInputElement>("Email each of them the rejection template")
        .checked,
    ).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("1 candidate changed.")).toBeTruthy();
    expect(calls("POST /v1/candidates/bulk")).toEqual([
      {
        ids: ["c-1"],
        action: {
          type: "reject",
          position_id: "0b6f0c3e-6f43-4c4e-9a59-7c1f1c9f0a01",
          notify_candidate: true,
        },
      },
    ]);
  });

  it("says nothing matches a filter, and clears it", async () => {
    const { queries } = stubList(({ url }) =>
      url.searchParams.get("q") ? candidatesPage([], NO_COUNTS) : candidatesPage([ada, grace]),
    );
    const user = userEvent.setup();
    renderPage("/hire/candidates?q=zz&stage=hired");
    expect(await screen.findByText("No candidates match")).toBeTruthy();
    // The filter bar's "Clear filters" and the empty state's: the latter.
    const clear = screen.getAllByRole("button", { name: "Clear filters" }).at(-1);
    if (!clear) throw new Error("no Clear filters");
    await user.click(clear);
    await waitFor(() => expect(queries().at(-1)?.get("q")).toBeNull());
    expect(queries().at(-1)?.get("stage")).toBeNull();
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("offers to try again when the list fails to load", async () => {
    let fails = true;
    stubList(() =>
      fails
        ? Response.json({ code: "internal", message: "internal" }, { status: 500 })
        : candidatesPage([ada]),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("The candidates couldn't be loaded.")).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });
});

describe("adding a candidate", () => {
  it("says on the field that the address is already a candidate's", async () => {
    const { calls } = stubList(undefined, {
      "POST /v1/candidates": () => fieldErrorResponse({ email: ["taken"] }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add candidate" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("First name"), "Ada");
    await user.type(within(dialog).getByLabelText("Last name"), "Lovelace");
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.test");
    await user.click(within(dialog).getByRole("button", { name: "Add candidate" }));
    expect(
      await within(dialog).findByText(
        "A candidate with this email is already in your organization.",
      ),
    ).toBeTruthy();
    expect(calls("POST /v1/candidates")).toEqual([
      { first_name: "Ada", last_name: "Lovelace", email: "ada@example.test" },
    ]);
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("adds the candidate, refreshes the list and says so", async () => {
    let added = false;
    const { queries } = stubList(() => candidatesPage(added ? [grace, ada] : [ada]), {
      "POST /v1/candidates": () => {
        added = true;
        return Response.json(
          { data: { ...grace, attributes: { ...grace.attributes, phone: "+39 06 1234" } } },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("table");
    const before = queries().length;
    await user.click(screen.getByRole("button", { name: "Add candidate" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("First name"), "Grace");
    await user.type(within(dialog).getByLabelText("Last name"), "Hopper");
    await user.type(within(dialog).getByLabelText("Email"), "c-2@example.test");
    await user.type(within(dialog).getByLabelText("Phone"), "+39 06 1234");
    await user.click(within(dialog).getByRole("button", { name: "Add candidate" }));
    expect(await screen.findByText("Grace Hopper was added to your candidates.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(queries().length).toBeGreaterThan(before);
    expect(await screen.findByText("Grace Hopper")).toBeTruthy();
  });
});
