import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TakeUploadsProvider } from "../../../features/candidate-interviews/hooks/use-take-uploads";
import {
  fakeTakeUploads,
  listDocument,
  summaryAttributes,
} from "../../../features/candidate-interviews/test/candidate-interview-factories";
import { errorResponse, type StubHandler, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import CandidateDashboardPage from "./candidate-dashboard";

const candidate = makeSessionUser({
  type: "Candidate",
  subdomain: null,
  permissions: [],
  firstName: "Ada",
});

function renderDashboard(handlers: Record<string, StubHandler>) {
  const api = stubApi(handlers);
  renderWithProviders(
    <TakeUploadsProvider value={fakeTakeUploads().uploads}>
      <CandidateDashboardPage />
    </TakeUploadsProvider>,
    { route: "/hire-candidate/dashboard", user: candidate },
  );
  return api;
}

describe("the candidate dashboard", () => {
  it("shows each organization's card in its own brand: colour and logo", async () => {
    renderDashboard({
      "GET /v1/candidate_interviews/mine": () =>
        Response.json(
          listDocument([
            {
              id: "ci-1",
              attributes: summaryAttributes({
                organization: {
                  id: "o1",
                  name: "Acme",
                  brand_color: "#b03a2e",
                  logo_url: "/v1/files/logos/o1/a.png",
                },
              }),
            },
            {
              id: "ci-2",
              attributes: summaryAttributes({
                title: "Designer interview",
                organization: { id: "o2", name: "Globex", brand_color: "#1f4e8c", logo_url: null },
              }),
            },
            {
              id: "ci-3",
              attributes: summaryAttributes({
                title: "Analyst interview",
                organization: { id: "o3", name: "Initech", brand_color: null, logo_url: null },
              }),
            },
          ]),
        ),
    });
    const [acme, globex, initech] = (await screen.findAllByRole("listitem")) as HTMLElement[];
    expect(acme?.style.getPropertyValue("--color-brand")).toBe("#b03a2e");
    expect(acme?.querySelector("img")?.getAttribute("src")).toBe("/v1/files/logos/o1/a.png");
    expect(globex?.style.getPropertyValue("--color-brand")).toBe("#1f4e8c");
    expect(globex?.querySelector("img")).toBeNull();
    // No brand: Candor's own colours.
    expect(initech?.style.getPropertyValue("--color-brand")).toBe("");
  });

  it("lists each interview with its organization, status, deadline and next step", async () => {
    renderDashboard({
      "GET /v1/candidate_interviews/mine": () =>
        Response.json(
          listDocument([
            { id: "ci-1", attributes: summaryAttributes() },
            {
              id: "ci-2",
              attributes: summaryAttributes({
                title: "Designer interview",
                organization: { id: "o2", name: "Globex", brand_color: null, logo_url: null },
                status: "started",
                answered_count: 1,
                deadline: null,
              }),
            },
            {
              id: "ci-3",
              attributes: summaryAttributes({ title: "Analyst interview", status: "reviewed" }),
            },
            {
              id: "ci-4",
              attributes: summaryAttributes({ title: "Late interview", is_past_deadline: true }),
            },
          ]),
        ),
    });
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(4);
    const [first, second, third, fourth] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText("Acme")).toBeTruthy();
    expect(within(first).getByRole("heading", { name: "Support engineer interview" })).toBeTruthy();
    expect(within(first).getByText("Not started")).toBeTruthy();
    expect(within(first).getByText("Due Mar 05, 2030")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Start" }).getAttribute("href")).toBe(
      "/hire-candidate/prerecorded-interviews/ci-1",
    );
    expect(within(second).getByText("In progress")).toBeTruthy();
    expect(within(second).getByText("1 of 2 answered")).toBeTruthy();
    expect(within(second).getByText("No deadline")).toBeTruthy();
    expect(within(second).getByRole("link", { name: "Continue" })).toBeTruthy();
    // A decision on hold reads "under review" (issue 17's status words).
    expect(within(third).getByText("Under review")).toBeTruthy();
    expect(within(third).getByText("Completed")).toBeTruthy();
    expect(within(third).getByRole("link", { name: "Tell us how it went" })).toBeTruthy();
    expect(within(fourth).getByText("Deadline passed")).toBeTruthy();
    expect(within(fourth).queryByRole("link")).toBeNull();
  });

  it("tells the candidate where the team's decision stands, in words", async () => {
    const statuses = ["completed", "reviewed", "advanced", "rejected"] as const;
    renderDashboard({
      "GET /v1/candidate_interviews/mine": () =>
        Response.json(
          listDocument(
            statuses.map((status, index) => ({
              id: `ci-${index}`,
              // The deadline passing after submission changes nothing.
              attributes: summaryAttributes({ status, is_past_deadline: index % 2 === 1 }),
            })),
          ),
        ),
    });
    const rows = await screen.findAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("p:last-child span")?.textContent)).toEqual([
      "Submitted",
      "Under review",
      "Advanced to the next step",
      "Not selected",
    ]);
  });

  it("shows the empty state when the candidate has no interview", async () => {
    renderDashboard({
      "GET /v1/candidate_interviews/mine": () => Response.json(listDocument([])),
    });
    expect(await screen.findByRole("heading", { name: "No interviews yet" })).toBeTruthy();
    expect(screen.getByText("Hi Ada")).toBeTruthy();
  });

  it("shows a failure with a way to try again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDashboard({
      "GET /v1/candidate_interviews/mine": () => {
        calls += 1;
        return calls === 1
          ? errorResponse("internal_error", 500)
          : Response.json(listDocument([{ id: "ci-1", attributes: summaryAttributes() }]));
      },
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Oops");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Start" })).toBeTruthy();
  });

  it("pages through many interviews", async () => {
    const user = userEvent.setup();
    const api = renderDashboard({
      "GET /v1/candidate_interviews/mine": ({ url }) =>
        Response.json(
          listDocument(
            [{ id: `ci-${url.searchParams.get("page")}`, attributes: summaryAttributes() }],
            {
              page: Number(url.searchParams.get("page")),
              pages: 2,
              prev: url.searchParams.get("page") === "2" ? 1 : null,
              next: url.searchParams.get("page") === "1" ? 2 : null,
            },
          ),
        ),
    });
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalled();
  });
});
