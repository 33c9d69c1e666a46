import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import { and, eq } from "drizzle-orm";
import type { App } from "../src/app";
import {
  answerComments,
  candidateConsents,
  candidateInterviewNotes,
  candidateInterviewReviews,
  candidateInterviews,
  prerecordedAnswers,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  prerecordedInterviewVersions,
  reviewScores,
  scorecardCriteria,
  scorecards,
} from "../src/db/schema/index";
import { generateToken, hashToken } from "../src/lib/tokens";
import { insertPosition } from "./positions";

/*
 * Interview fixtures (issue 6): rows inserted straight into the database, so a test sets up a
 * started, completed or reviewed candidate without going through the candidate's calls.
 */

export type InterviewRow = typeof prerecordedInterviews.$inferSelect;
export type InterviewQuestionRow = typeof prerecordedInterviewQuestions.$inferSelect;
export type CandidateInterviewRow = typeof candidateInterviews.$inferSelect;
export type AnswerRow = typeof prerecordedAnswers.$inferSelect;

export type QuestionFixture = {
  text?: string;
  thinkTimeSeconds?: number;
  answerTimeSeconds?: number;
  retakesAllowed?: number;
  videoKey?: string | null;
  videoContentType?: string | null;
};

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

/**
 * An interview with version 1 and its questions (two by default). Without `positionId` a position
 * of the organization is inserted for it.
 */
export async function insertInterview(
  app: App,
  organizationId: string,
  options: {
    positionId?: string;
    title?: string;
    welcomeMessage?: string;
    deadline?: Date | null;
    scorecardId?: string | null;
    createdById?: string | null;
    questions?: QuestionFixture[];
  } = {},
): Promise<{ interview: InterviewRow; questions: InterviewQuestionRow[] }> {
  const db = app.database.db;
  const positionId = options.positionId ?? (await insertPosition(app, organizationId)).id;
  const [interview] = await db
    .insert(prerecordedInterviews)
    .values({
      organizationId,
      positionId,
      title: options.title ?? `Screening ${next()}`,
      welcomeMessage: options.welcomeMessage ?? "<p>Welcome!</p>",
      deadline: options.deadline ?? null,
      scorecardId: options.scorecardId ?? null,
      createdById: options.createdById ?? null,
    })
    .returning();
  if (!interview) throw new Error("interview not inserted");
  const [version] = await db
    .insert(prerecordedInterviewVersions)
    .values({ interviewId: interview.id, organizationId, number: 1 })
    .returning();
  if (!version) throw new Error("version not inserted");
  const questions = await insertVersionQuestions(
    app,
    interview,
    version.id,
    options.questions ?? [{ text: "Tell us about yourself." }, { text: "Why this role?" }],
  );
  return { interview, questions };
}

async function insertVersionQuestions(
  app: App,
  interview: InterviewRow,
  versionId: string,
  questions: QuestionFixture[],
) {
  if (questions.length === 0) return [];
  return app.database.db
    .insert(prerecordedInterviewQuestions)
    .values(
      questions.map((question, index) => ({
        versionId,
        interviewId: interview.id,
        organizationId: interview.organizationId,
        position: index,
        text: question.text ?? `Question ${index + 1}`,
        thinkTimeSeconds: question.thinkTimeSeconds ?? 30,
        answerTimeSeconds: question.answerTimeSeconds ?? 120,
        retakesAllowed: question.retakesAllowed ?? 1,
        videoKey: question.videoKey ?? null,
        videoContentType: question.videoContentType ?? null,
      })),
    )
    .returning();
}

/** The questions of one version of an interview, in order. */
export async function versionQuestions(app: App, interviewId: string, number: number) {
  const rows = await app.database.db
    .select({ question: prerecordedInterviewQuestions })
    .from(prerecordedInterviewQuestions)
    .innerJoin(
      prerecordedInterviewVersions,
      eq(prerecordedInterviewVersions.id, prerecordedInterviewQuestions.versionId),
    )
    .where(
      and(
        eq(prerecordedInterviewVersions.interviewId, interviewId),
        eq(prerecordedInterviewVersions.number, number),
      ),
    )
    .orderBy(prerecordedInterviewQuestions.position);
  return rows.map((row) => row.question);
}

/**
 * A candidate invited to `interview`, with a personal link whose `token` is answered (only its
 * hash is stored). `candidateId` binds it to a candidate's account, as opening the link does.
 */
