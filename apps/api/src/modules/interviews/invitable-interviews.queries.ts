import { INVITABLE_INTERVIEWS_MAX } from "@candor/shared/schemas/candidate-invitations";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { positions, prerecordedInterviews } from "../../db/schema/index";
import type { InterviewScope } from "./interviews.queries";

/**
 * The status of an interview's position (`closed` ones take no invitation) and its scorecard
 * (reviews fall back to it when the interview has none).
 */
export async function findInvitationPosition(
  db: Database,
  { organizationId, positionId }: InterviewScope & { positionId: string },
) {
  const [row] = await db
    .select({ status: positions.status, scorecardId: positions.scorecardId })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)))
    .limit(1);
  return row;
}

/** Interviews of open positions whose deadline has not passed, by position then title. */
export async function listInvitableInterviews(
  db: Database,
  { organizationId, now }: InterviewScope & { now: Date },
) {
  return db
    .select({
      id: prerecordedInterviews.id,
      title: prerecordedInterviews.title,
      deadline: prerecordedInterviews.deadline,
      positionId: positions.id,
      positionTitle: positions.title,
    })
    .from(prerecordedInterviews)
    .innerJoin(positions, eq(positions.id, prerecordedInterviews.positionId))
    .where(
      and(
        eq(prerecordedInterviews.organizationId, organizationId),
        eq(positions.organizationId, organizationId),
        eq(positions.status, "open"),
        or(isNull(prerecordedInterviews.deadline), gt(prerecordedInterviews.deadline, now)),
      ),
    )
    .orderBy(asc(positions.title), asc(prerecordedInterviews.title), asc(prerecordedInterviews.id))
    .limit(INVITABLE_INTERVIEWS_MAX);
}
