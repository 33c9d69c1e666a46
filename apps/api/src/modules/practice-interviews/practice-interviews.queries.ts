import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  practiceInterviewAnswers,
  practiceInterviewOptions,
  practiceInterviewQuestions,
} from "../../db/schema/index";
import type { UserScope } from "../training-progress/training-progress.service";

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
