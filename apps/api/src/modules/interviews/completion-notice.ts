import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  candidateInterviews,
  organizations,
  positionHiringTeamMembers,
  positions,
  prerecordedInterviews,
  users,
} from "../../db/schema/index";
import { serverT, toLocale } from "../../lib/i18n";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import { organizationOrigin } from "../../lib/urls";

/** The queue of "a candidate completed" notices to the hiring team. */
export const INTERVIEW_COMPLETED_QUEUE = "interview_completed";

export const CompletionJobSchema = z.object({ candidateInterviewId: z.string() });

/**
 * Tells the hiring team that a candidate completed an interview: the position's owner, its hiring
 * team and the interview's creator, each once. Call it in the transaction that submits the
 * candidate's answers: the notice is queued with the submission and sent after it commits.
 */
export async function notifyInterviewCompleted(
  tx: Database,
  candidateInterviewId: string,
): Promise<void> {
  await enqueueJob(tx, INTERVIEW_COMPLETED_QUEUE, { candidateInterviewId });
}

/** The notice to one member (texts in locales/<lng>/emails.json, `completionNotice`). */
export function completionNoticeEmail(notice: {
  to: string;
  locale: string;
  recipientName: string;
  candidateName: string;
  interviewTitle: string;
  positionTitle: string;
  link: string;
}): MailMessage {
  const locale = toLocale(notice.locale);
  const t = serverT(locale, "emails");
  const values = {
    candidate: notice.candidateName,
    interview: notice.interviewTitle,
    position: notice.positionTitle,
  };
  const subject = t("completionNotice.subject", values);
  const body = renderEmail({
    locale,
    heading: subject,
    paragraphs: [
      t("common.hello", { name: notice.recipientName }),
      t("completionNotice.body", values),
      t("completionNotice.next"),
    ],
    action: { label: t("completionNotice.action"), url: notice.link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: notice.to, subject, ...body };
}

/** The queue's handler: one email per member to tell, in their language. */
export async function sendCompletionNotice(
  db: Database,
  options: { publicUrl: string },
  candidateInterviewId: string,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        candidateInterview: candidateInterviews,
        interview: {
          id: prerecordedInterviews.id,
          title: prerecordedInterviews.title,
          createdById: prerecordedInterviews.createdById,
        },
        position: { id: positions.id, title: positions.title, ownerId: positions.ownerId },
        subdomain: organizations.subdomain,
      })
      .from(candidateInterviews)
      .innerJoin(
        prerecordedInterviews,
        eq(prerecordedInterviews.id, candidateInterviews.interviewId),
      )
      .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
      .innerJoin(organizations, eq(organizations.id, candidateInterviews.organizationId))
      .where(eq(candidateInterviews.id, candidateInterviewId));
    // Deleted since: nobody to tell.
    if (!row) return;
    const { candidateInterview, interview, position } = row;
    const team = await tx
      .select({ userId: positionHiringTeamMembers.userId })
      .from(positionHiringTeamMembers)
      .where(
        and(
          eq(positionHiringTeamMembers.organizationId, candidateInterview.organizationId),
          eq(positionHiringTeamMembers.positionId, position.id),
        ),
      );
    const ids = [
      ...new Set(
        [position.ownerId, interview.createdById, ...team.map((member) => member.userId)].filter(
          (id): id is string => Boolean(id),
        ),
      ),
    ];
    if (ids.length === 0) return;
    // Only current members of the organization: a former member is told nothing.
    const recipients = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
      })
      .from(users)
      .where(
        and(eq(users.organizationId, candidateInterview.organizationId), inArray(users.id, ids)),
      );
    const candidateName = displayName(candidateInterview);
    const link = `${organizationOrigin(options.publicUrl, row.subdomain)}${path(
      "ReviewCandidateInterview",
      { id: candidateInterview.id },
    )}`;
    for (const recipient of recipients) {
      await enqueueMail(
        tx,
        completionNoticeEmail({
          to: recipient.email,
          locale: recipient.locale,
          recipientName: recipient.firstName,
          candidateName,
          interviewTitle: interview.title,
          positionTitle: position.title,
          link,
        }),
      );
    }
  });
}
