import { describe, expect, it } from "vitest";
import { startOfWeek, utcToZoned, zonedToUtc } from "./time";

describe("zonedToUtc", () => {
  it("reads the date and time in the organizer's zone, summer and winter", () => {
    expect(zonedToUtc("2030-07-01", "10:00", "Europe/Rome")).toBe("2030-07-01T08:00:00.000Z");
    expect(zonedToUtc("2030-01-15", "10:00", "Europe/Rome")).toBe("2030-01-15T09:00:00.000Z");
    expect(zonedToUtc("2030-01-15", "10:00", "America/New_York")).toBe("2030-01-15T15:00:00.000Z");
    expect(zonedToUtc("2030-01-15", "10:00", "UTC")).toBe("2030-01-15T10:00:00.000Z");
  });

  it("gets the day clocks change right", () => {
    // Rome moves to summer time at 02:00 on 31 March 2030.
    expect(zonedToUtc("2030-03-31", "09:00", "Europe/Rome")).toBe("2030-03-31T07:00:00.000Z");
  });

  it("answers null for an incomplete date or time", () => {
    expect(zonedToUtc("", "10:00", "UTC")).toBeNull();
    expect(zonedToUtc("2030-01-15", "", "UTC")).toBeNull();
  });
});

describe("utcToZoned", () => {
  it("is the inverse for the form's values", () => {
    expect(utcToZoned("2030-07-01T08:00:00.000Z", "Europe/Rome")).toEqual({
      date: "2030-07-01",
      time: "10:00",
    });
    expect(utcToZoned("2030-01-15T15:00:00.000Z", "America/New_York")).toEqual({
      date: "2030-01-15",
      time: "10:00",
    });
  });
});

describe("startOfWeek", () => {
  it("is the Monday at midnight", () => {
    const monday = startOfWeek(new Date(2030, 0, 17, 15, 30));
    expect([monday.getFullYear(), monday.getMonth(), monday.getDate(), monday.getDay()]).toEqual([
      2030, 0, 14, 1,
    ]);
    expect(monday.getHours()).toBe(0);
  });
});
