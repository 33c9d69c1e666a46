import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type {
  CandidateInterviewCountByStatus,
  InterviewEventAction,
  InterviewEventAttributes,
  InterviewQuestion,
  PrerecordedInterviewAttributes,
} from "@candor/shared/schemas/interviews";
import { resource } from "../../lib/jsonapi";
import { type MemberSummary, serializeMember } from "../../lib/member-summary";
import type { FileStorage } from "../../lib/storage/storage";
import type { QuestionRow, VersionRow } from "./interview-versions.queries";
import { videoUrl } from "./interview-videos";
import { type InterviewWithCreator, zeroCounts } from "./interviews.queries";

export async function serializeQuestion(
  storage: FileStorage,
  question: QuestionRow,
): Promise<InterviewQuestion> {
  return {
    id: question.id,
    position: question.position,
    text: question.text,
    source_question_id: question.sourceQuestionId,
    video_url: await videoUrl(storage, question.videoKey),
    video_content_type: question.videoKey ? question.videoContentType : null,
    video_captions_url: question.videoKey
      ? await videoUrl(storage, question.videoCaptionsKey)
      : null,
    think_time_seconds: question.thinkTimeSeconds,
    answer_time_seconds: question.answerTimeSeconds,
    retakes_allowed: question.retakesAllowed,
  };
}

function sumCounts(counts: CandidateInterviewCountByStatus): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

export async function serializeInterview(
  storage: FileStorage,
  row: InterviewWithCreator,
  extras: {
    version: VersionRow;
    questions: QuestionRow[];
    counts: CandidateInterviewCountByStatus | undefined;
  },
) {
  const { interview } = row;
  const counts = { ...zeroCounts(), ...extras.counts } as Record<CandidateInterviewStatus, number>;
  const attributes: PrerecordedInterviewAttributes = {
    position_id: interview.positionId,
    public_uuid: interview.publicUuid,
    title: interview.title,
    welcome_message: interview.welcomeMessage,
    welcome_video_url: await videoUrl(storage, interview.welcomeVideoKey),
    welcome_video_content_type: interview.welcomeVideoKey
      ? interview.welcomeVideoContentType
      : null,
    welcome_video_captions_url: interview.welcomeVideoKey
      ? await videoUrl(storage, interview.welcomeVideoCaptionsKey)
      : null,
    deadline: interview.deadline?.toISOString() ?? null,
    scorecard_id: interview.scorecardId,
    effective_scorecard_id: interview.scorecardId ?? row.positionScorecardId,
    blind_review: interview.blindReview,
    certified_reviewers_only: interview.certifiedReviewersOnly,
    current_version: interview.currentVersion,
    version: {
      number: extras.version.number,
      is_current: extras.version.number === interview.currentVersion,
      locked_at: extras.version.lockedAt?.toISOString() ?? null,
      created_at: extras.version.createdAt.toISOString(),
    },
    questions: await Promise.all(
      extras.questions.map((question) => serializeQuestion(storage, question)),
    ),
    candidates_count: sumCounts(counts),
    candidates_count_by_status: counts,
    created_by: serializeMember(row.createdBy),
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
  };
  return resource("prerecorded_interview", interview.id, attributes);
}

export function serializeEvent(row: {
  event: {
    id: number;
    action: string;
    details: Record<string, unknown>;
    createdAt: Date;
  };
  actor: MemberSummary | null;
}) {
  const attributes: InterviewEventAttributes = {
    action: row.event.action as InterviewEventAction,
    actor: serializeMember(row.actor),
    details: row.event.details,
    created_at: row.event.createdAt.toISOString(),
  };
  return resource("prerecorded_interview_event", row.event.id, attributes);
}
