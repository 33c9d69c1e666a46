import { LIVE_INTERVIEW_DURATION_MINUTES } from "@candor/shared/schemas/live-interviews";
import type { LiveInterview } from "../api/live-interviews";
import { utcToZoned, viewerTimeZone } from "../time";
import type { LiveInterviewFormValues } from "./live-interview-form";

/** A new interview's form: tomorrow at 10:00 in the organizer's own zone, the built-in room. */
export function newLiveInterviewValues(
  preset: { candidateId?: string | null; positionId?: string | null } = {},
): LiveInterviewFormValues {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
  return {
    candidate_id: preset.candidateId ?? "",
    position_id: preset.positionId ?? "",
    title: "",
    date,
    time: "10:00",
    duration_minutes: LIVE_INTERVIEW_DURATION_MINUTES.default,
    time_zone: viewerTimeZone(),
    interviewer_ids: [],
    location_type: "room",
    location: "",
    agenda: [],
    panel_notes: "",
    show_agenda_to_candidate: false,
    scorecard_id: "",
    time_mode: "fixed",
    slots: [{ starts_at: "" }],
  };
}

/** An existing interview's values, its time shown in the zone it was scheduled in. */
export function editLiveInterviewValues(interview: LiveInterview): LiveInterviewFormValues {
  const start = interview.startsAt
    ? utcToZoned(interview.startsAt, interview.timeZone)
    : { date: "", time: "" };
  return {
    candidate_id: interview.candidateId,
    position_id: interview.positionId,
    title: interview.title,
    date: start.date,
    time: start.time,
    duration_minutes: interview.durationMinutes,
    time_zone: interview.timeZone,
    interviewer_ids: interview.interviewers.map((person) => person.id),
    location_type: interview.locationType,
    location: interview.location ?? "",
    agenda: interview.agenda.map((item) => ({ text: item.text, question_id: item.questionId })),
    panel_notes: interview.panelNotes,
    show_agenda_to_candidate: interview.showAgendaToCandidate,
    certified_reviewers_only: interview.certifiedReviewersOnly,
    scorecard_id: interview.scorecardId ?? "",
  };
}
