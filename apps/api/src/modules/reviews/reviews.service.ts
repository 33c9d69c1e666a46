import { type CandidateInterviewStatus, conditionsFor } from "@candor/shared/rules/interviews";
import type {
  CandidateInterviewReviewAttributes,
  ListReviewQueueQuery,
  ReviewInput,
  ReviewQuestion,
} from "@candor/shared/schemas/reviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { decodeCursor } from "../../lib/cursor";
import { resource } from "../../lib/jsonapi";
import type { AudioRenditions } from "../../lib/media/audio-renditions";
import { acceptedScores, averageOf, serializeScorecard } from "../../lib/scorecard-feedback";
import type { MemberScope } from "../../plugins/auth";
import type { CalibrationService } from "../calibration/calibration.service";
import type { InterviewCandidatesService } from "../interviews/interview-candidates.service";
import type { InterviewsService } from "../interviews/interviews.service";
import type { ScorecardsService } from "../scorecards/scorecards.service";
import { interviewSummariesOfCandidate } from "./candidate-reviews";
import {
  answersOf,
  countNotes,
  findMyReview,
  findReviewSubject,
  lockCandidateInterviewForReview,
  markReviewed,
  type ReviewScope,
  reviewQueue,
  reviewsOf,
  saveReview,
} from "./reviews.queries";
import { serializeReview, serializeReviewQueueItem } from "./reviews.serializer";

export type ReviewsServiceDeps = {
  db: Database;
  clock: () => Date;
  /** The questions a candidate answered, and signed URLs of the videos. */
  interviews: Pick<InterviewsService, "questionsOfVersion" | "videoUrl">;
  /** The candidate interview under review, as the hiring side sees it. */
  candidates: Pick<InterviewCandidatesService, "find">;
  /** Certified-reviewer gating (issue 16). */
  calibration: Pick<CalibrationService, "isCertified">;
  /** The blind first pass's audio-only renditions of answers (decision 0045). */
  audio: Pick<AudioRenditions, "audioOf">;
  /** The scorecard reviewers fill in, with its criteria. */
  scorecards: Pick<ScorecardsService, "withCriteria">;
};

/** Reviews are of answers: a candidate still invited or answering has nothing to review yet. */
const NOT_REVIEWABLE: readonly CandidateInterviewStatus[] = ["invited", "started"];

