import { displayName } from "@candor/shared/format";
import {
  type CandidateLiveInterviewAttributes,
  LIVE_INTERVIEW_ROOM_OPENS_MINUTES_BEFORE,
  type LiveInterviewAttributes,
} from "@candor/shared/schemas/live-interviews";
import { resource } from "../../lib/jsonapi";
import type {
  AgendaRow,
  LiveInterviewDetailRow,
  LiveInterviewRow,
  PanelMember,
} from "./live-interviews.queries";

function endsAt(interview: LiveInterviewRow): Date | null {
  return interview.startsAt
    ? new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000)
    : null;
}

function roomOpensAt(interview: LiveInterviewRow): Date | null {
  return interview.startsAt
    ? new Date(interview.startsAt.getTime() - LIVE_INTERVIEW_ROOM_OPENS_MINUTES_BEFORE * 60_000)
    : null;
}

export function serializeLiveInterview(
  row: LiveInterviewDetailRow,
  extra: {
    panel: PanelMember[];
    agenda: AgendaRow[];
    canManage: boolean;
    /** Submitted feedback of the panel (the feedback module's count; 0 before it exists). */
    feedbackSubmittedCount: number;
  },
) {
  const { interview } = row;
  const attributes: LiveInterviewAttributes = {
    title: interview.title,
    status: interview.status,
    starts_at: interview.startsAt?.toISOString() ?? null,
    ends_at: endsAt(interview)?.toISOString() ?? null,
    duration_minutes: interview.durationMinutes,
    time_zone: interview.timeZone,
    location_type: interview.locationType,
    location: interview.location,
    candidate_id: interview.candidateId,
    candidate_name: displayName(row.candidate),
    candidate_email: row.candidate.email,
    position_id: interview.positionId,
    position_title: row.positionTitle,
    scorecard_id: interview.scorecardId,
    certified_reviewers_only: interview.certifiedReviewersOnly,
    scorecard_name: row.scorecardName,
    interviewers: extra.panel.map((member) => ({ id: member.id, name: displayName(member) })),
    agenda: extra.agenda.map((item) => ({
      id: item.id,
      position: item.position,
      text: item.text,
      question_id: item.questionId,
    })),
    panel_notes: interview.panelNotes,
    show_agenda_to_candidate: interview.showAgendaToCandidate,
    feedback_submitted_count: extra.feedbackSubmittedCount,
    interviewer_count: extra.panel.length,
    room_opens_at: roomOpensAt(interview)?.toISOString() ?? null,
    can_manage: extra.canManage,
    created_by: row.createdBy?.id
      ? { id: row.createdBy.id, name: displayName(row.createdBy) }
      : null,
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
    cancelled_at: interview.cancelledAt?.toISOString() ?? null,
  };
  return resource("live_interview", interview.id, attributes);
}

/** The candidate's view: no panel notes, no addresses, the agenda only if the team shows it. */
export function serializeCandidateLiveInterview(
  interview: LiveInterviewRow,
  extra: {
    positionTitle: string;
    organization: CandidateLiveInterviewAttributes["organization"];
    panel: PanelMember[];
    agenda: AgendaRow[];
  },
) {
  const attributes: CandidateLiveInterviewAttributes = {
    title: interview.title,
    status: interview.status,
    starts_at: interview.startsAt?.toISOString() ?? null,
    ends_at: endsAt(interview)?.toISOString() ?? null,
    duration_minutes: interview.durationMinutes,
    time_zone: interview.timeZone,
    location_type: interview.locationType,
    location: interview.location,
    position_title: extra.positionTitle,
    organization: extra.organization,
    interviewers: extra.panel.map((member) => ({ id: member.id, name: displayName(member) })),
    agenda: interview.showAgendaToCandidate ? extra.agenda.map((item) => item.text) : [],
    room_opens_at: roomOpensAt(interview)?.toISOString() ?? null,
  };
  return resource("candidate_live_interview", interview.id, attributes);
}
