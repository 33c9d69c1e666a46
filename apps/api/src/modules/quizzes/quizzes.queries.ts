import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { curricula, quizSubmissions, quizzes } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { UserScope } from "../training-progress/training-progress.service";

/** A quiz with what the gate and the certificate need of its curriculum. */
export async function findQuiz(db: Database, quizId: string) {
  if (!isUuid(quizId)) return undefined;
  const [row] = await db
    .select({ quiz: quizzes, curriculum: curricula })
    .from(quizzes)
    .innerJoin(curricula, eq(curricula.id, quizzes.curriculumId))
    .where(eq(quizzes.id, quizId))
    .limit(1);
  return row;
}

/** Stores a submission as the user's next attempt; hold the course lock (course-lock.ts). */
export async function insertSubmission(
  tx: Database,
  values: UserScope & {
    quizId: string;
    answerIds: string[];
    isCorrect: boolean;
    correctCount: number;
    now: Date;
  },
) {
  const { userId, quizId, now, ...rest } = values;
  const [last] = await tx
    .select({ attempt: sql<number>`coalesce(max(${quizSubmissions.attempt}), 0)`.mapWith(Number) })
    .from(quizSubmissions)
    .where(and(eq(quizSubmissions.userId, userId), eq(quizSubmissions.quizId, quizId)));
  const [row] = await tx
    .insert(quizSubmissions)
    .values({ userId, quizId, attempt: (last?.attempt ?? 0) + 1, createdAt: now, ...rest })
    .returning();
  if (!row) throw new Error("submission not inserted");
  return row;
}
