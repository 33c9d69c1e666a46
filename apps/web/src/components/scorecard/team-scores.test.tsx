import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TeamScores, type TeamScoresTexts } from "./team-scores";

const texts: TeamScoresTexts = {
  hidden: "Hidden until you submit",
  overall: (value) => `Average: ${value}`,
  count: "Over 2 submitted",
  noOthers: "Nobody else yet",
};
const criteria = [
  { id: "c1", name: "Clarity", description: "", ratingScale: 5, position: 0 },
  { id: "c2", name: "Depth", description: "", ratingScale: 5, position: 1 },
];

describe("TeamScores", () => {
  it("shows nothing of the scores before the caller may see them", () => {
    render(
      <TeamScores isVisible={false} criteria={criteria} average={null} others={[]} texts={texts} />,
    );
    expect(screen.getByText("Hidden until you submit")).toBeTruthy();
    expect(screen.queryByText(/Average/)).toBeNull();
  });

  it("shows the average per criterion and each other member's scores", () => {
    render(
      <TeamScores
        isVisible
        criteria={criteria}
        average={{
          overall: 3.5,
          reviewsCount: 2,
          byCriterion: [
            { criterionId: "c1", average: 4, count: 2 },
            { criterionId: "c2", average: 3, count: 2 },
          ],
        }}
        others={[
          {
            id: "r1",
            reviewer: {
              id: "u1",
              firstName: "Ada",
              lastName: "Lovelace",
              email: "ada@example.com",
            },
            comment: "Clear answers",
            submittedAt: "2030-01-01T00:00:00.000Z",
            scores: [
              { criterionId: "c1", rating: 4 },
              { criterionId: "gone", rating: 2 },
            ],
            average: 3,
            updatedAt: "2030-01-01T00:00:00.000Z",
          },
          {
            id: "r2",
            reviewer: null,
            comment: "",
            submittedAt: "2030-01-01T00:00:00.000Z",
            scores: [],
            average: null,
            updatedAt: "2030-01-01T00:00:00.000Z",
          },
        ]}
        texts={texts}
      />,
    );
    expect(screen.getByText("Average: 3.5")).toBeTruthy();
    expect(screen.getByText("Over 2 submitted")).toBeTruthy();
    const [ada, former] = screen.getAllByRole("listitem");
    expect(within(ada as HTMLElement).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(ada as HTMLElement).getByText("A removed criterion")).toBeTruthy();
    expect(within(ada as HTMLElement).getByText("Clear answers")).toBeTruthy();
    expect(within(former as HTMLElement).getByText("A former member")).toBeTruthy();
  });
});
