import { describe, expect, it } from "vitest";
import { isValidScorecard, scorecardFieldErrors } from "./scorecards";
import { validateScorecard } from "./validation";

describe("scorecardFieldErrors", () => {
  it("answers nothing for a named scorecard with named criteria", () => {
    const scorecard = { name: "Sales", criteria: [{ name: "Empathy" }, "Clarity"] };
    expect(scorecardFieldErrors(scorecard)).toEqual({});
    expect(isValidScorecard(scorecard)).toBe(true);
  });

  it("names every problem under the field it belongs to", () => {
    expect(
      scorecardFieldErrors({
        name: "  ",
        criteria: [{ name: "Ok" }, { name: " " }, { name: null }],
      }),
    ).toEqual({
      name: "scorecard_name_blank",
      "criteria.1.name": "scorecard_criterion_blank",
      "criteria.2.name": "scorecard_criterion_blank",
    });
  });

  it("needs at least one criterion", () => {
    expect(scorecardFieldErrors({ name: "Sales", criteria: [] })).toEqual({
      criteria: "scorecard_no_criteria",
    });
    expect(scorecardFieldErrors({})).toEqual({
      name: "scorecard_name_blank",
      criteria: "scorecard_no_criteria",
    });
  });

  it("agrees with SPEC §5's validateScorecard on what is valid", () => {
    const cases = [
      { name: "", criteria: [{ name: "a" }] },
      { name: "a", criteria: [] },
      { name: "a", criteria: [{ name: "" }] },
      { name: "a", criteria: [{ name: "b" }] },
    ];
    for (const scorecard of cases) {
      expect(isValidScorecard(scorecard)).toBe(validateScorecard(scorecard) === undefined);
      expect(Object.keys(scorecardFieldErrors(scorecard)).length === 0).toBe(
        isValidScorecard(scorecard),
      );
    }
  });
});
