import { describe, expect, it } from "vitest";
import { isoToLocalInput, localInputToIso } from "./slot-times";

describe("slot times", () => {
  it("turns the browser's local time into UTC and back", () => {
    const iso = localInputToIso("2030-01-10T09:30");
    expect(iso).toBe(new Date(2030, 0, 10, 9, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe("2030-01-10T09:30");
    expect(localInputToIso("")).toBe("");
    expect(localInputToIso("not a time")).toBe("");
  });
});