export async function inviteCandidate(
  app: App,
  interview: InterviewRow,
  options: {
    email?: string;
    firstName?: string | null;
    lastName?: string | null;
    candidateId?: string | null;
    status?: CandidateInterviewStatus;
    deadline?: Date | null;
    timeMultiplier?: number;
    extraRetakes?: number;
    invitedById?: string | null;
    invitedAt?: Date;
  } = {},
): Promise<{ candidateInterview: CandidateInterviewRow; token: string }> {
  const token = generateToken();
  const [candidateInterview] = await app.database.db
    .insert(candidateInterviews)
    .values({
      organizationId: interview.organizationId,
      interviewId: interview.id,
      positionId: interview.positionId,
      email: options.email ?? `candidate-${next()}@example.com`,
      firstName: options.firstName === undefined ? "Cam" : options.firstName,
      lastName: options.lastName === undefined ? "Didate" : options.lastName,
      candidateId: options.candidateId ?? null,
      invitationTokenHash: hashToken(token),
      status: options.status ?? "invited",
      deadline: options.deadline ?? null,
      timeMultiplier: options.timeMultiplier ?? 1,
      extraRetakes: options.extraRetakes ?? 0,
      invitedById: options.invitedById ?? null,
      ...(options.invitedAt ? { invitedAt: options.invitedAt } : {}),
    })
    .returning();
  if (!candidateInterview) throw new Error("candidate interview not inserted");
  return { candidateInterview, token };
}

/**
 * Starts a candidate on a version (the interview's current one by default) and locks that
 * version, as the candidate's `start` call does; the consent notice is accepted first, as the
 * candidate must before starting (issue 17).
 */
export async function startCandidate(
  app: App,
  candidateInterviewId: string,
  options: { version?: number; startedAt?: Date } = {},
): Promise<CandidateInterviewRow> {
  const db = app.database.db;
  const [current] = await db
    .select({ interview: prerecordedInterviews })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .where(eq(candidateInterviews.id, candidateInterviewId));
  if (!current) throw new Error("no such candidate interview");
  const version = options.version ?? current.interview.currentVersion;
  const startedAt = options.startedAt ?? new Date();
  await acceptConsent(app, candidateInterviewId, startedAt);
  await db
    .update(prerecordedInterviewVersions)
    .set({ lockedAt: startedAt })
    .where(
      and(
        eq(prerecordedInterviewVersions.interviewId, current.interview.id),
        eq(prerecordedInterviewVersions.number, version),
      ),
    );
  return updateCandidateInterview(app, candidateInterviewId, {
    status: "started",
    version,
    startedAt,
  });
}

/** The candidate's acceptance of the consent notice, as `POST …/mine/{id}/consent` stores it. */
export async function acceptConsent(
  app: App,
  candidateInterviewId: string,
  acceptedAt: Date = new Date(),
): Promise<void> {
  const db = app.database.db;
  const [row] = await db
    .select({
      organizationId: candidateInterviews.organizationId,
      candidateId: candidateInterviews.candidateId,
    })
    .from(candidateInterviews)
    .where(eq(candidateInterviews.id, candidateInterviewId));
  if (!row) throw new Error("no such candidate interview");
  await db
    .insert(candidateConsents)
    .values({ candidateInterviewId, ...row, version: CONSENT_NOTICE_VERSION, acceptedAt })
    .onConflictDoNothing();
}

/** Marks a candidate interview completed (submitted), as the candidate's `submit` does. */
export function completeCandidate(
  app: App,
  candidateInterviewId: string,
  completedAt: Date = new Date(),
): Promise<CandidateInterviewRow> {
  return updateCandidateInterview(app, candidateInterviewId, { status: "completed", completedAt });
}

/** Sets columns of a candidate interview directly. */
export async function updateCandidateInterview(
  app: App,
  candidateInterviewId: string,
  values: Partial<typeof candidateInterviews.$inferInsert>,
): Promise<CandidateInterviewRow> {
  const [row] = await app.database.db
    .update(candidateInterviews)
    .set(values)
    .where(eq(candidateInterviews.id, candidateInterviewId))
    .returning();
  if (!row) throw new Error("no such candidate interview");
  return row;
}

export async function findCandidateInterview(app: App, candidateInterviewId: string) {
  const [row] = await app.database.db
    .select()
    .from(candidateInterviews)
    .where(eq(candidateInterviews.id, candidateInterviewId));
  return row;
}

/** A recorded answer (a take attached) to one question of a candidate interview. */
export async function insertAnswer(
  app: App,
  candidateInterview: Pick<CandidateInterviewRow, "id" | "organizationId">,
  questionId: string,
  options: {
    videoKey?: string | null;
    contentType?: string | null;
    durationSeconds?: number | null;
    sizeBytes?: number | null;
    takesUsed?: number;
    submittedAt?: Date | null;
  } = {},
): Promise<AnswerRow> {
  const [row] = await app.database.db
    .insert(prerecordedAnswers)
    .values({
      candidateInterviewId: candidateInterview.id,
      organizationId: candidateInterview.organizationId,
      questionId,
      videoKey:
        options.videoKey === undefined
          ? `answers/${candidateInterview.id}/${next()}.webm`
          : options.videoKey,
      contentType: options.contentType === undefined ? "video/webm" : options.contentType,
      durationSeconds: options.durationSeconds === undefined ? 42 : options.durationSeconds,
      sizeBytes: options.sizeBytes === undefined ? 1024 : options.sizeBytes,
      takesUsed: options.takesUsed ?? 1,
      submittedAt: options.submittedAt === undefined ? new Date() : options.submittedAt,
    })
    .returning();
  if (!row) throw new Error("answer not inserted");
  return row;
}

