import { describe, expect, it } from "vitest";
import {
  intervalsOverlap,
  isFeedbackOverdue,
  LIVE_SLOTS_MAX,
  openSlots,
  slotInterval,
  slotOfferErrors,
} from "./live-scheduling";

const now = new Date("2030-01-10T09:00:00Z");
const check = { now, durationMinutes: 30, busy: [] };

describe("intervalsOverlap", () => {
  it("sees a shared minute but not back-to-back meetings", () => {
    const nine = slotInterval("2030-01-10T09:00:00Z", 60);
    expect(intervalsOverlap(nine, slotInterval("2030-01-10T09:59:00Z", 30))).toBe(true);
    expect(intervalsOverlap(nine, slotInterval("2030-01-10T08:30:00Z", 31))).toBe(true);
    expect(intervalsOverlap(nine, slotInterval("2030-01-10T10:00:00Z", 30))).toBe(false);
    expect(intervalsOverlap(nine, slotInterval("2030-01-10T08:30:00Z", 30))).toBe(false);
    expect(intervalsOverlap(nine, slotInterval("2030-01-10T09:15:00Z", 5))).toBe(true);
  });
});

describe("slotOfferErrors", () => {
  it("accepts future slots that do not overlap", () => {
    expect(
      slotOfferErrors(
        [{ starts_at: "2030-01-11T10:00:00Z" }, { starts_at: "2030-01-11T10:30:00Z" }],
        check,
      ),
    ).toEqual({});
  });

  it("names a past, malformed, duplicate or busy slot under its index", () => {
    const busy = [slotInterval("2030-01-12T10:00:00Z", 60)];
    expect(
      slotOfferErrors(
        [
          { starts_at: "2030-01-10T09:00:00Z" },
          { starts_at: "not a time" },
          { starts_at: "2030-01-11T10:00:00Z" },
          { starts_at: "2030-01-11T10:15:00Z" },
          { starts_at: "2030-01-12T10:45:00Z" },
          { starts_at: "2030-01-12T11:00:00Z" },
        ],
        { ...check, busy },
      ),
    ).toEqual({
      "slots.0.starts_at": ["in_the_past"],
      "slots.1.starts_at": ["invalid"],
      "slots.3.starts_at": ["duplicate"],
      "slots.4.starts_at": ["overlaps"],
    });
  });

  it("needs one slot and at most the maximum", () => {
    expect(slotOfferErrors([], check)).toEqual({ slots: ["blank"] });
    const many = Array.from({ length: LIVE_SLOTS_MAX + 1 }, (_, index) => ({
      starts_at: new Date(Date.UTC(2030, 1, 1, index)).toISOString(),
    }));
    expect(slotOfferErrors(many, check)).toEqual({ slots: ["too_long"] });
  });
});

describe("openSlots", () => {
  it("drops past and newly busy slots and sorts the rest", () => {
    const slots = [
      { id: "c", startsAt: new Date("2030-01-12T10:00:00Z") },
      { id: "a", startsAt: new Date("2030-01-10T08:00:00Z") },
      { id: "b", startsAt: new Date("2030-01-11T10:00:00Z") },
      { id: "d", startsAt: new Date("2030-01-13T10:00:00Z") },
    ];
    const busy = [slotInterval("2030-01-13T10:20:00Z", 15)];
    expect(openSlots(slots, { ...check, busy }).map((slot) => slot.id)).toEqual(["b", "c"]);
  });
});

describe("isFeedbackOverdue", () => {
  it("turns overdue a day after the end", () => {
    const endsAt = new Date("2030-01-09T09:00:00Z");
    expect(isFeedbackOverdue(endsAt, now)).toBe(true);
    expect(isFeedbackOverdue(new Date("2030-01-09T09:00:01Z"), now)).toBe(false);
  });
});
