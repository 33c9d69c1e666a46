import { formatAverage } from "@candor/shared/format";
import { describe, expect, it } from "vitest";
import { ratingsOf, scorecardPayload, unratedCriteria } from "./scorecard-draft";

describe("scorecard drafts", () => {
  it("sends the rated criteria in the scorecard's order with the trimmed comment", () => {
    const criteria = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(scorecardPayload(criteria, { c: 2, a: 5 }, "  Good  ")).toEqual({
      scores: [
        { criterion_id: "a", rating: 5 },
        { criterion_id: "c", rating: 2 },
      ],
      comment: "Good",
    });
    expect(unratedCriteria(criteria, { c: 2, a: 5 })).toEqual([{ id: "b" }]);
  });

  it("starts from the saved draft's ratings", () => {
    expect(ratingsOf(null)).toEqual({});
    expect(
      ratingsOf({
        scores: [
          { criterionId: "a", rating: 4 },
          { criterionId: "b", rating: 2 },
        ],
      }),
    ).toEqual({ a: 4, b: 2 });
  });

  it("shows an average with one decimal, or a dash", () => {
    expect(formatAverage(3.456, "en")).toBe("3.5");
    expect(formatAverage(3.456, "it")).toBe("3,5");
    expect(formatAverage(null, "en")).toBe("—");
  });
});
