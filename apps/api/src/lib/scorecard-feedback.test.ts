import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { acceptedScores, averageOf, serializeScorecardFeedback } from "./scorecard-feedback";

const criteria = [
  { id: "c1", name: "Clarity", description: "", ratingScale: 5, position: 0 },
  { id: "c2", name: "Depth", description: "", ratingScale: 3, position: 1 },
];

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fields;
    throw error;
  }
  throw new Error("no AppError");
}

describe("scorecard feedback", () => {
  it("accepts a draft's partial scores and answers the rows to store", () => {
    expect(
      acceptedScores([{ criterion_id: "c2", rating: 3 }], criteria, { submit: false }),
    ).toEqual([{ criterionId: "c2", rating: 3 }]);
  });

  it("refuses an unknown or repeated criterion and a rating above its scale, by index", () => {
    expect(
      fieldsOf(() =>
        acceptedScores(
          [
            { criterion_id: "c1", rating: 5 },
            { criterion_id: "c1", rating: 4 },
            { criterion_id: "other", rating: 1 },
            { criterion_id: "c2", rating: 4 },
          ],
          criteria,
          { submit: false },
        ),
      ),
    ).toEqual({
      "scores.1.criterion_id": ["invalid"],
      "scores.2.criterion_id": ["invalid"],
      "scores.3.rating": ["invalid"],
    });
  });

  it("needs every criterion scored on submit", () => {
    expect(
      fieldsOf(() =>
        acceptedScores([{ criterion_id: "c1", rating: 2 }], criteria, { submit: true }),
      ),
    ).toEqual({ scores: ["required"] });
  });

  it("keeps only the current criteria's scores, and averages over submitted scorecards", () => {
    const row = (id: string, scores: { criterionId: string; rating: number }[]) =>
      serializeScorecardFeedback(
        {
          feedback: { id, comment: "", submittedAt: new Date(0), updatedAt: new Date(0) },
          author: null,
          scores,
        },
        criteria,
      );
    const first = row("r1", [
      { criterionId: "c1", rating: 4 },
      { criterionId: "c2", rating: 1 },
      { criterionId: "removed", rating: 5 },
    ]);
    const second = row("r2", [{ criterionId: "c1", rating: 3 }]);
    expect(first.scores).toEqual([
      { criterion_id: "c1", rating: 4 },
      { criterion_id: "c2", rating: 1 },
    ]);
    expect(first.average).toBe(2.5);
    expect(averageOf([first, second], criteria)).toEqual({
      overall: 2.75,
      reviews_count: 2,
      by_criterion: [
        { criterion_id: "c1", average: 3.5, count: 2 },
        { criterion_id: "c2", average: 1, count: 1 },
      ],
    });
  });
});
