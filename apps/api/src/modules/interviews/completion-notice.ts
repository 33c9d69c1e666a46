import { PRODUCT_NAME } from "@candor/shared/constants";
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
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MailMessage } from "../../lib/mail/mailer";
import { type MailLocale, renderEmail } from "../../lib/mail/render-email";
import { organizationOrigin } from "../../lib/urls";
import { mailLocale } from "./interview-candidates.emails";

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

type Copy = {
  subject: (candidate: string, interview: string) => string;
  greeting: (name: string) => string;
  body: (candidate: string, interview: string, position: string) => string;
  next: string;
  action: string;
  hint: string;
  footer: string;
};

const COPY: Record<MailLocale, Copy> = {
  en: {
    subject: (candidate, interview) => `${candidate} completed "${interview}"`,
    greeting: (name) => `Hello ${name},`,
    body: (candidate, interview, position) =>
      `${candidate} has submitted their answers to the interview "${interview}" for the ${position} position.`,
    next: "Watch the answers and fill in the scorecard: you will see the other reviewers' scores once you have submitted yours.",
    action: "Review the answers",
    hint: "If the button does not work, paste this link into your browser:",
    footer: `${PRODUCT_NAME} · interview training and structured hiring`,
  },
  it: {
    subject: (candidate, interview) => `${candidate} ha completato "${interview}"`,
    greeting: (name) => `Ciao ${name},`,
    body: (candidate, interview, position) =>
      `${candidate} ha inviato le risposte al colloquio "${interview}" per la posizione ${position}.`,
    next: "Guarda le risposte e compila la scheda di valutazione: vedrai i punteggi degli altri revisori dopo aver inviato i tuoi.",
    action: "Valuta le risposte",
    hint: "Se il pulsante non funziona, incolla questo link nel browser:",
    footer: `${PRODUCT_NAME} · formazione ai colloqui e selezione strutturata`,
  },
  es: {
    subject: (candidate, interview) => `${candidate} ha completado "${interview}"`,
    greeting: (name) => `Hola, ${name}:`,
    body: (candidate, interview, position) =>
      `${candidate} ha enviado sus respuestas a la entrevista "${interview}" para el puesto de ${position}.`,
    next: "Mira las respuestas y completa la ficha de evaluación: verás las puntuaciones de los demás evaluadores cuando hayas enviado las tuyas.",
    action: "Evaluar las respuestas",
    hint: "Si el botón no funciona, pega este enlace en tu navegador:",
    footer: `${PRODUCT_NAME} · formación en entrevistas y selección estructurada`,
  },
};

export function completionNoticeEmail(notice: {
  to: string;
  locale: string;
  recipientName: string;
  candidateName: string;
  interviewTitle: string;
  positionTitle: string;
  link: string;
}): MailMessage {
  const locale = mailLocale(notice.locale);
  const copy = COPY[locale];
  const subject = copy.subject(notice.candidateName, notice.interviewTitle);
  const body = renderEmail({
    locale,
    heading: subject,
    paragraphs: [
      copy.greeting(notice.recipientName),
      copy.body(notice.candidateName, notice.interviewTitle, notice.positionTitle),
      copy.next,
    ],
    action: { label: copy.action, url: notice.link },
    actionHint: copy.hint,
    footer: copy.footer,
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
