import { path } from "@candor/shared/routes";
import { LIVE_FEEDBACK_OVERDUE_HOURS, slotInterval } from "@candor/shared/rules/live-scheduling";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  candidates,
  liveFeedbackReminders,
  liveInterviewFeedback,
  liveInterviewInterviewers,
  liveInterviews,
  organizations,
  users,
} from "../../db/schema/index";
import { serverT, toLocale } from "../../lib/i18n";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { renderEmail } from "../../lib/mail/render-email";
import { organizationOrigin } from "../../lib/urls";

/** The queue of overdue-feedback reminders (decision 0032). */
export const LIVE_FEEDBACK_REMINDER_QUEUE = "live_feedback_reminders";

export const FeedbackReminderJobSchema = z.object({
  organizationId: z.string(),
  liveInterviewId: z.string(),
});
export type FeedbackReminderJob = z.infer<typeof FeedbackReminderJobSchema>;

const OVERDUE_MS = LIVE_FEEDBACK_OVERDUE_HOURS * 3_600_000;

/**
 * Queues the overdue check for a day after the interview's end. Call it in the transaction that
 * sets or changes a start: a run for an old start finds the interview not yet due and queues
 * itself again for the new one, and the reminder rows make every interviewer's email go once.
 */
export async function scheduleFeedbackReminder(
  tx: Database,
  job: FeedbackReminderJob & { startsAt: Date; durationMinutes: number },
) {
  const endsAt = slotInterval(job.startsAt, job.durationMinutes).end;
  await enqueueJob(
    tx,
    LIVE_FEEDBACK_REMINDER_QUEUE,
    { organizationId: job.organizationId, liveInterviewId: job.liveInterviewId },
    { runAt: new Date(endsAt + OVERDUE_MS) },
  );
}

/** The job's handler: one email to each panel member whose feedback is still not submitted. */
export function createFeedbackReminderHandler(deps: {
  db: Database;
  clock: () => Date;
  publicUrl: string;
}) {
  return async function remindOverdueFeedback(payload: unknown) {
    const job = FeedbackReminderJobSchema.parse(payload);
    await deps.db.transaction(async (tx) => {
      const [interview] = await tx
        .select({
          id: liveInterviews.id,
          title: liveInterviews.title,
          status: liveInterviews.status,
          startsAt: liveInterviews.startsAt,
          durationMinutes: liveInterviews.durationMinutes,
          positionId: liveInterviews.positionId,
          candidate: { firstName: candidates.firstName, lastName: candidates.lastName },
          subdomain: organizations.subdomain,
        })
        .from(liveInterviews)
        .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
        .innerJoin(organizations, eq(organizations.id, liveInterviews.organizationId))
        .where(
          and(
            eq(liveInterviews.organizationId, job.organizationId),
            eq(liveInterviews.id, job.liveInterviewId),
          ),
        );
      // Deleted, cancelled, no-show or awaiting a new choice since: nothing to give feedback on.
      if (!interview?.startsAt || !["scheduled", "done"].includes(interview.status)) return;
      const dueAt = slotInterval(interview.startsAt, interview.durationMinutes).end + OVERDUE_MS;
      if (deps.clock().getTime() < dueAt) {
        await enqueueJob(tx, LIVE_FEEDBACK_REMINDER_QUEUE, job, { runAt: new Date(dueAt) });
        return;
      }
      const panel = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
        })
        .from(liveInterviewInterviewers)
        .innerJoin(users, eq(users.id, liveInterviewInterviewers.userId))
        .where(
          and(
            eq(liveInterviewInterviewers.organizationId, job.organizationId),
            eq(liveInterviewInterviewers.liveInterviewId, interview.id),
          ),
        );
      if (panel.length === 0) return;
      const submitted = await tx
        .select({ interviewerId: liveInterviewFeedback.interviewerId })
        .from(liveInterviewFeedback)
        .where(
          and(
            eq(liveInterviewFeedback.organizationId, job.organizationId),
            eq(liveInterviewFeedback.liveInterviewId, interview.id),
            inArray(
              liveInterviewFeedback.interviewerId,
              panel.map((member) => member.id),
            ),
            isNotNull(liveInterviewFeedback.submittedAt),
          ),
        );
      const done = new Set(submitted.map((row) => row.interviewerId));
      const link = `${organizationOrigin(deps.publicUrl, interview.subdomain)}${path(
        "PositionLiveInterview",
        { id: interview.positionId, liveInterviewId: interview.id },
      )}`;
      const candidate = `${interview.candidate.firstName} ${interview.candidate.lastName}`.trim();
      for (const member of panel) {
        if (done.has(member.id)) continue;
        const [marked] = await tx
          .insert(liveFeedbackReminders)
          .values({
            organizationId: job.organizationId,
            liveInterviewId: interview.id,
            userId: member.id,
          })
          .onConflictDoNothing()
          .returning({ userId: liveFeedbackReminders.userId });
        if (!marked) continue; // reminded already
        const locale = toLocale(member.locale);
        const t = serverT(locale, "emails");
        const values = { candidate, title: interview.title };
        const subject = t("liveFeedback.subject", values);
        await enqueueMail(tx, {
          to: member.email,
          subject,
          ...renderEmail({
            locale,
            heading: subject,
            paragraphs: [
              t("common.hello", { name: member.firstName }),
              t("liveFeedback.body", values),
            ],
            action: { label: t("liveFeedback.action"), url: link },
            actionHint: t("common.hint"),
            footer: t("common.footer"),
          }),
        });
      }
    });
  };
}
