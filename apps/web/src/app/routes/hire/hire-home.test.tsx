import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { positionResource, positionsPage } from "../../../test/positions-factories";
import { renderWithProviders } from "../../../test/render";
import {
  activityResource,
  satisfactionDocument,
  topLearnersDocument,
} from "../../../test/reports-factories";
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
  pipeline: [
    { key: "applied", name: "Applied", count: 2 },
    { key: "one_way_interview", name: "One-way interview", count: 1 },
    { key: "hired", name: "Hired", count: 0 },
  ],
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

const ada = { id: "1", first_name: "Ada", last_name: "Lovelace" };
const grace = { id: "2", first_name: "Grace", last_name: "Hopper" };
const backendRef = { id: "p-1", title: "Backend Engineer" };
const screening = { id: "i-1", title: "Backend screening" };

/** The organization's feed, newest first, as the overall activity report answers it. */
const activity = [
  activityResource("certificate_earned", {
    at: "2026-03-09T09:00:00.000Z",
    actor: ada,
    certificate: {
      id: "c-1",
      title: "Interviewing basics",
      certificate_resource_type: "Curriculum",
    },
  }),
  activityResource("certificate_earned", {
    at: "2026-03-08T12:00:00.000Z",
    actor: grace,
    certificate: { id: "c-2", title: "Fair questions", certificate_resource_type: "Curriculum" },
  }),
  activityResource("candidate_advanced", {
    at: "2026-03-08T09:00:00.000Z",
    actor: grace,
    position: backendRef,
    interview: screening,
    candidate: { id: "ci-1", name: "Cam Didate" },
  }),
  activityResource("candidate_started", {
    at: "2026-03-07T09:00:00.000Z",
    position: backendRef,
    interview: screening,
    candidate: { id: "ci-2", name: "kim@example.com" },
  }),
  activityResource("candidates_invited", {
    at: "2026-03-06T10:00:00.000Z",
    actor: ada,
    position: backendRef,
    interview: screening,
    count: 2,
  }),
  activityResource("position_closed", {
    at: "2026-03-06T09:00:00.000Z",
    position: { id: "p-2", title: "Designer" },
  }),
  activityResource("position_created_open", {
    at: "2026-03-05T09:00:00.000Z",
    actor: ada,
    position: backendRef,
  }),
];

/** `GET /v1/candidate_interviews/to_review` answering these candidates, `count` in all. */
function reviewQueue(items: { id: string; attributes: Record<string, unknown> }[], count = 0) {
  return Response.json({
    data: items.map((item) => ({ type: "candidate_interview", ...item })),
    meta: {
      pagy: { page: 1, limit: 5, count, pages: 1, prev: null, next: null, from: 1, to: count },
    },
  });
}

function stubDashboard(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    "GET /v1/candidate_interviews/to_review": () => reviewQueue([]),
    "GET /v1/positions/stats": () => Response.json(stats),
    "GET /v1/positions": () =>
      positionsPage([backend], { countByStatus: { draft: 0, open: 1, closed: 1 } }),
    "GET /v1/positions/latest": () => Response.json({ data: [backend, designer] }),
    "GET /v1/reports/overall_activity": () => Response.json({ data: activity }),
    "GET /v1/reports/top_learners": () =>
      Response.json(
        topLearnersDocument(
          [
            {
              id: "1",
              first_name: "Ada",
              last_name: "Lovelace",
              points: 210,
              videos_watched: 2,
              quizzes_completed: 1,
              certificates_count: 2,
            },
            { id: "2", first_name: "Grace", last_name: "Hopper", points: 30, videos_watched: 1 },
          ],
          { members_count: 4, learners_count: 2, points: 240, certificates_count: 2 },
        ),
      ),
    "GET /v1/reports/satisfaction_rate": () =>
      Response.json(
        satisfactionDocument({
          count: 3,
          average_rating: 3.67,
          satisfied_percent: 67,
          distribution: { "1": 0, "2": 1, "3": 0, "4": 1, "5": 1 },
        }),
      ),
    ...overrides,
  });
}

