import { describe, expect, it } from "vitest";
import {
  combineValidators,
  joinMessages,
  validateEmail,
  validateMaxLength,
  validateRequired,
  validateScorecard,
  validateScorecards,
} from "./validation";

describe("validateScorecard", () => {
  const valid = { name: "Communication", criteria: ["Clarity", { name: "Listening" }] };

  it("accepts a named scorecard with non-blank criteria", () => {
    expect(validateScorecard(valid)).toBeUndefined();
  });

  it("needs a non-blank name", () => {
    expect(validateScorecard({ ...valid, name: "  " })).toBe("scorecard_name_blank");
    expect(validateScorecard({ ...valid, name: null })).toBe("scorecard_name_blank");
  });

  it("needs at least one criterion", () => {
    expect(validateScorecard({ name: "Communication", criteria: [] })).toBe(
      "scorecard_no_criteria",
    );
    expect(validateScorecard({ name: "Communication" })).toBe("scorecard_no_criteria");
  });

  it("rejects any blank criterion, as text or as an object", () => {
    expect(validateScorecard({ name: "C", criteria: ["Clarity", " "] })).toBe(
      "scorecard_criterion_blank",
    );
    expect(validateScorecard({ name: "C", criteria: [{ name: "" }, "Clarity"] })).toBe(
      "scorecard_criterion_blank",
    );
    expect(validateScorecard({ name: "C", criteria: [{}] })).toBe("scorecard_criterion_blank");
  });
});

describe("validateScorecards", () => {
  it("needs at least one scorecard", () => {
    expect(validateScorecards([])).toBe("scorecards_empty");
    expect(validateScorecards(undefined)).toBe("scorecards_empty");
  });

  it("accepts a set of valid scorecards", () => {
    expect(
      validateScorecards([
        { name: "A", criteria: ["x"] },
        { name: "B", criteria: ["y"] },
      ]),
    ).toBeUndefined();
  });

  it("answers the first invalid scorecard's problem", () => {
    expect(
      validateScorecards([
        { name: "A", criteria: ["x"] },
        { name: "B", criteria: [] },
        { name: "", criteria: ["z"] },
      ]),
    ).toBe("scorecard_no_criteria");
  });
});

describe("combineValidators", () => {
  const validateEmailField = combineValidators<string>(validateRequired, validateEmail, (value) =>
    validateMaxLength(value, 10),
  );

  it("answers no codes when every validator passes", () => {
    expect(validateEmailField("a@b.co")).toEqual([]);
  });

  it("answers the codes of every failing validator, in order", () => {
    expect(validateEmailField("not-an-email-at-all")).toEqual(["not_an_email", "too_long"]);
    expect(validateEmailField("   ")).toEqual(["required"]);
  });

  it("does not repeat a code", () => {
    const twice = combineValidators<string>(validateRequired, validateRequired);
    expect(twice("")).toEqual(["required"]);
  });
});

describe("joinMessages", () => {
  it("joins messages with a full stop", () => {
    expect(joinMessages(["Required", "Not an email"])).toBe("Required. Not an email");
  });

  it("does not double a stop a translated message already has", () => {
    expect(joinMessages(["Too many characters.", "Not an email", "Oops!", "Last."])).toBe(
      "Too many characters. Not an email. Oops! Last.",
    );
  });

  it("answers a single message unchanged", () => {
    expect(joinMessages(["Too many characters."])).toBe("Too many characters.");
  });

  it("answers undefined when there is nothing to say", () => {
    expect(joinMessages([])).toBeUndefined();
    expect(joinMessages(["", "  "])).toBeUndefined();
  });

  it("joins translated codes from combineValidators", () => {
    const catalogue: Record<string, string> = {
      required: "Required",
      not_an_email: "Not an email",
    };
    const codes = combineValidators<string>(validateEmail, (value) =>
      value.includes("!") ? "required" : undefined,
    )("x!");
    expect(joinMessages(codes.map((code) => catalogue[code] ?? code))).toBe(
      "Not an email. Required",
    );
  });
});
