import { describe, expect, it } from "vitest";
import { roomState } from "./live-room";

const startsAt = new Date("2026-05-01T10:00:00Z");
const at = (iso: string) => new Date(iso);
const scheduled = { status: "scheduled" as const, startsAt, durationMinutes: 30 };

describe("roomState", () => {
  it("opens 10 minutes before the start and closes 30 minutes after the planned end", () => {
    expect(roomState(scheduled, at("2026-05-01T09:49:59Z"))).toBe("not_yet_open");
    expect(roomState(scheduled, at("2026-05-01T09:50:00Z"))).toBe("open");
    expect(roomState(scheduled, at("2026-05-01T10:59:59Z"))).toBe("open");
    expect(roomState(scheduled, at("2026-05-01T11:00:00Z"))).toBe("ended");
  });

  it("is never open when cancelled, done, or while no time is chosen", () => {
    const now = at("2026-05-01T10:05:00Z");
    expect(roomState({ ...scheduled, status: "cancelled" }, now)).toBe("cancelled");
    expect(roomState({ ...scheduled, status: "done" }, now)).toBe("ended");
    expect(roomState({ ...scheduled, status: "awaiting_candidate", startsAt: null }, now)).toBe(
      "not_yet_open",
    );
  });
});
