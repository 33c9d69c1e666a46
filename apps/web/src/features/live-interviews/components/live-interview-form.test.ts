import { describe, expect, it } from "vitest";
import type { LiveInterviewFormValues } from "./live-interview-form";
import { toInput } from "./live-interview-form";

const CANDIDATE = "0b6f0b1e-2f1a-4d7e-9d61-3e6a3f2f6c11";
const POSITION = "4a1e5d3c-9b8f-4c2d-8e7f-1a2b3c4d5e6f";
const MEMBER = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const NOW = new Date("2030-01-10T12:00:00.000Z");

function values(overrides: Partial<LiveInterviewFormValues> = {}): LiveInterviewFormValues {
  return {
    candidate_id: CANDIDATE,
    position_id: POSITION,
    title: "Technical interview",
    date: "2030-01-15",
    time: "10:00",
    duration_minutes: 45,
    time_zone: "Europe/Rome",
    interviewer_ids: [MEMBER],
    location_type: "room",
    location: "",
    agenda: [{ text: "Tell us about a project." }, { text: "  " }],
    panel_notes: "",
    show_agenda_to_candidate: false,
    ...overrides,
  };
}

describe("toInput", () => {
  it("sends the start in UTC from the organizer's zone, drops blank questions and the room's place", () => {
    const result = toInput(values(), NOW);
    expect("input" in result && result.input).toMatchObject({
      starts_at: "2030-01-15T09:00:00.000Z",
      time_zone: "Europe/Rome",
      location: null,
      agenda: [{ text: "Tell us about a project." }],
      interviewer_ids: [MEMBER],
    });
  });

  it.each([
    ["a start in the past", { date: "2030-01-09" }, "date", "in_the_past"],
    ["no date", { date: "" }, "date", "required"],
    ["no interviewers", { interviewer_ids: [] }, "interviewer_ids", "required"],
    ["a short duration", { duration_minutes: 4 }, "duration_minutes", "too_short"],
    ["a long duration", { duration_minutes: 481 }, "duration_minutes", "too_long"],
    [
      "a link that is not a URL",
      { location_type: "link", location: "meet" },
      "location",
      "invalid_url",
    ],
    ["a blank title", { title: " " }, "title", "blank"],
    ["no candidate", { candidate_id: "" }, "candidate_id", "invalid"],
  ] as const)("answers the field code of %s", (_, overrides, field, code) => {
    const result = toInput(values(overrides as Partial<LiveInterviewFormValues>), NOW);
    expect("errors" in result && result.errors[field]).toBe(code);
  });

  it("offers slots instead of a time when the candidate is to choose", () => {
    const slots = [
      { starts_at: "2030-01-15T09:00:00.000Z" },
      { starts_at: "2030-01-16T09:00:00.000Z" },
    ];
    const result = toInput(values({ time_mode: "slots", slots, date: "" }), NOW);
    expect("input" in result && result.input).toMatchObject({ slots });
    expect("input" in result && "starts_at" in result.input).toBe(false);
    const empty = toInput(values({ time_mode: "slots", slots: [] }), NOW);
    expect("errors" in empty && empty.errors.slots).toBe("required");
  });

  it("keeps the library question an agenda item came from", () => {
    const question = "1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b";
    const result = toInput(
      values({ agenda: [{ text: "Why us?", question_id: question }, { text: "Written here" }] }),
      NOW,
    );
    expect("input" in result && result.input.agenda).toEqual([
      { text: "Why us?", question_id: question },
      { text: "Written here" },
    ]);
  });
});
