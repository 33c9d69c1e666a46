import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { interviewResource, listDocument } from "../../../test/interviews-factories";
import { renderWithProviders } from "../../../test/render";
import { PositionInterviews } from "./position-interviews";

const admin = makeSessionUser();

describe("a position's pre-recorded interviews", () => {
  it("lists them with their counts and offers to build another", async () => {
    const api = stubApi({
      "GET /v1/prerecorded_interviews": () =>
        listDocument([
          interviewResource("i-1", {
            title: "First round",
            candidates_count: 4,
            candidates_count_by_status: {
              invited: 1,
              started: 0,
              completed: 2,
              reviewed: 1,
              advanced: 0,
              rejected: 0,
            },
          }),
        ]),
    });
    renderWithProviders(<PositionInterviews positionId="p-1" />, { user: admin });
    const link = await screen.findByRole("link", { name: "First round" });
    expect(link.getAttribute("href")).toBe("/hire/positions/p-1/pre-recorded-interviews/i-1");
    expect(screen.getByText("1 question · 4 candidates · 3 to review")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Build interview" }).getAttribute("href")).toBe(
      "/hire/positions/p-1/pre-recorded-interviews/build-pre-recorded-interview",
    );
    const query = new URL(String(api.fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(query.searchParams.get("position_id")).toBe("p-1");
  });

  it("invites to build the first one", async () => {
    stubApi({ "GET /v1/prerecorded_interviews": () => listDocument([]) });
    renderWithProviders(<PositionInterviews positionId="p-1" />, { user: admin });
    expect(
      await screen.findByText(
        "No interviews yet. Build one to invite candidates to answer on video.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Build interview" })).toBeTruthy();
  });
});
