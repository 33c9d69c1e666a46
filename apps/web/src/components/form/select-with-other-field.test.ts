import { describe, expect, it } from "vitest";
import { matchOption } from "./select-with-other-field";

const options = [
  { value: "eng", label: "Engineering" },
  { value: "ops", label: "Operations" },
];

describe("matchOption (SPEC §5)", () => {
  it("finds the option whose label or value the text equals, ignoring case and spaces", () => {
    expect(matchOption(options, " engineering ")?.value).toBe("eng");
    expect(matchOption(options, "OPS")?.value).toBe("ops");
  });

  it("finds nothing for new text or an empty one", () => {
    expect(matchOption(options, "Engineer")).toBeUndefined();
    expect(matchOption(options, "  ")).toBeUndefined();
  });
});
