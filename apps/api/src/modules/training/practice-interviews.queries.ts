import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  certificates,
  practiceInterviewAnswers,
  practiceInterviewOptions,
  practiceInterviewQuestions,
  practiceInterviews,
} from "../../db/schema/index";
import type { UserScope } from "./curriculums.queries";

export type PracticeInterviewRow = typeof practiceInterviews.$inferSelect;

/** The most a set can earn: its finishing bonus and the best option of each question. */
export const interviewPointsSql =
  sql<number>`(${practiceInterviews.points} + (select coalesce(sum(best), 0) from (select max(${practiceInterviewOptions.points}) as best from ${practiceInterviewOptions} inner join ${practiceInterviewQuestions} on ${practiceInterviewQuestions.id} = ${practiceInterviewOptions.questionId} where ${practiceInterviewQuestions.interviewId} = ${practiceInterviews.id} group by ${practiceInterviewQuestions.id}) as best_options))`.mapWith(
    Number,
  );

function cardColumns(userId: string) {
  return {
    interview: practiceInterviews,
    candorPoints: interviewPointsSql,
    questionsCount:
      sql<number>`(select count(*) from ${practiceInterviewQuestions} where ${practiceInterviewQuestions.interviewId} = ${practiceInterviews.id})`.mapWith(
        Number,
      ),
    answeredCount:
      sql<number>`(select count(*) from ${practiceInterviewAnswers} where ${practiceInterviewAnswers.userId} = ${userId} and ${practiceInterviewAnswers.interviewId} = ${practiceInterviews.id})`.mapWith(
        Number,
      ),
    certificateId: certificates.id,
  };
}

function certificateJoin(userId: string) {
  return and(
    eq(certificates.userId, userId),
    eq(certificates.resourceType, "MockInterview"),
    eq(certificates.resourceId, practiceInterviews.id),
  );
}

/** Every practice set with the user's progress, in catalogue order, in one query. */
export async function listInterviewCards(db: Database, { userId }: UserScope) {
  return db
    .select(cardColumns(userId))
    .from(practiceInterviews)
    .leftJoin(certificates, certificateJoin(userId))
    .orderBy(
      asc(practiceInterviews.position),
      asc(practiceInterviews.title),
      asc(practiceInterviews.id),
    );
}
export type InterviewCardRow = Awaited<ReturnType<typeof listInterviewCards>>[number];

export async function findInterviewBySlug(
  db: Database,
  { userId, slug }: UserScope & { slug: string },
) {
  const [row] = await db
    .select(cardColumns(userId))
    .from(practiceInterviews)
    .leftJoin(certificates, certificateJoin(userId))
    .where(eq(practiceInterviews.slug, slug))
    .limit(1);
  return row;
}

export async function listInterviewQuestions(db: Database, interviewId: string) {
  return db
    .select()
    .from(practiceInterviewQuestions)
    .where(eq(practiceInterviewQuestions.interviewId, interviewId))
    .orderBy(asc(practiceInterviewQuestions.position));
}

export async function listInterviewOptions(db: Database, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(practiceInterviewOptions)
    .where(inArray(practiceInterviewOptions.questionId, questionIds))
    .orderBy(asc(practiceInterviewOptions.questionId), asc(practiceInterviewOptions.position));
}

export async function listUserAnswers(
  db: Database,
  { userId, interviewId }: UserScope & { interviewId: string },
) {
  return db
    .select()
    .from(practiceInterviewAnswers)
    .where(
      and(
        eq(practiceInterviewAnswers.userId, userId),
        eq(practiceInterviewAnswers.interviewId, interviewId),
      ),
    );
}

/** Records (or changes) the user's choice for a question. */
export async function saveAnswer(
  db: Database,
  values: UserScope & { interviewId: string; questionId: string; optionId: string; now: Date },
) {
  const { now, ...rest } = values;
  await db
    .insert(practiceInterviewAnswers)
    .values({ ...rest, answeredAt: now })
    .onConflictDoUpdate({
      target: [practiceInterviewAnswers.userId, practiceInterviewAnswers.questionId],
      set: { optionId: values.optionId, answeredAt: now },
    });
}

export async function deleteUserAnswers(
  db: Database,
  { userId, interviewId }: UserScope & { interviewId: string },
) {
  await db
    .delete(practiceInterviewAnswers)
    .where(
      and(
        eq(practiceInterviewAnswers.userId, userId),
        eq(practiceInterviewAnswers.interviewId, interviewId),
      ),
    );
}
