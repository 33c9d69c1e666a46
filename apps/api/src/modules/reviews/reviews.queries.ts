import { and, asc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  answerComments,
  candidateInterviewNotes,
  candidateInterviewReviews,
  candidateInterviews,
  organizations,
  positions,
  prerecordedAnswers,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  reviewQueueCounts,
  reviewQueueReviewedCounts,
  reviewScores,
  users,
} from "../../db/schema/index";
import { afterCursor, type Cursor, cursorTimestampSql, encodeCursor } from "../../lib/cursor";
import { memberColumns } from "../../lib/member-summary";
import { literalPageBound, preparedPerDatabase } from "../../lib/prepared";
import { isUuid, replaceChildRows } from "../../lib/query-helpers";
import { inReviewQueue } from "./review-queue.service";

/** The tenant scope every query here filters on. */
export type ReviewScope = { organizationId: string };

export type ReviewRow = typeof candidateInterviewReviews.$inferSelect;
export type AnswerRow = typeof prerecordedAnswers.$inferSelect;

/** The interview and position a candidate interview belongs to, with their scorecards. */
export async function findReviewSubject(
  db: Database,
  { organizationId, candidateInterviewId }: ReviewScope & { candidateInterviewId: string },
) {
  if (!isUuid(candidateInterviewId)) return undefined;
  const [row] = await db
    .select({
      interview: {
        id: prerecordedInterviews.id,
        title: prerecordedInterviews.title,
        scorecardId: prerecordedInterviews.scorecardId,
        currentVersion: prerecordedInterviews.currentVersion,
        blindReview: prerecordedInterviews.blindReview,
        certifiedReviewersOnly: prerecordedInterviews.certifiedReviewersOnly,
      },
      candidateNumber: candidateInterviews.number,
      position: {
        id: positions.id,
        title: positions.title,
        scorecardId: positions.scorecardId,
      },
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        eq(candidateInterviews.id, candidateInterviewId),
      ),
    );
  return row;
}

