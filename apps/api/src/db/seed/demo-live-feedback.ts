import { and, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  candidateEvents,
  liveInterviewFeedback,
  liveInterviewFeedbackScores,
  liveInterviewInterviewers,
  liveInterviews,
  positions,
  scorecardCriteria,
} from "../schema/index";

/** What interviewers wrote after the demo's past calls, picked by position in the panel. */
const COMMENTS = [
  "Structured answers with concrete examples; walked through trade-offs without prompting.",
  "Strong on the technical questions, a bit vague on how they handle disagreement in a team.",
  "Good rapport and clear communication. I'd like a second opinion on depth of experience.",
  "Asked sharp questions about the role. Recommend moving to the offer stage.",
];

/**
 * Feedback on the demo organization's past live interviews (issue 13): every panel member of a
 * call that ended submitted a scorecard, but the most recent call keeps one interviewer's
 * missing, so "Waiting for your feedback" and the blind rule show something. Runs in the demo
 * story's transaction, after the live interviews are written; adds nothing twice.
 */
export async function seedDemoLiveFeedback(tx: Database, organizationId: string, now: Date) {
  const past = await tx
    .select({
      id: liveInterviews.id,
      title: liveInterviews.title,
      candidateId: liveInterviews.candidateId,
      startsAt: liveInterviews.startsAt,
      durationMinutes: liveInterviews.durationMinutes,
      scorecardId: sql<
        string | null
      >`coalesce(${liveInterviews.scorecardId}, ${positions.scorecardId})`,
      position: { id: positions.id, title: positions.title },
    })
    .from(liveInterviews)
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        or(eq(liveInterviews.status, "done"), eq(liveInterviews.status, "scheduled")),
        isNotNull(liveInterviews.startsAt),
        lte(
          sql`${liveInterviews.startsAt} + make_interval(mins => ${liveInterviews.durationMinutes})`,
          now,
        ),
      ),
    )
    .orderBy(liveInterviews.startsAt);
  if (past.length === 0) return 0;
  const ids = past.map((row) => row.id);
  const [panel, already, criteria] = await Promise.all([
    tx
      .select()
      .from(liveInterviewInterviewers)
      .where(inArray(liveInterviewInterviewers.liveInterviewId, ids)),
    tx
      .select({ id: liveInterviewFeedback.liveInterviewId })
      .from(liveInterviewFeedback)
      .where(inArray(liveInterviewFeedback.liveInterviewId, ids)),
    tx.select().from(scorecardCriteria).orderBy(scorecardCriteria.position),
  ]);
  const done = new Set(already.map((row) => row.id));
  let written = 0;
  for (const [index, interview] of past.entries()) {
    if (done.has(interview.id)) continue;
    const members = panel.filter((row) => row.liveInterviewId === interview.id);
    // The latest call leaves its last interviewer's scorecard to do.
    const scoring = index === past.length - 1 ? members.slice(0, -1) : members;
    const ofCard = criteria.filter((c) => c.scorecardId === interview.scorecardId);
    for (const [position, member] of scoring.entries()) {
      const submittedAt = new Date(
        (interview.startsAt as Date).getTime() + (2 + position) * 3_600_000,
      );
      const [row] = await tx
        .insert(liveInterviewFeedback)
        .values({
          organizationId,
          liveInterviewId: interview.id,
          interviewerId: member.userId,
          scorecardId: interview.scorecardId,
          comment: COMMENTS[(index + position) % COMMENTS.length] ?? "",
          submittedAt,
          createdAt: submittedAt,
          updatedAt: submittedAt,
        })
        .returning({ id: liveInterviewFeedback.id });
      if (!row) continue;
      if (ofCard.length > 0) {
        await tx.insert(liveInterviewFeedbackScores).values(
          ofCard.map((criterion, k) => ({
            feedbackId: row.id,
            organizationId,
            criterionId: criterion.id,
            // 3–5 on a five-point scale, varied by interview, interviewer and criterion.
            rating: Math.min(criterion.ratingScale, 3 + ((index + position + k) % 3)),
          })),
        );
      }
      await tx.insert(candidateEvents).values({
        organizationId,
        candidateId: interview.candidateId,
        kind: "live_feedback_submitted",
        actorId: member.userId,
        at: submittedAt,
        payload: {
          live_interview_id: interview.id,
          title: interview.title,
          position_id: interview.position.id,
          position_title: interview.position.title,
        },
      });
      written += 1;
    }
  }
  return written;
}
