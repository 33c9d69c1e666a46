import { z } from "zod";
import type { Database } from "../../db/client";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { generateToken, hashToken } from "../../lib/tokens";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import {
  candidateEmailContext,
  candidateLinks,
  interviewReminderEmail,
} from "./interview-candidates.emails";
import {
  type CandidateInterviewRow,
  type CandidateMailContext,
  lockDueForReminder,
  mailContexts,
  updateCandidateInterview,
} from "./interview-candidates.queries";
import { insertEvent } from "./interview-events.queries";

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

/** Sends reminders: one on demand (`send`), or every one due for a job (`run`). */
export function createReminderSender({
  clock,
  publicUrl,
  files,
}: {
  clock: () => Date;
  publicUrl: string;
  files: CandidateEmailFiles;
}) {
  const links = candidateLinks(publicUrl);

  /**
   * Emails a reminder and marks it sent. A candidate who has not opened their link yet gets a new
   * one (only its hash is kept, so the first cannot be sent again; it stops working); one who has
   * goes straight to their interview's page.
   */
  async function send(
    tx: Database,
    candidateInterview: CandidateInterviewRow,
    mail: CandidateMailContext,
    actor: { userId: string | null; automatic: boolean },
  ) {
    const now = clock();
    let link: string;
    let tokenHash = candidateInterview.invitationTokenHash;
    if (candidateInterview.candidateId) {
      link = links.interview(candidateInterview.id);
    } else {
      const token = generateToken();
      tokenHash = hashToken(token);
      link = links.invitation(token);
    }
    await updateCandidateInterview(tx, {
      organizationId: candidateInterview.organizationId,
      candidateInterviewId: candidateInterview.id,
      values: { lastRemindedAt: now, invitationTokenHash: tokenHash, updatedAt: now },
    });
    await enqueueMail(
      tx,
      await interviewReminderEmail(
        tx,
        files,
        candidateEmailContext(candidateInterview, mail),
        link,
      ),
    );
    await insertEvent(tx, {
      organizationId: candidateInterview.organizationId,
      interviewId: candidateInterview.interviewId,
      actorId: actor.userId,
      action: "candidate_reminded",
      details: {
        candidate_interview_id: candidateInterview.id,
        email: candidateInterview.email,
        automatic: actor.automatic,
      },
      createdAt: now,
    });
  }

  /** The job: every candidate due (see `lockDueForReminder`), each once. */
  async function run(db: Database, job: ReminderJob) {
    await db.transaction(async (tx) => {
      const due = await lockDueForReminder(tx, {
        organizationId: job.organizationId,
        interviewId: job.interviewId,
        candidateInterviewId: job.candidateInterviewId,
        now: clock(),
        leadMs: REMINDER_LEAD_MS,
      });
      const contexts = await mailContexts(tx, due);
      for (const candidateInterview of due) {
        const mail = contexts.get(candidateInterview.id);
        if (mail) await send(tx, candidateInterview, mail, { userId: null, automatic: true });
      }
    });
  }

  return { send, run };
}
