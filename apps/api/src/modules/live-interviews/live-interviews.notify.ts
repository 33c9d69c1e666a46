import { displayName } from "@candor/shared/format";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidates } from "../../db/schema/index";
import { toLocale } from "../../lib/i18n";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import {
  type CandidateEmailKind,
  candidateEmail,
  type InterviewMailContext,
  type MemberEmailKind,
  memberEmail,
} from "./live-interviews.emails";
import type { LiveInterviewLinks } from "./live-interviews.links";
import {
  findOrganization,
  findPosition,
  findUser,
  findUserByEmail,
  type LiveInterviewRow,
  listPanels,
  type PanelMember,
} from "./live-interviews.queries";

export type LiveInterviewNotifier = ReturnType<typeof createLiveInterviewNotifier>;

/**
 * Loads what the emails of an interview say and queues them in the caller's transaction, so an
 * invitation goes out exactly when its change commits.
 */
export function createLiveInterviewNotifier({
  links,
  files,
  mailFrom,
}: {
  links: LiveInterviewLinks;
  files: CandidateEmailFiles;
  /** The organizer's address when the member who scheduled it is gone. */
  mailFrom: string;
}) {
  async function context(tx: Database, interview: LiveInterviewRow): Promise<InterviewMailContext> {
    const scope = { organizationId: interview.organizationId };
    const [candidate] = await tx
      .select({
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
      })
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, interview.organizationId),
          eq(candidates.id, interview.candidateId),
        ),
      );
    if (!candidate) throw new Error(`candidate ${interview.candidateId} not found`);
    // One after another: a transaction is one connection (pg warns of queries sent together).
    const organization = await findOrganization(tx, scope);
    const panels = await listPanels(tx, { ...scope, ids: [interview.id] });
    const organizer = interview.createdByUserId
      ? await findUser(tx, interview.createdByUserId)
      : undefined;
    const candidateAccount = await findUserByEmail(tx, candidate.email);
    const positionTitle = await positionTitleOf(tx, interview);
    return {
      interview,
      candidate: {
        ...candidate,
        // The candidate's own language if they have an account, else the organizer's.
        locale: toLocale(candidateAccount?.locale ?? organizer?.locale),
      },
      positionTitle,
      organization,
      panel: panels.get(interview.id) ?? [],
      organizer: organizer
        ? { name: `${displayName(organizer)} (${organization.name})`, email: organizer.email }
        : { name: organization.name, email: bareAddress(mailFrom) },
      candidateUrl: await links.candidateUrl(tx, interview.id),
      memberRoomUrl: links.memberRoomUrl(organization.subdomain, interview.id),
    };
  }

  return {
    context,

    /** Queues the candidate's email (if `candidate` is a kind) and each member's of their kind. */
    async send(
      tx: Database,
      mailContext: InterviewMailContext,
      recipients: {
        candidate: CandidateEmailKind | null;
        members: { member: PanelMember; kind: MemberEmailKind }[];
      },
      stamp: Date,
    ) {
      if (recipients.candidate) {
        await enqueueMail(
          tx,
          await candidateEmail(tx, files, mailContext, recipients.candidate, stamp),
        );
      }
      for (const { member, kind } of recipients.members) {
        await enqueueMail(tx, memberEmail(mailContext, member, kind, stamp));
      }
    },
  };
}

async function positionTitleOf(tx: Database, interview: LiveInterviewRow): Promise<string> {
  const position = await findPosition(tx, {
    organizationId: interview.organizationId,
    positionId: interview.positionId,
  });
  return position?.title ?? "";
}

/** `Candor <no-reply@candor.work>` → `no-reply@candor.work`. */
function bareAddress(address: string): string {
  return /<([^>]+)>/.exec(address)?.[1] ?? address;
}
