import type { CandidateInterviewAttributes } from "@candor/shared/schemas/interviews";
import { resource } from "../../lib/jsonapi";
import type { CandidateInterviewListRow } from "./interview-candidates.queries";

/** The candidate interview's attributes as the hiring side sees them. */
export function candidateInterviewAttributes(
  row: CandidateInterviewListRow,
): CandidateInterviewAttributes {
  const { candidateInterview: ci, interviewDeadline } = row;
  const effective = ci.deadline ?? interviewDeadline;
  return {
    interview_id: ci.interviewId,
    position_id: ci.positionId,
    candidate_id: ci.candidateId,
    email: ci.email,
    first_name: ci.firstName,
    last_name: ci.lastName,
    status: ci.status,
    decision: ci.decision,
    version: ci.version,
    time_multiplier: ci.timeMultiplier,
    extra_retakes: ci.extraRetakes,
    text_answers: ci.textAnswers,
    deadline: ci.deadline?.toISOString() ?? null,
    effective_deadline: effective?.toISOString() ?? null,
    invited_at: ci.invitedAt.toISOString(),
    started_at: ci.startedAt?.toISOString() ?? null,
    completed_at: ci.completedAt?.toISOString() ?? null,
    decided_at: ci.decidedAt?.toISOString() ?? null,
    last_reminded_at: ci.lastRemindedAt?.toISOString() ?? null,
    reviews_count: row.reviewsCount,
  };
}

export function serializeCandidateInterview(row: CandidateInterviewListRow) {
  return resource(
    "candidate_interview",
    row.candidateInterview.id,
    candidateInterviewAttributes(row),
  );
}
