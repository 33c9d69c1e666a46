import { displayName } from "@candor/shared/format";
import type { Permission } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateEvents, candidates, organizations, users } from "../../db/schema/index";
import { serverT, toLocale } from "../../lib/i18n";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import { mentionedUserIds } from "../../lib/rich-text";
import { organizationOrigin } from "../../lib/urls";
import { insertEvent } from "./candidate-pipeline.queries";
import type { CandidateScope } from "./candidates.queries";

/** Who can see candidates (SPEC §6): only they can be mentioned and told. */
const CANDIDATE_READERS: readonly Permission[] = ["admin", "hr_manager"];
/** Enough of the note for the email to say what it is about. */
const EXCERPT_LENGTH = 280;

/** The note as plain text, cut at a word, for the email. */
export function noteExcerpt(html: string): string {
  const text = html
    .replace(/<\/(p|h[1-3]|li)>|<br\s*\/?>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), EXCERPT_LENGTH / 2))}…`;
}

/** The email to one mentioned member (texts in locales/<lng>/emails.json, `mentions`). */
export function mentionEmail(mention: {
  to: string;
  locale: string;
  recipientName: string;
  authorName: string;
  candidateName: string;
  excerpt: string;
  link: string;
}): MailMessage {
  const locale = toLocale(mention.locale);
  const t = serverT(locale, "emails");
  const values = { author: mention.authorName, candidate: mention.candidateName };
  const subject = t("mentions.subject", values);
  const body = renderEmail({
    locale,
    heading: subject,
    paragraphs: [
      t("common.hello", { name: mention.recipientName }),
      t("mentions.body", values),
      `“${mention.excerpt}”`,
    ],
    action: { label: t("mentions.action"), url: mention.link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: mention.to, subject, ...body };
}

/**
 * After a note is written or edited, in its transaction: each member it mentions who can see
 * candidates — not the author, not one already told about this note — gets a timeline event and
 * an email in their language linking to the candidate's profile. Ids of anyone else (another
 * organization, a reviewer, a candidate) are ignored.
 */
export async function notifyMentions(
  tx: Database,
  scope: CandidateScope,
  note: { id: string; candidateId: string; authorId: string; html: string; now: Date },
  options: { publicUrl: string },
) {
  const ids = mentionedUserIds(note.html).filter((id) => id !== note.authorId);
  if (ids.length === 0) return;
  const members = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, scope.organizationId),
        inArray(users.id, ids),
        isNull(users.type),
        sql`(${users.isAdmin} or ${users.permissions} && ${sql.raw(
          `array[${CANDIDATE_READERS.map((permission) => `'${permission}'`).join(", ")}]::text[]`,
        )})`,
      ),
    );
  if (members.length === 0) return;
  const told = await tx
    .select({ userId: sql<string>`${candidateEvents.payload} ->> 'user_id'` })
    .from(candidateEvents)
    .where(
      and(
        eq(candidateEvents.organizationId, scope.organizationId),
        eq(candidateEvents.candidateId, note.candidateId),
        eq(candidateEvents.kind, "mentioned"),
        sql`${candidateEvents.payload} ->> 'note_id' = ${note.id}`,
      ),
    );
  const alreadyTold = new Set(told.map((row) => row.userId));
  const newlyMentioned = members.filter((member) => !alreadyTold.has(member.id));
  if (newlyMentioned.length === 0) return;
  const [context] = await tx
    .select({
      candidate: { firstName: candidates.firstName, lastName: candidates.lastName },
      candidateEmail: candidates.email,
      subdomain: organizations.subdomain,
    })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.organizationId))
    .where(
      and(eq(candidates.organizationId, scope.organizationId), eq(candidates.id, note.candidateId)),
    );
  const [author] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, note.authorId));
  if (!context) return;
  const candidateName = displayName({ ...context.candidate, email: context.candidateEmail });
  const authorName = author ? displayName(author) : "";
  const link = `${organizationOrigin(options.publicUrl, context.subdomain)}${path("Candidate", {
    id: note.candidateId,
  })}`;
  const excerpt = noteExcerpt(note.html);
  for (const member of newlyMentioned) {
    await insertEvent(tx, {
      organizationId: scope.organizationId,
      candidateId: note.candidateId,
      kind: "mentioned",
      payload: { note_id: note.id, user_id: member.id, user_name: displayName(member) },
      actorId: note.authorId,
      at: note.now,
    });
    await enqueueMail(
      tx,
      mentionEmail({
        to: member.email,
        locale: member.locale,
        recipientName: member.firstName,
        authorName,
        candidateName,
        excerpt,
        link,
      }),
    );
  }
}
