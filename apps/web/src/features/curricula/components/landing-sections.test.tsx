import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { cardResource, listDocument, scenariosCurriculum } from "../../../test/training-documents";
import { LandingSections } from "./landing-sections";

const user = makeSessionUser();

function landingApi({
  complete = [
    cardResource({ id: "c1", title: "Interviewing Fundamentals", curriculum_type: "complete" }),
  ],
  specialized = [] as ReturnType<typeof cardResource>[],
  watched = [] as string[],
} = {}) {
  return stubApi({
    "GET /v1/curriculums": ({ url }) =>
      Response.json(
        listDocument(url.searchParams.get("type") === "complete" ? complete : specialized),
      ),
    "GET /v1/curriculums/challenging-scenarios": () => Response.json(scenariosCurriculum(watched)),
  });
}

/** A card by its title; `hidden` also finds the tracks the carousel keeps out of view. */
function card(title: string) {
  return screen.getByRole("article", { name: title, hidden: true });
}

describe("Landing sections", () => {
  it("shows every card state: start, continue with the in-progress badge, and the check mark", async () => {
    landingApi({
      specialized: [
        cardResource({ id: "s1", title: "Behavioral Questions", progress: 0 }),
        cardResource({ id: "s2", title: "Scorecards", progress: 40 }),
        cardResource({ id: "s3", title: "Remote Interviews", progress: 100 }),
        cardResource({ id: "s4", title: "Closing", progress: 20, got_certificate: true }),
      ],
    });
    renderWithProviders(<LandingSections />, { route: "/training", user });

    const fundamentals = await screen.findByRole("article", { name: "Interviewing Fundamentals" });
    expect(within(fundamentals).getByRole("link").textContent).toContain("Start learning");
    expect(within(fundamentals).getByRole("link").getAttribute("href")).toBe(
      "/training/learn/interviewing-fundamentals",
    );
    expect(within(fundamentals).queryByText("In progress")).toBeNull();
    expect(within(fundamentals).queryByText("Completed")).toBeNull();

    const started = await screen.findByRole("article", { name: "Scorecards" });
    expect(within(started).getByText("In progress")).toBeTruthy();
    expect(within(started).getByRole("link").textContent).toContain("Continue learning");
    expect(within(started).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");

    const done = card("Remote Interviews");
    expect(within(done).getByText("Completed")).toBeTruthy();
    expect(within(done).queryByText("In progress")).toBeNull();

    // A certificate counts as done whatever the progress.
    expect(within(card("Closing")).getByText("Completed")).toBeTruthy();
    expect(within(card("Behavioral Questions")).queryByText("In progress")).toBeNull();
  });

  it("puts the specialized tracks in a carousel of three", async () => {
    landingApi({
      specialized: Array.from({ length: 5 }, (_, index) =>
        cardResource({ id: `s${index}`, title: `Track ${index + 1}` }),
      ),
    });
    renderWithProviders(<LandingSections />, { route: "/training", user });
    await screen.findByRole("article", { name: "Track 1" });
    const carousel = screen
      .getAllByRole("region", { name: "Specialized Tracks" })
      .find((region) => region.getAttribute("aria-roledescription") === "carousel") as HTMLElement;
    expect(
      within(carousel)
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(["Track 1", "Track 2", "Track 3"]);
    await userEvent.click(within(carousel).getByRole("button", { name: "Next tracks" }));
    expect(within(carousel).getByRole("article", { name: "Track 5" })).toBeTruthy();
    expect(within(carousel).queryByRole("article", { name: "Track 1" })).toBeNull();
  });

  it("sends a course the plan lacks to the not-available page", async () => {
    landingApi({
      specialized: [cardResource({ id: "s9", title: "Premium Track", is_available: false })],
    });
    renderWithProviders(<LandingSections />, { route: "/training", user });
    const locked = await screen.findByRole("article", { name: "Premium Track" });
    expect(within(locked).getByRole("link").getAttribute("href")).toBe("/training/not-available");
  });

  it("links the three challenging scenarios to their video, 100% once watched and 0 otherwise", async () => {
    landingApi({ watched: ["the-rambler"] });
    renderWithProviders(<LandingSections />, { route: "/training", user });
    const section = screen.getByRole("region", { name: "Challenging Scenarios" });
    expect(within(section).getAllByRole("article")).toHaveLength(3);
    const titles = ["The Nervous Candidate", "The Overqualified Candidate", "The Rambler"];
    await waitFor(() => expect(within(card("The Rambler")).getByText("Completed")).toBeTruthy());
    expect(
      within(section)
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(titles);

    for (const [title, videoId, progress] of [
      ["The Nervous Candidate", "v-nervous", "0"],
      ["The Overqualified Candidate", "v-over", "0"],
      ["The Rambler", "v-rambler", "100"],
    ] as const) {
      const scenario = card(title);
      expect(within(scenario).getByText("200 Candor points")).toBeTruthy();
      expect(within(scenario).getByRole("link").getAttribute("href")).toBe(
        `/training/learn/challenging-scenarios?videoId=${videoId}`,
      );
      expect(within(scenario).getByRole("progressbar").getAttribute("aria-valuenow")).toBe(
        progress,
      );
    }
    expect(within(card("The Nervous Candidate")).getByRole("link").textContent).toContain(
      "Start learning",
    );
  });

  it("shows skeletons while loading, then says when a section is empty", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      "GET /v1/curriculums": async () => {
        await gate;
        return Response.json(listDocument([]));
      },
      "GET /v1/curriculums/challenging-scenarios": () => errorResponse("not_found", 404),
    });
    renderWithProviders(<LandingSections />, { route: "/training", user });
    expect(screen.getAllByRole("status").length).toBeGreaterThanOrEqual(2);
    release();
    expect(
      await screen.findByText("The complete curriculum isn't available yet. Check back soon."),
    ).toBeTruthy();
    expect(screen.getByText("No specialized tracks yet. Check back soon.")).toBeTruthy();
    // No scenarios curriculum: the three cards stay, at 0, without an error.
    expect(within(card("The Rambler")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe(
      "0",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("explains a failed list and tries again", async () => {
    let fail = true;
    stubApi({
      "GET /v1/curriculums": ({ url }) =>
        fail && url.searchParams.get("type") === "complete"
          ? errorResponse("internal_error", 500)
          : Response.json(
              listDocument([cardResource({ id: "c1", title: "Interviewing Fundamentals" })]),
            ),
      "GET /v1/curriculums/challenging-scenarios": () => Response.json(scenariosCurriculum()),
    });
    renderWithProviders(<LandingSections />, { route: "/training", user });
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("We couldn't load this list.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findAllByRole("article", { name: "Interviewing Fundamentals" }),
    ).not.toHaveLength(0);
  });
});
