import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prerecordedInterviewEvents, users } from "../../db/schema/index";
import type { InterviewScope } from "./interviews.queries";

/** An interview's audit trail (`prerecorded_interview_events`): who changed what, when. */

const actorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export async function insertEvent(
  db: Database,
  values: InterviewScope & {
    interviewId: string;
    actorId: string | null;
    action: string;
    details: Record<string, unknown>;
    createdAt?: Date;
  },
) {
  await db.insert(prerecordedInterviewEvents).values(values);
}

export async function listEvents(
  db: Database,
  scope: InterviewScope & { interviewId: string; limit: number; offset: number },
) {
  return db
    .select({ event: prerecordedInterviewEvents, actor: actorColumns })
    .from(prerecordedInterviewEvents)
    .leftJoin(users, eq(users.id, prerecordedInterviewEvents.actorId))
    .where(
      and(
        eq(prerecordedInterviewEvents.organizationId, scope.organizationId),
        eq(prerecordedInterviewEvents.interviewId, scope.interviewId),
      ),
    )
    .orderBy(desc(prerecordedInterviewEvents.createdAt), desc(prerecordedInterviewEvents.id))
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countEvents(db: Database, scope: InterviewScope & { interviewId: string }) {
  return db.$count(
    prerecordedInterviewEvents,
    and(
      eq(prerecordedInterviewEvents.organizationId, scope.organizationId),
      eq(prerecordedInterviewEvents.interviewId, scope.interviewId),
    ),
  );
}
