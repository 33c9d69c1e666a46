import { conditionsFor } from "@candor/shared/rules/interviews";
import type {
  CandidateVideo,
  MyAnswerAttributes,
  MyCandidateInterviewAttributes,
  MyCandidateInterviewSummaryAttributes,
  MyConsentAttributes,
  MyFeedbackAttributes,
  MyQuestion,
} from "@candor/shared/schemas/candidate-interviews";
import type { FileStorage } from "../../lib/storage/storage";
import type { ConsentRow } from "./candidate-consent.queries";
import type {
  AnswerRow,
  CandidateInterviewRow,
  CandidateInterviewSummaryRow,
  FeedbackRow,
  QuestionRow,
} from "./candidate-interviews.queries";
import { effectiveDeadline, isPastDeadline } from "./candidate-interviews.rules";

/** Signed video and logo URLs live an hour (rounded up to a day boundary, decision 0006). */
export const CANDIDATE_URL_LIFETIME_SECONDS = 60 * 60;

type Accommodation = Pick<CandidateInterviewRow, "timeMultiplier" | "extraRetakes">;

export function createCandidateSerializer(storage: FileStorage) {
  const signed = (key: string) =>
    storage.signedUrl(key, { expiresInSeconds: CANDIDATE_URL_LIFETIME_SECONDS });

  /** `captionsKey`: a prompt or welcome video's WebVTT captions (issue 17), shown by default. */
  async function video(
    key: string | null,
    contentType: string | null,
    captionsKey?: string | null,
  ): Promise<CandidateVideo | null> {
    if (!key) return null;
    return {
      url: await signed(key),
      content_type: contentType ?? "video/webm",
      ...(captionsKey !== undefined
        ? { captions_url: captionsKey ? await signed(captionsKey) : null }
        : {}),
    };
  }

  async function summary(
    row: CandidateInterviewSummaryRow,
    now: Date,
  ): Promise<MyCandidateInterviewSummaryAttributes> {
    const ci = row.candidateInterview;
    const deadline = effectiveDeadline(ci.deadline, row.interview.deadline);
    return {
      title: row.interview.title,
      position_title: row.position.title,
      organization: {
        id: row.organization.id,
        name: row.organization.name,
        brand_color: row.organization.brandColor,
        logo_url: row.organization.logoKey ? await signed(row.organization.logoKey) : null,
      },
      status: ci.status,
      deadline: deadline?.toISOString() ?? null,
      is_past_deadline: isPastDeadline(deadline, now),
      questions_count: row.questionsCount,
      answered_count: row.answeredCount,
      invited_at: ci.invitedAt.toISOString(),
      started_at: ci.startedAt?.toISOString() ?? null,
      completed_at: ci.completedAt?.toISOString() ?? null,
      feedback_given: row.feedbackGiven,
    };
  }

  async function answer(
    row: AnswerRow,
    question: QuestionRow,
    accommodation: Accommodation,
  ): Promise<MyAnswerAttributes> {
    const { retakesAllowed } = conditionsFor(question, accommodation);
    return {
      question_id: row.questionId,
      takes_used: row.takesUsed,
      takes_remaining: Math.max(0, 1 + retakesAllowed - row.takesUsed),
      duration_seconds: row.durationSeconds,
      size_bytes: row.sizeBytes,
      video: await video(row.videoKey, row.contentType),
      text: row.textAnswer,
      recorded_at: row.updatedAt.toISOString(),
    };
  }

  async function question(
    row: QuestionRow,
    accommodation: Accommodation,
    options: { isStarted: boolean; answer: AnswerRow | undefined },
  ): Promise<MyQuestion> {
    const conditions = conditionsFor(row, accommodation);
    return {
      id: row.id,
      position: row.position,
      // The questions stay unseen until the candidate starts (as on the public page).
      text: options.isStarted ? row.text : null,
      video: options.isStarted
        ? await video(row.videoKey, row.videoContentType, row.videoCaptionsKey)
        : null,
      think_time_seconds: conditions.thinkTimeSeconds,
      answer_time_seconds: conditions.answerTimeSeconds,
      retakes_allowed: conditions.retakesAllowed,
      answer: options.answer ? await answer(options.answer, row, accommodation) : null,
    };
  }

  function feedback(row: FeedbackRow): MyFeedbackAttributes {
    return { rating: row.rating, comment: row.comment, created_at: row.createdAt.toISOString() };
  }

  async function detail(
    row: CandidateInterviewSummaryRow,
    related: {
      questions: QuestionRow[];
      answers: AnswerRow[];
      feedback: FeedbackRow | undefined;
      consent: ConsentRow | undefined;
    },
    now: Date,
  ): Promise<MyCandidateInterviewAttributes> {
    const ci = row.candidateInterview;
    const isStarted = ci.status !== "invited";
    const answersByQuestion = new Map(related.answers.map((item) => [item.questionId, item]));
    return {
      ...(await summary(row, now)),
      welcome_message: row.interview.welcomeMessage,
      welcome_video: await video(
        row.interview.welcomeVideoKey,
        row.interview.welcomeVideoContentType,
        row.interview.welcomeVideoCaptionsKey,
      ),
      accommodations: {
        time_multiplier: ci.timeMultiplier,
        extra_retakes: ci.extraRetakes,
        text_answers: ci.textAnswers,
      },
      version: ci.version,
      questions: await Promise.all(
        related.questions.map((item) =>
          question(item, ci, { isStarted, answer: answersByQuestion.get(item.id) }),
        ),
      ),
      feedback: related.feedback ? feedback(related.feedback) : null,
      consent: related.consent ? consent(related.consent) : null,
      privacy_policy_url: row.organization.privacyPolicyUrl,
      recordings_retention_days: row.organization.recordingsRetentionDays,
    };
  }

  function consent(row: ConsentRow): MyConsentAttributes {
    return { version: row.version, accepted_at: row.acceptedAt.toISOString() };
  }

  return { summary, detail, answer, feedback, consent };
}

export type CandidateSerializer = ReturnType<typeof createCandidateSerializer>;