/** The texts of a region's list items. */
function itemsOf(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("the hiring dashboard", () => {
  it("shows the open positions with their pipelines, charts with their tables, and what changed", async () => {
    const api = stubDashboard();
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });

    const open = await screen.findByRole("region", { name: "Open positions" });
    expect(within(open).getByRole("link", { name: "Backend Engineer" }).getAttribute("href")).toBe(
      "/hire/positions/p-1",
    );
    expect(open.textContent).toContain("2 Applied · 1 One-way interview");
    const openQuery = api.fetchMock.mock.calls
      .map(([input]) => new URL(input, "http://localhost"))
      .find((url) => url.pathname === "/v1/positions");
    expect(openQuery?.searchParams.get("status")).toBe("open");

    // The bars are decoration; the numbers are a table too.
    const byStatus = screen.getByRole("table", { name: "Number of positions in each status" });
    expect(within(byStatus).getByRole("row", { name: "Open 1" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Number of candidates at each stage" })).toBeTruthy();

    expect(screen.getByRole("link", { name: /Create position/ }).getAttribute("href")).toBe(
      "/hire/positions/create-position",
    );
  });

  it("tells the organization's activity in words, with links where the viewer may go", async () => {
    stubDashboard();
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });
    const feed = await screen.findByRole("region", { name: "Recent activity" });
    await within(feed).findByText("Cam Didate");
    expect(itemsOf(feed).map((text) => text.replace(/[A-Z][a-z]{2} \d{2}, \d{4}$/, ""))).toEqual([
      "Ada Lovelace earned the certificate Interviewing basics",
      "Grace Hopper earned the certificate Fair questions",
      "Grace Hopper advanced Cam Didate (Backend screening)",
      "kim@example.com started Backend screening",
      "Ada Lovelace invited 2 candidates to Backend screening",
      "Designer was closed",
      "Ada Lovelace created and opened Backend Engineer",
    ]);
    const href = (name: string) =>
      within(feed).getAllByRole("link", { name })[0]?.getAttribute("href");
    expect(href("Interviewing basics")).toBe("/training/certificates/c-1");
    // Someone else's certificate is theirs to open.
    expect(within(feed).queryByRole("link", { name: "Fair questions" })).toBeNull();
    expect(href("Cam Didate")).toBe("/hire/candidate-interviews/ci-1/review");
    // Nothing to review before the candidate has answered.
    expect(within(feed).queryByRole("link", { name: "kim@example.com" })).toBeNull();
    expect(href("Backend screening")).toBe("/hire/positions/p-1/pre-recorded-interviews/i-1");
    expect(href("Designer")).toBe("/hire/positions/p-2");
    expect(within(feed).getAllByText("Mar 06, 2026", { selector: "time" })).toHaveLength(2);
  });

  it("ranks the team's learners and shows the candidates' ratings", async () => {
    const api = stubDashboard();
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });
    const training = await screen.findByRole("region", { name: "Team training progress" });
    const ranking = await within(training).findByRole("list", {
      name: "Members with the most Candor points",
    });
    expect(itemsOf(ranking)).toEqual([
      expect.stringMatching(
        /Ada Lovelace.*2 videos watched · 1 quiz completed.*210 Candor points.*2 certificates/,
      ),
      expect.stringMatching(
        /Grace Hopper.*1 video watched · 0 quizzes completed.*30 Candor points.*0 certificates/,
      ),
    ]);
    expect(training.textContent).toContain("2 of 4 members training · 2 certificates earned");
    expect(
      within(training).getByRole("link", { name: "Go to training" }).getAttribute("href"),
    ).toBe("/training");
    const learnersQuery = api.fetchMock.mock.calls
      .map(([input]) => new URL(input, "http://localhost"))
      .find((url) => url.pathname === "/v1/reports/top_learners");
    expect(learnersQuery?.searchParams.get("limit")).toBe("5");

    const satisfaction = screen.getByRole("region", { name: "Candidate satisfaction" });
    expect(await within(satisfaction).findByText("3.7 out of 5")).toBeTruthy();
    expect(satisfaction.textContent).toContain("3 ratings · 67% rated 4 or 5");
    const table = within(satisfaction).getByRole("table", {
      name: "Number of candidates who gave each rating",
    });
    expect(within(table).getByRole("row", { name: "5 · Excellent 1" })).toBeTruthy();
    expect(within(table).getByRole("row", { name: "1 · Very poor 0" })).toBeTruthy();
  });

  it("guides the team to training and says no candidate has rated yet", async () => {
    stubDashboard({
      "GET /v1/reports/overall_activity": () => Response.json({ data: [] }),
      "GET /v1/reports/top_learners": () =>
        Response.json(
          topLearnersDocument([], {
            members_count: 3,
            learners_count: 0,
            points: 0,
            certificates_count: 0,
          }),
        ),
      "GET /v1/reports/satisfaction_rate": () => Response.json(satisfactionDocument({})),
    });
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });
    const training = await screen.findByRole("region", { name: "Team training progress" });
    expect(await within(training).findByText("Nobody has started training yet")).toBeTruthy();
    expect(
      within(training).getByRole("link", { name: "Start training" }).getAttribute("href"),
    ).toBe("/training");
    const satisfaction = screen.getByRole("region", { name: "Candidate satisfaction" });
    expect(await within(satisfaction).findByText("No feedback yet")).toBeTruthy();
    expect(within(satisfaction).queryByRole("table")).toBeNull();
    const feed = screen.getByRole("region", { name: "Recent activity" });
    expect(await within(feed).findByText("Nothing has happened yet.")).toBeTruthy();
  });

  it("keeps the other panels when the activity cannot be loaded, and retries it", async () => {
    let fail = true;
    stubDashboard({
      "GET /v1/reports/overall_activity": () =>
        fail ? errorResponse("internal_error", 500) : Response.json({ data: activity }),
    });
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });
    const feed = await screen.findByRole("region", { name: "Recent activity" });
    expect(await within(feed).findByRole("alert")).toBeTruthy();
    expect(await screen.findByText("3.7 out of 5")).toBeTruthy();
    fail = false;
    within(feed).getByRole("button", { name: "Try again" }).click();
    expect(await within(feed).findByText("Cam Didate")).toBeTruthy();
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

    // The same reports, with the links a reviewer may follow.
    const feed = screen.getByRole("region", { name: "Recent activity" });
    await within(feed).findByText("Cam Didate");
    expect(within(feed).getByRole("link", { name: "Cam Didate" }).getAttribute("href")).toBe(
      "/hire/candidate-interviews/ci-1/review",
    );
    expect(within(feed).queryByRole("link", { name: "Backend screening" })).toBeNull();
    expect(within(feed).getAllByRole("link", { name: "Backend Engineer" })[0]).toBeTruthy();
    expect(
      await screen.findByRole("list", { name: "Members with the most Candor points" }),
    ).toBeTruthy();
    expect(await screen.findByText("3.7 out of 5")).toBeTruthy();
  });

  it("lists the candidates waiting for the viewer's review, the longest waiting first", async () => {
    const waiting = (id: string, first: string, extra: Record<string, unknown> = {}) => ({
      id,
      attributes: {
        first_name: first,
        last_name: "Didate",
        email: `${first.toLowerCase()}@example.com`,
        status: "completed",
        completed_at: "2026-03-07T09:00:00.000Z",
        interview: screening,
        position: backendRef,
        reviews_submitted: 0,
        has_draft: false,
        blind: false,
        candidate_number: 1,
        ...extra,
      },
    });
    stubDashboard({
      "GET /v1/candidate_interviews/to_review": () =>
        reviewQueue(
          [
            waiting("ci-7", "Cam"),
            waiting("ci-8", "Dee", { has_draft: true, reviews_submitted: 2, status: "reviewed" }),
          ],
          7,
        ),
    });
    renderWithProviders(<HireHomePage />, {
      route: "/hire/dashboard",
      user: makeSessionUser({ isAdmin: false, permissions: ["reviewer"] }),
    });
    const queue = await screen.findByRole("region", { name: "Waiting for your review" });
    await within(queue).findByText("Cam Didate");
    expect(queue.textContent).toContain("7 waiting");
    expect(within(queue).getByRole("link", { name: "Cam Didate" }).getAttribute("href")).toBe(
      "/hire/candidate-interviews/ci-7/review",
    );
    expect(itemsOf(queue)).toEqual([
      "Cam DidateBackend screening · Backend EngineerCompleted Mar 07, 2026",
      "Dee DidateBackend screening · Backend EngineerDraft savedCompleted Mar 07, 2026" +
        "2 reviews by the team",
    ]);
  });

  it("says when nobody waits for the viewer's review", async () => {
    stubDashboard();
    renderWithProviders(<HireHomePage />, { route: "/hire/dashboard", user: makeSessionUser() });
    const queue = await screen.findByRole("region", { name: "Waiting for your review" });
    expect(await within(queue).findByText("You're all caught up")).toBeTruthy();
  });
});
