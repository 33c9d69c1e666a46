import { formatAverage } from "@candor/shared/format";
import { describe, expect, it } from "vitest";
import { feedbackPayload, unratedCriteria } from "./feedback-draft";
import { isoToLocalInput, localInputToIso } from "./slot-times";

describe("feedback drafts", () => {
  it("sends the rated criteria in the scorecard's order with the trimmed comment", () => {
    const criteria = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(feedbackPayload(criteria, { c: 2, a: 5 }, "  Good  ")).toEqual({
      scores: [
        { criterion_id: "a", rating: 5 },
        { criterion_id: "c", rating: 2 },
      ],
      comment: "Good",
    });
    expect(unratedCriteria(criteria, { c: 2, a: 5 })).toEqual([{ id: "b" }]);
  });

  it("shows an average with one decimal, or a dash", () => {
    expect(formatAverage(3.456, "en")).toBe("3.5");
    expect(formatAverage(3.456, "it")).toBe("3,5");
    expect(formatAverage(null, "en")).toBe("—");
  });
});

describe("slot times", () => {
  it("turns the browser's local time into UTC and back", () => {
    const iso = localInputToIso("2030-01-10T09:30");
    expect(iso).toBe(new Date(2030, 0, 10, 9, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe("2030-01-10T09:30");
    expect(localInputToIso("")).toBe("");
    expect(localInputToIso("not a time")).toBe("");
  });
});
