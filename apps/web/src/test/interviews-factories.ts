import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type {
  CandidateInterviewAttributes,
  InterviewQuestion,
  PrerecordedInterviewAttributes,
} from "@candor/shared/schemas/interviews";
import type { CandidateInterviewReviewAttributes } from "@candor/shared/schemas/reviews";

/** Wire-form (snake_case JSON:API) interviews, candidates and reviews for stubbing their calls. */

const ADA = { id: "1", first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" };

export function interviewQuestion(
  id: string,
  position: number,
  overrides: Partial<InterviewQuestion> = {},
): InterviewQuestion {
  return {
    id,
    position,
    text: `Question text ${id}`,
    source_question_id: null,
    video_url: null,
    video_content_type: null,
    video_captions_url: null,
    think_time_seconds: 30,
    answer_time_seconds: 120,
    retakes_allowed: 1,
    ...overrides,
  };
}

export function interviewResource(
  id: string,
  overrides: Partial<PrerecordedInterviewAttributes> = {},
): { id: string; type: "prerecorded_interview"; attributes: PrerecordedInterviewAttributes } {
  return {
    id,
    type: "prerecorded_interview",
    attributes: {
      position_id: "p-1",
      public_uuid: "0b8e7c36-2a55-4a7e-9b8e-3f3c2f3f6a10",
      title: `Interview ${id}`,
      welcome_message: "",
      welcome_video_url: null,
      welcome_video_content_type: null,
      welcome_video_captions_url: null,
      deadline: null,
      scorecard_id: null,
      // The position's, by default: candidates can be invited.
      effective_scorecard_id: "position-scorecard",
      blind_review: false,
      certified_reviewers_only: false,
      current_version: 1,
      version: {
        number: 1,
        is_current: true,
        locked_at: null,
        created_at: "2026-03-01T10:00:00.000Z",
      },
      questions: [interviewQuestion("q-1", 0)],
      candidates_count: 0,
      candidates_count_by_status: {
        invited: 0,
        started: 0,
        completed: 0,
        reviewed: 0,
        advanced: 0,
        rejected: 0,
      },
      created_by: ADA,
      created_at: "2026-03-01T10:00:00.000Z",
      updated_at: "2026-03-01T10:00:00.000Z",
      ...overrides,
    },
  };
}

export function candidateInterviewAttributes(
  overrides: Partial<CandidateInterviewAttributes> = {},
): CandidateInterviewAttributes {
  return {
    interview_id: "i-1",
    position_id: "p-1",
    candidate_id: null,
    email: "grace@example.com",
    first_name: null,
    last_name: null,
    status: "invited",
    decision: null,
    version: null,
    time_multiplier: 1,
    extra_retakes: 0,
    text_answers: false,
    deadline: null,
    effective_deadline: null,
    invited_at: "2026-03-02T10:00:00.000Z",
    started_at: null,
    completed_at: null,
    decided_at: null,
    last_reminded_at: null,
    reviews_count: 0,
    ...overrides,
  };
}

export function candidateInterviewResource(
  id: string,
  overrides: Partial<CandidateInterviewAttributes> = {},
) {
  return {
    id,
    type: "candidate_interview" as const,
    attributes: candidateInterviewAttributes(overrides),
  };
}

export function candidateInterviewsPage(
  candidates: ReturnType<typeof candidateInterviewResource>[],
  counts: Partial<Record<CandidateInterviewStatus, number>> = {},
  {
    page = 1,
    limit = 20,
    count = candidates.length,
    nextCursor = null,
  }: { page?: number; limit?: number; count?: number; nextCursor?: string | null } = {},
) {
  const pages = Math.max(1, Math.ceil(count / limit));
  return Response.json({
    data: candidates,
    meta: {
      pagy: {
        page,
        limit,
        count,
        pages,
        prev: page > 1 ? page - 1 : null,
        next: page < pages ? page + 1 : null,
        from: candidates.length ? (page - 1) * limit + 1 : 0,
        to: candidates.length ? (page - 1) * limit + candidates.length : 0,
      },
      count_by_status: {
        invited: 0,
        started: 0,
        completed: 0,
        reviewed: 0,
        advanced: 0,
        rejected: 0,
        ...counts,
      },
      next_cursor: nextCursor,
    },
  });
}

/** A list document with `meta.pagy` of one page. */
export function listDocument(data: unknown[]) {
  return Response.json({
    data,
    meta: {
      pagy: {
        page: 1,
        limit: 20,
        count: data.length,
        pages: 1,
        prev: null,
        next: null,
        from: data.length ? 1 : 0,
        to: data.length,
      },
    },
  });
}

export function reviewResource(
  id: string,
  overrides: Partial<CandidateInterviewReviewAttributes> = {},
): {
  id: string;
  type: "candidate_interview_review";
  attributes: CandidateInterviewReviewAttributes;
} {
  return {
    id,
    type: "candidate_interview_review",
    attributes: {
      ...candidateInterviewAttributes({
        status: "completed",
        version: 1,
        first_name: "Grace",
        last_name: "Hopper",
        started_at: "2026-03-03T10:00:00.000Z",
        completed_at: "2026-03-03T10:30:00.000Z",
      }),
      interview: { id: "i-1", title: "First round" },
      position: { id: "p-1", title: "Backend Engineer" },
      questions: [
        {
          id: "q-1",
          position: 0,
          text: "Tell us about a hard bug you fixed.",
          video_url: null,
          video_content_type: null,
          video_captions_url: null,
          think_time_seconds: 30,
          answer_time_seconds: 120,
          retakes_allowed: 1,
          answer: {
            id: "a-1",
            video_url: "/files/signed/a-1.webm",
            text: null,
            content_type: "video/webm",
            audio_url: null,
            audio_content_type: null,
            audio_unavailable: false,
            duration_seconds: 95,
            size_bytes: 1_000_000,
            takes_used: 1,
            submitted_at: "2026-03-03T10:10:00.000Z",
            comments_count: 0,
          },
        },
      ],
      scorecard: {
        id: "s-1",
        name: "Engineering",
        criteria: [
          {
            id: "c-1",
            name: "Communication",
            description: "Explains clearly",
            rating_scale: 5,
            position: 0,
          },
          { id: "c-2", name: "Depth", description: "", rating_scale: 5, position: 1 },
        ],
      },
      my_review: null,
      others_visible: false,
      reviews: [],
      average: null,
      notes_count: 0,
      blind: false,
      candidate_number: 1,
      certified_reviewers_only: false,
      can_score: true,
      ...overrides,
    },
  };
}