export function createReviewsService({
  db,
  clock,
  interviews,
  candidates,
  calibration,
  audio,
  scorecards,
}: ReviewsServiceDeps) {
  /** The scorecard reviewers fill in: the interview's, else the position's. */
  async function scorecardFor(
    tx: Database,
    scope: ReviewScope,
    subject: {
      interview: { scorecardId: string | null };
      position: { scorecardId: string | null };
    },
  ) {
    const scorecardId = subject.interview.scorecardId ?? subject.position.scorecardId;
    if (!scorecardId) return undefined;
    return (await scorecards.withCriteria(scope, [scorecardId], tx)).get(scorecardId);
  }

  /** Everything the review page shows, as the caller may see it. */
  async function view(scope: MemberScope, candidateInterviewId: string) {
    const found = await candidates.find(scope, candidateInterviewId);
    const subject = await findReviewSubject(db, { ...scope, candidateInterviewId });
    if (!found || !subject) throw AppError.notFound();
    const ci = found.candidateInterview;
    const versionNumber = ci.version ?? subject.interview.currentVersion;
    const [questions, scorecard, answers, reviews, notesCount] = await Promise.all([
      interviews.questionsOfVersion(scope, subject.interview.id, versionNumber),
      scorecardFor(db, scope, subject),
      answersOf(db, { ...scope, candidateInterviewId }),
      reviewsOf(db, { ...scope, candidateInterviewId }),
      countNotes(db, { ...scope, candidateInterviewId }),
    ]);
    const answerByQuestion = new Map(answers.map((entry) => [entry.answer.questionId, entry]));
    const criteria = scorecard?.criteria ?? [];
    const mine = reviews.find((review) => review.review.reviewerId === scope.userId);
    const othersVisible = Boolean(mine?.review.submittedAt);
    // Blind first pass (decision 0045): until the caller submits, nothing names the candidate and
    // answers are audio only; the video's URL is never made.
    const blind = subject.interview.blindReview && !othersVisible;
    const canScore =
      !subject.interview.certifiedReviewersOnly ||
      (await calibration.isCertified(scope.organizationId, scope.userId));
    const submitted = reviews
      .filter((review) => review.review.submittedAt)
      .map((review) => serializeReview(review, criteria));
    const serializedQuestions: ReviewQuestion[] = await Promise.all(
      questions.map(async (question) => {
        const conditions = conditionsFor(question, ci);
        const entry = answerByQuestion.get(question.id);
        const rendition =
          blind && entry?.answer.videoKey
            ? await audio.audioOf(entry.answer.videoKey, entry.answer.contentType)
            : undefined;
        return {
          id: question.id,
          position: question.position,
          text: question.text,
          video_url: await interviews.videoUrl(question.videoKey),
          video_content_type: question.videoKey ? question.videoContentType : null,
          video_captions_url: question.videoKey
            ? await interviews.videoUrl(question.videoCaptionsKey)
            : null,
          think_time_seconds: conditions.thinkTimeSeconds,
          answer_time_seconds: conditions.answerTimeSeconds,
          retakes_allowed: conditions.retakesAllowed,
          answer: entry
            ? {
                id: entry.answer.id,
                video_url: blind ? null : await interviews.videoUrl(entry.answer.videoKey),
                content_type: entry.answer.videoKey && !blind ? entry.answer.contentType : null,
                audio_url: rendition ? await interviews.videoUrl(rendition.key) : null,
                audio_content_type: rendition?.contentType ?? null,
                audio_unavailable: blind && Boolean(entry.answer.videoKey) && !rendition,
                text: entry.answer.textAnswer,
                duration_seconds: entry.answer.durationSeconds,
                size_bytes: entry.answer.sizeBytes,
                takes_used: entry.answer.takesUsed,
                submitted_at: entry.answer.submittedAt?.toISOString() ?? null,
                comments_count: entry.commentsCount,
              }
            : null,
        };
      }),
    );
    const attributes: CandidateInterviewReviewAttributes = {
      ...found.attributes,
      ...(blind
        ? {
            first_name: null,
            last_name: null,
            email: "",
            candidate_id: null,
            decision: null,
            decided_at: null,
          }
        : {}),
      interview: { id: subject.interview.id, title: subject.interview.title },
      position: { id: subject.position.id, title: subject.position.title },
      questions: serializedQuestions,
      scorecard: serializeScorecard(scorecard),
      my_review: mine ? serializeReview(mine, criteria) : null,
      others_visible: othersVisible,
      reviews: othersVisible
        ? reviews
            .filter((review) => review.review.submittedAt && review !== mine)
            .map((review) => serializeReview(review, criteria))
        : [],
      average: othersVisible ? averageOf(submitted, criteria) : null,
      notes_count: blind ? 0 : notesCount,
      blind,
      candidate_number: subject.candidateNumber,
      certified_reviewers_only: subject.interview.certifiedReviewersOnly,
      can_score: canScore,
    };
    return resource("candidate_interview_review", ci.id, attributes);
  }

  return {
    view,

    /** A candidate record's one-way interviews with their scores, as the caller may see them. */
    ofCandidateRecord: (scope: MemberScope, candidateRecordId: string) =>
      interviewSummariesOfCandidate(db, scope, candidateRecordId),

    /** The caller's review queue, a page of it, and how many wait in all. */
    async queue(scope: MemberScope, query: ListReviewQueueQuery) {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const { rows, count, nextCursor } = await reviewQueue(db, {
        ...scope,
        page: query.page,
        limit: query.limit,
        cursor,
      });
      return { data: rows.map(serializeReviewQueueItem), count, nextCursor };
    },

    /**
     * Saves the caller's scores and comment; `submit` needs every criterion scored, moves a
     * `completed` candidate to `reviewed` and makes the review final.
     */
    async saveReview(scope: MemberScope, candidateInterviewId: string, input: ReviewInput) {
      // Read before the transaction: the calibration service queries through its own handle.
      const certified = await calibration.isCertified(scope.organizationId, scope.userId);
      await db.transaction(async (tx) => {
        const ci = await lockCandidateInterviewForReview(tx, { ...scope, candidateInterviewId });
        const subject = await findReviewSubject(tx, { ...scope, candidateInterviewId });
        if (!ci || !subject) throw AppError.notFound();
        if (NOT_REVIEWABLE.includes(ci.status)) {
          throw new AppError("candidate_interview_not_completed");
        }
        const existing = await findMyReview(tx, {
          ...scope,
          candidateInterviewId,
          reviewerId: scope.userId,
        });
        if (existing?.submittedAt) throw new AppError("review_already_submitted");
        if (subject.interview.certifiedReviewersOnly && !certified) {
          throw new AppError("reviewer_not_certified");
        }
        const scorecard = await scorecardFor(tx, scope, subject);
        const scores = acceptedScores(input.scores, scorecard?.criteria ?? [], input);
        const now = clock();
        await saveReview(tx, {
          ...scope,
          candidateInterviewId,
          reviewerId: scope.userId,
          scorecardId: scorecard?.id ?? null,
          comment: input.comment,
          submittedAt: input.submit ? now : null,
          now,
          scores,
        });
        if (input.submit && ci.status === "completed") {
          await markReviewed(tx, { ...scope, candidateInterviewId, now });
        }
      });
      return view(scope, candidateInterviewId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
