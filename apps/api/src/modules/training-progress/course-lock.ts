import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Makes the user's writes to one course (a curriculum, a practice set) take turns until the
 * transaction ends: the last two videos watched at once, or a quiz submitted twice together,
 * then see each other's rows, so 100% is noticed (and the certificate issued) and attempts are
 * numbered without clashes. Other users and other courses never wait.
 */
export async function lockUserCourse(tx: Database, userId: string, courseId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`training:${userId}:${courseId}`}, 0))`,
  );
}