/** A candidate interview's answers, each with its number of comments (two queries). */
export async function answersOf(
  db: Database,
  { organizationId, candidateInterviewId }: ReviewScope & { candidateInterviewId: string },
) {
  const answers = await db
    .select()
    .from(prerecordedAnswers)
    .where(
      and(
        eq(prerecordedAnswers.organizationId, organizationId),
        eq(prerecordedAnswers.candidateInterviewId, candidateInterviewId),
      ),
    );
  const counts = new Map<string, number>();
  if (answers.length > 0) {
    const rows = await db
      .select({
        answerId: answerComments.answerId,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(answerComments)
      .where(
        and(
          eq(answerComments.organizationId, organizationId),
          inArray(
            answerComments.answerId,
            answers.map((answer) => answer.id),
          ),
        ),
      )
      .groupBy(answerComments.answerId);
    for (const row of rows) counts.set(row.answerId, row.count);
  }
  return answers.map((answer) => ({ answer, commentsCount: counts.get(answer.id) ?? 0 }));
}

/** Every review of a candidate interview with its reviewer and scores (two queries). */
export async function reviewsOf(
  db: Database,
  { organizationId, candidateInterviewId }: ReviewScope & { candidateInterviewId: string },
) {
  const rows = await db
    .select({ review: candidateInterviewReviews, reviewer: memberColumns })
    .from(candidateInterviewReviews)
    .leftJoin(users, eq(users.id, candidateInterviewReviews.reviewerId))
    .where(
      and(
        eq(candidateInterviewReviews.organizationId, organizationId),
        eq(candidateInterviewReviews.candidateInterviewId, candidateInterviewId),
      ),
    )
    .orderBy(asc(candidateInterviewReviews.submittedAt), asc(candidateInterviewReviews.createdAt));
  const scores = await scoresOf(db, {
    organizationId,
    reviewIds: rows.map((row) => row.review.id),
  });
  return rows.map((row) => ({ ...row, scores: scores.get(row.review.id) ?? [] }));
}
export type ReviewWithScores = Awaited<ReturnType<typeof reviewsOf>>[number];

async function scoresOf(
  db: Database,
  { organizationId, reviewIds }: ReviewScope & { reviewIds: string[] },
) {
  const byReview = new Map<string, { criterionId: string; rating: number }[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select()
    .from(reviewScores)
    .where(
      and(
        eq(reviewScores.organizationId, organizationId),
        inArray(reviewScores.reviewId, reviewIds),
      ),
    );
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push({ criterionId: row.criterionId, rating: row.rating });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

export async function countNotes(
  db: Database,
  { organizationId, candidateInterviewId }: ReviewScope & { candidateInterviewId: string },
) {
  return db.$count(
    candidateInterviewNotes,
    and(
      eq(candidateInterviewNotes.organizationId, organizationId),
      eq(candidateInterviewNotes.candidateInterviewId, candidateInterviewId),
    ),
  );
}

/** Takes the candidate interview's row lock (reviews of one candidate are saved one by one). */
export async function lockCandidateInterviewForReview(
  db: Database,
  { organizationId, candidateInterviewId }: ReviewScope & { candidateInterviewId: string },
) {
  if (!isUuid(candidateInterviewId)) return undefined;
  const [row] = await db
    .select()
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        eq(candidateInterviews.id, candidateInterviewId),
      ),
    )
    .for("update");
  return row;
}

export async function findMyReview(
  db: Database,
  scope: ReviewScope & { candidateInterviewId: string; reviewerId: string },
) {
  const [row] = await db
    .select()
    .from(candidateInterviewReviews)
    .where(
      and(
        eq(candidateInterviewReviews.organizationId, scope.organizationId),
        eq(candidateInterviewReviews.candidateInterviewId, scope.candidateInterviewId),
        eq(candidateInterviewReviews.reviewerId, scope.reviewerId),
      ),
    );
  return row;
}

/** Creates or changes the reviewer's review and replaces its scores. */
export async function saveReview(
  db: Database,
  scope: ReviewScope & {
    candidateInterviewId: string;
    reviewerId: string;
    scorecardId: string | null;
    comment: string;
    submittedAt: Date | null;
    now: Date;
    scores: { criterionId: string; rating: number }[];
  },
) {
  const [review] = await db
    .insert(candidateInterviewReviews)
    .values({
      organizationId: scope.organizationId,
      candidateInterviewId: scope.candidateInterviewId,
      reviewerId: scope.reviewerId,
      scorecardId: scope.scorecardId,
      comment: scope.comment,
      submittedAt: scope.submittedAt,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .onConflictDoUpdate({
      target: [
        candidateInterviewReviews.candidateInterviewId,
        candidateInterviewReviews.reviewerId,
      ],
      set: {
        scorecardId: scope.scorecardId,
        comment: scope.comment,
        submittedAt: scope.submittedAt,
        updatedAt: scope.now,
      },
    })
    .returning({ id: candidateInterviewReviews.id });
  if (!review) throw new Error("review not saved");
  await replaceChildRows(
    db,
    reviewScores,
    reviewScores.reviewId,
    review.id,
    scope.scores.map((score) => ({
      ...score,
      reviewId: review.id,
      organizationId: scope.organizationId,
    })),
  );
  return review;
}

/** An answer of the organization with what bounds a comment's moment in it. */
export async function findAnswer(
  db: Database,
  { organizationId, answerId }: ReviewScope & { answerId: string },
) {
  if (!isUuid(answerId)) return undefined;
  const [row] = await db
    .select({
      answer: prerecordedAnswers,
      answerTimeSeconds: prerecordedInterviewQuestions.answerTimeSeconds,
      timeMultiplier: candidateInterviews.timeMultiplier,
    })
    .from(prerecordedAnswers)
    .innerJoin(
      prerecordedInterviewQuestions,
      eq(prerecordedInterviewQuestions.id, prerecordedAnswers.questionId),
    )
    .innerJoin(
      candidateInterviews,
      eq(candidateInterviews.id, prerecordedAnswers.candidateInterviewId),
    )
    .where(
      and(
        eq(prerecordedAnswers.organizationId, organizationId),
        eq(prerecordedAnswers.id, answerId),
      ),
    );
  return row;
}

/**
 * Whether the candidate interview is blind for this member (decision 0045): its interview has a
 * blind first pass and the member has not submitted a review of it. False when it is not found.
 */
export async function isBlindFor(
  db: Database,
  {
    organizationId,
    candidateInterviewId,
    userId,
  }: ReviewScope & { candidateInterviewId: string; userId: string },
) {
  if (!isUuid(candidateInterviewId)) return false;
  const [row] = await db
    .select({
      blind: sql<boolean>`${prerecordedInterviews.blindReview} and not exists (
        select 1 from ${candidateInterviewReviews} mine
        where mine.candidate_interview_id = ${candidateInterviews.id}
          and mine.reviewer_id = ${userId} and mine.submitted_at is not null)`,
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        eq(candidateInterviews.id, candidateInterviewId),
      ),
    );
  return row?.blind === true;
}

/** A `completed` candidate moves to `reviewed` with the first submitted review. */
export async function markReviewed(
  db: Database,
  scope: ReviewScope & { candidateInterviewId: string; now: Date },
) {
  await db
    .update(candidateInterviews)
    .set({ status: "reviewed", updatedAt: scope.now })
    .where(
      and(
        eq(candidateInterviews.organizationId, scope.organizationId),
        eq(candidateInterviews.id, scope.candidateInterviewId),
        eq(candidateInterviews.status, "completed"),
      ),
    );
}

/**
 * The caller's review queue: the organization's completed, undecided candidate interviews the
 * caller has not submitted a review of, the longest waiting first, with the team's submitted
 * review count, whether the caller has a draft, and how many wait in all — one prepared
 * statement (decision 0047). The page starts after `cursor` (keyset on the partial index of the
 * queue, `(organization_id, completed_at, id)`) or at the page's offset. Each row carries its
 * cursor: its completion time and id.
 */
const reviewQueuePage = preparedPerDatabase("review_queue_page", (db, name) => {
  const [from, limit] = name.split("_").slice(-2) as [string, string];
  const byCursor = from === "cursor";
  const organizationId = sql.placeholder("organizationId");
  const userId = sql.placeholder("userId");
  const order = [asc(candidateInterviews.completedAt), asc(candidateInterviews.id)];
  // The page's ids first, off the queue's partial index; then those rows with what they are
  // shown with. PostgreSQL computes a select list for every row an OFFSET skips: the review
  // counts of 20,000 rows before page 1,000 (decision 0052).
  // The size written in and no OFFSET on a first page or after a cursor: PostgreSQL then keeps
  // a generic plan instead of planning each call (literalPageBound).
  const firstIds = db
    .select({ id: candidateInterviews.id })
    .from(candidateInterviews)
    .where(
      and(
        inReviewQueue({ organizationId, userId }),
        byCursor
          ? afterCursor(
              candidateInterviews.completedAt,
              candidateInterviews.id,
              { at: sql.placeholder("cursorAt"), id: sql.placeholder("cursorId") },
              "asc",
            )
          : undefined,
      ),
    )
    .orderBy(...order)
    .limit(literalPageBound(Number(limit)))
    .$dynamic();
  const pageIds = from === "offset" ? firstIds.offset(sql.placeholder("offset")) : firstIds;
  return db
    .select({
      id: candidateInterviews.id,
      firstName: candidateInterviews.firstName,
      lastName: candidateInterviews.lastName,
      email: candidateInterviews.email,
      status: candidateInterviews.status,
      completedAt: candidateInterviews.completedAt,
      invitedAt: candidateInterviews.invitedAt,
      interviewId: prerecordedInterviews.id,
      interviewTitle: prerecordedInterviews.title,
      blindReview: prerecordedInterviews.blindReview,
      candidateNumber: candidateInterviews.number,
      positionId: positions.id,
      positionTitle: positions.title,
      reviewsSubmitted: sql<number>`(select count(*)::int from ${candidateInterviewReviews} r
        where r.candidate_interview_id = ${candidateInterviews.id} and r.submitted_at is not null)`,
      hasDraft: sql<boolean>`exists (select 1 from ${candidateInterviewReviews} d
        where d.candidate_interview_id = ${candidateInterviews.id}
          and d.reviewer_id = ${userId} and d.submitted_at is null)`,
      cursorAt: cursorTimestampSql(candidateInterviews.completedAt),
      // Not correlated with the row: PostgreSQL computes it once per statement (an InitPlan).
      total: reviewQueueCountSql({ organizationId, userId }),
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        inArray(candidateInterviews.id, pageIds),
      ),
    )
    .orderBy(...order)
    .prepare(name);
});

export async function reviewQueue(
  db: Database,
  scope: ReviewScope & { userId: string; page: number; limit: number; cursor?: Cursor },
) {
  const from = scope.cursor ? "cursor" : scope.page > 1 ? "offset" : "first";
  const rows = await reviewQueuePage(db, `${from}_${scope.limit}`).execute({
    organizationId: scope.organizationId,
    userId: scope.userId,
    cursorAt: scope.cursor?.at ?? null,
    cursorId: scope.cursor?.id ?? null,
    offset: (scope.page - 1) * scope.limit,
  });
  const last = rows.at(-1);
  // Past the end no row carries the total: counted on its own (rare; still no scan).
  const count = last
    ? Number(last.total)
    : scope.cursor || scope.page > 1
      ? await reviewQueueCount(db, scope)
      : 0;
  const nextCursor =
    rows.length === scope.limit && last?.cursorAt
      ? encodeCursor({ at: last.cursorAt, id: last.id })
      : null;
  return {
    rows: rows.map(({ cursorAt: _cursorAt, total: _total, ...row }) => row),
    count,
    nextCursor,
  };
}

/**
 * How many wait in the caller's queue without counting the queue (decisions 0037 and 0051): the
 * organization's waiting rows less those the caller has submitted a review of, two counters kept
 * by triggers (review_queue_counts, review_queue_reviewed_counts): two primary-key reads.
 */
function reviewQueueCountSql({
  organizationId,
  userId,
}: {
  organizationId: string | SQLWrapper;
  userId: string | SQLWrapper;
}) {
  return sql<number>`(coalesce((select ${reviewQueueCounts.count} from ${reviewQueueCounts}
        where ${reviewQueueCounts.organizationId} = ${organizationId}), 0)
      - coalesce((select ${reviewQueueReviewedCounts.count} from ${reviewQueueReviewedCounts}
        where ${reviewQueueReviewedCounts.organizationId} = ${organizationId}
          and ${reviewQueueReviewedCounts.reviewerId} = ${userId}), 0))`.mapWith(Number);
}

async function reviewQueueCount(db: Database, scope: ReviewScope & { userId: string }) {
  const [row] = await db
    .select({ count: reviewQueueCountSql(scope) })
    .from(organizations)
    .where(eq(organizations.id, scope.organizationId));
  return row?.count ?? 0;
}

export type ReviewQueueRow = Awaited<ReturnType<typeof reviewQueue>>["rows"][number];
