import { z } from "zod";
import type { Database } from "../../db/client";
import { enqueueJob } from "../jobs/enqueue-job";
import type { JobHandler } from "../jobs/job-runner";
import type { Mailer, MailMessage } from "./mailer";

/** Mail goes through the job queue: stored with the change that caused it, retried on failure. */
export const MAIL_QUEUE = "mail";

const MailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().min(1).optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1),
        contentType: z.string().min(1),
        contentBase64: z.base64(),
        contentId: z.string().min(1).optional(),
      }),
    )
    .optional(),
});

/** Pass the caller's transaction so the message is sent only if the change commits. */
export function enqueueMail(db: Database, message: MailMessage): Promise<{ id: number }> {
  return enqueueJob(db, MAIL_QUEUE, MailMessageSchema.parse(message));
}

/** The `mail` queue's handler: `createJobRunner({ handlers: { [MAIL_QUEUE]: … } })`. */
export function createMailJobHandler(mailer: Mailer): JobHandler<unknown> {
  return async (payload) => {
    await mailer.send(MailMessageSchema.parse(payload));
  };
}
