import {
  LIVE_INTERVIEW_REMINDER_KINDS,
  LIVE_INTERVIEW_REMINDER_OFFSETS_MINUTES,
} from "@candor/shared/schemas/live-interviews";
import { z } from "zod";
import type { Database } from "../../db/client";
import { liveInterviewReminders } from "../../db/schema/index";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import type { LiveInterviewNotifier } from "./live-interviews.notify";
import { lockLiveInterview } from "./live-interviews.queries";

/*
 * Reminders 24 hours and 1 hour before a live interview (issue 13, decision 0028). Scheduling
 * queues one job per reminder, run at its time, naming the start it reminds of. A job whose
 * interview moved (another start), was cancelled or deleted does nothing: a reschedule queues new
 * jobs and the old ones fall away. Each reminder goes once, however many jobs or API processes
 * run it: the mail is queued in the transaction that inserts its marker row
 * (`live_interview_reminders`, unique per interview, kind and start), and the loser of a race
 * inserts nothing and sends nothing.
 */

export const LIVE_INTERVIEW_REMINDERS_QUEUE = "live_interview_reminders";

export const LiveInterviewReminderJobSchema = z.object({
  organizationId: z.string(),
  liveInterviewId: z.string(),
  kind: z.enum(LIVE_INTERVIEW_REMINDER_KINDS),
  /** ISO 8601: the start this reminder is for. */
  startsAt: z.string(),
});
export type LiveInterviewReminderJob = z.infer<typeof LiveInterviewReminderJobSchema>;

/** Queues the reminders still ahead of `startsAt` (none for a time already too close). */
export async function scheduleReminders(
  tx: Database,
  job: { organizationId: string; liveInterviewId: string; startsAt: Date; now: Date },
) {
  for (const kind of LIVE_INTERVIEW_REMINDER_KINDS) {
    const runAt = new Date(
      job.startsAt.getTime() - LIVE_INTERVIEW_REMINDER_OFFSETS_MINUTES[kind] * 60_000,
    );
    if (runAt <= job.now) continue;
    const payload: LiveInterviewReminderJob = {
      organizationId: job.organizationId,
      liveInterviewId: job.liveInterviewId,
      kind,
      startsAt: job.startsAt.toISOString(),
    };
    await enqueueJob(tx, LIVE_INTERVIEW_REMINDERS_QUEUE, payload, { runAt });
  }
}

/** The job's handler: sends the reminder if it is still due and was not sent. */
export function createReminderRunner({
  db,
  clock,
  notifier,
}: {
  db: Database;
  clock: () => Date;
  notifier: LiveInterviewNotifier;
}) {
  return async function runReminder(job: LiveInterviewReminderJob): Promise<void> {
    await db.transaction(async (tx) => {
      const interview = await lockLiveInterview(tx, {
        organizationId: job.organizationId,
        id: job.liveInterviewId,
      });
      if (!interview?.startsAt || interview.status !== "scheduled") return;
      if (interview.startsAt.getTime() !== new Date(job.startsAt).getTime()) return;
      const now = clock();
      // A reminder that could only run after the start (the queue was down) is pointless.
      if (interview.startsAt <= now) return;
      const marked = await tx
        .insert(liveInterviewReminders)
        .values({
          organizationId: interview.organizationId,
          liveInterviewId: interview.id,
          kind: job.kind,
          startsAt: interview.startsAt,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ kind: liveInterviewReminders.kind });
      if (marked.length === 0) return;
      const context = await notifier.context(tx, interview);
      const kind = job.kind === "24h" ? "reminder_24h" : "reminder_1h";
      await notifier.send(
        tx,
        context,
        { candidate: kind, members: context.panel.map((member) => ({ member, kind })) },
        now,
      );
    });
  };
}
