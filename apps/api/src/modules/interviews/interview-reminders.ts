import { z } from "zod";
import type { Database } from "../../db/client";
import { enqueueJob } from "../../lib/jobs/enqueue-job";

/** The queue of deadline reminders (decision 0009). */
export const INTERVIEW_REMINDERS_QUEUE = "interview_reminders";

/** How long before a deadline candidates who have not completed are reminded, once. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export const ReminderJobSchema = z.object({
  organizationId: z.string(),
  interviewId: z.string(),
  /** Only this candidate (their own deadline changed); every candidate of the interview if absent. */
  candidateInterviewId: z.string().optional(),
});
export type ReminderJob = z.infer<typeof ReminderJobSchema>;

/**
 * Queues the reminder run for 24 hours before `deadline`. A deadline less than 24 hours away
 * gets none (the candidate was just told of it); a run queued for an older deadline finds nobody
 * due and does nothing, so changing a deadline only needs a new run.
 */
export async function scheduleDeadlineReminder(
  tx: Database,
  job: ReminderJob & { deadline: Date | null; now: Date },
) {
  if (!job.deadline) return;
  const runAt = new Date(job.deadline.getTime() - REMINDER_LEAD_MS);
  if (runAt <= job.now) return;
  const payload: ReminderJob = {
    organizationId: job.organizationId,
    interviewId: job.interviewId,
    ...(job.candidateInterviewId ? { candidateInterviewId: job.candidateInterviewId } : {}),
  };
  await enqueueJob(tx, INTERVIEW_REMINDERS_QUEUE, payload, { runAt });
}
