import { describe, expect, it } from "vitest";
import {
  displayName,
  formatDate,
  formatDateTime,
  formatPlaybackTime,
  formatTimer,
  splitSeconds,
} from "./format";

describe("formatTimer", () => {
  it("writes minutes:seconds with two digits each", () => {
    expect(formatTimer(0)).toBe("00:00");
    expect(formatTimer(5)).toBe("00:05");
    expect(formatTimer(65)).toBe("01:05");
    expect(formatTimer(120)).toBe("02:00");
  });

  it("rounds elapsed time down and a countdown up, so it shows 00:01 until it ends", () => {
    expect(formatTimer(0.8)).toBe("00:00");
    expect(formatTimer(59.9)).toBe("00:59");
    expect(formatTimer(0.2, { round: "up" })).toBe("00:01");
    expect(formatTimer(59.01, { round: "up" })).toBe("01:00");
  });

  it("keeps counting minutes past an hour and reads 00:00 for nothing", () => {
    expect(formatTimer(3725)).toBe("62:05");
    expect(formatTimer(-3)).toBe("00:00");
    expect(formatTimer(Number.NaN)).toBe("00:00");
    expect(formatTimer(null)).toBe("00:00");
  });
});

describe("formatPlaybackTime", () => {
  it("writes a video's minutes:seconds without a leading zero", () => {
    expect(formatPlaybackTime(0)).toBe("0:00");
    expect(formatPlaybackTime(42)).toBe("0:42");
    expect(formatPlaybackTime(75.4)).toBe("1:15");
    expect(formatPlaybackTime(180)).toBe("3:00");
    expect(formatPlaybackTime(3725)).toBe("62:05");
  });

  it("rounds down unless told, and reads 0:00 for nothing", () => {
    expect(formatPlaybackTime(89.6)).toBe("1:29");
    expect(formatPlaybackTime(89.6, { round: "nearest" })).toBe("1:30");
    expect(formatPlaybackTime(-3)).toBe("0:00");
    expect(formatPlaybackTime(Number.NaN)).toBe("0:00");
  });
});

describe("splitSeconds", () => {
  it("splits whole minutes from the seconds left over", () => {
    expect(splitSeconds(125)).toEqual({ minutes: 2, seconds: 5 });
    expect(splitSeconds(59.5, { round: "nearest" })).toEqual({ minutes: 1, seconds: 0 });
  });
});

describe("displayName", () => {
  it("joins the names that are set, else falls back to the email", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "ada@x.test" })).toBe(
      "Ada Lovelace",
    );
    expect(displayName({ firstName: "Ada", lastName: "" })).toBe("Ada");
    expect(displayName({ firstName: null, lastName: " Lovelace " })).toBe("Lovelace");
    expect(displayName({ firstName: "", lastName: "", email: "cam@x.test" })).toBe("cam@x.test");
    expect(displayName({ firstName: "", lastName: null })).toBe("");
  });
});

describe("formatDate and formatDateTime", () => {
  const date = new Date("2026-03-05T17:00:00Z");

  it("writes MMM DD, YYYY in the reader's language", () => {
    expect(formatDate(date, "en-US", { timeZone: "UTC" })).toBe("Mar 05, 2026");
    expect(formatDate("2026-03-05T17:00:00Z", "it", { timeZone: "UTC" })).toBe("05 mar 2026");
  });

  it("adds hh:mm AM/PM for a date and time", () => {
    expect(formatDateTime(date, "en-US", { timeZone: "UTC" })).toBe("Mar 05, 2026, 05:00 PM");
  });

  it("gives an empty string for an unreadable date", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDateTime("", "en")).toBe("");
  });
});