/**
 * An interview candidates can be invited to: `insertInterview` with a scorecard of the organization
 * unless one is given (invitations are refused without one: reviewers would have nothing to rate).
 */
export async function insertScoredInterview(
  app: App,
  organizationId: string,
  options: Parameters<typeof insertInterview>[2] = {},
) {
  const scorecardId =
    options.scorecardId ?? (await insertScorecard(app, organizationId)).scorecard.id;
  return insertInterview(app, organizationId, { ...options, scorecardId });
}

/**
 * A scorecard with criteria (rating scale 5 unless given); `organizationId` null makes one of
 * Candor's templates.
 */
export async function insertScorecard(
  app: App,
  organizationId: string | null,
  options: {
    name?: string;
    isTemplate?: boolean;
    criteria?: { name?: string; description?: string; ratingScale?: number }[];
  } = {},
) {
  const db = app.database.db;
  const [scorecard] = await db
    .insert(scorecards)
    .values({
      organizationId,
      name: options.name ?? `Scorecard ${next()}`,
      isTemplate: options.isTemplate ?? organizationId === null,
    })
    .returning();
  if (!scorecard) throw new Error("scorecard not inserted");
  const criteria = await db
    .insert(scorecardCriteria)
    .values(
      (options.criteria ?? [{ name: "Communication" }, { name: "Problem solving" }]).map(
        (criterion, index) => ({
          scorecardId: scorecard.id,
          organizationId,
          name: criterion.name ?? `Criterion ${index + 1}`,
          description: criterion.description ?? "",
          ratingScale: criterion.ratingScale ?? 5,
          position: index,
        }),
      ),
    )
    .returning();
  return { scorecard, criteria: criteria.sort((a, b) => a.position - b.position) };
}

/** A reviewer's review with scores, submitted unless `submittedAt` is null. */
export async function insertReview(
  app: App,
  candidateInterview: Pick<CandidateInterviewRow, "id" | "organizationId">,
  reviewerId: string,
  options: {
    scorecardId?: string | null;
    scores?: { criterionId: string; rating: number }[];
    comment?: string;
    submittedAt?: Date | null;
  } = {},
) {
  const db = app.database.db;
  const [review] = await db
    .insert(candidateInterviewReviews)
    .values({
      candidateInterviewId: candidateInterview.id,
      organizationId: candidateInterview.organizationId,
      reviewerId,
      scorecardId: options.scorecardId ?? null,
      comment: options.comment ?? "",
      submittedAt: options.submittedAt === undefined ? new Date() : options.submittedAt,
    })
    .returning();
  if (!review) throw new Error("review not inserted");
  if (options.scores?.length) {
    await db.insert(reviewScores).values(
      options.scores.map((score) => ({
        reviewId: review.id,
        criterionId: score.criterionId,
        organizationId: candidateInterview.organizationId,
        rating: score.rating,
      })),
    );
  }
  return review;
}

/** A note on a candidate interview by `authorId`. */
export async function insertInterviewNote(
  app: App,
  candidateInterview: Pick<CandidateInterviewRow, "id" | "organizationId">,
  authorId: string,
  body = "A note",
) {
  const [row] = await app.database.db
    .insert(candidateInterviewNotes)
    .values({
      candidateInterviewId: candidateInterview.id,
      organizationId: candidateInterview.organizationId,
      authorId,
      body,
    })
    .returning();
  if (!row) throw new Error("note not inserted");
  return row;
}

/** A comment by `authorId` pinned `timestampSeconds` into an answer. */
export async function insertAnswerComment(
  app: App,
  answer: Pick<AnswerRow, "id" | "candidateInterviewId" | "organizationId">,
  authorId: string,
  options: { timestampSeconds?: number; body?: string } = {},
) {
  const [row] = await app.database.db
    .insert(answerComments)
    .values({
      answerId: answer.id,
      candidateInterviewId: answer.candidateInterviewId,
      organizationId: answer.organizationId,
      authorId,
      timestampSeconds: options.timestampSeconds ?? 1,
      body: options.body ?? "A comment",
    })
    .returning();
  if (!row) throw new Error("comment not inserted");
  return row;
}
