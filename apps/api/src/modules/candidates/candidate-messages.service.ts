import type { Locale } from "@candor/shared/constants";
import {
  CANDIDATE_MESSAGE_KINDS,
  CANDIDATE_MESSAGE_PLACEHOLDERS,
  type EmailTemplateKind,
  type EmailValues,
} from "@candor/shared/rules/email-templates";
import {
  type CandidateEmailPreviewInput,
  REJECTED_STAGE_KEY,
  type RejectCandidatePositionInput,
  type SendCandidateEmailInput,
} from "@candor/shared/schemas/email-templates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MemberScope } from "../../plugins/auth";
import {
  assertPlaceholders,
  type CandidateEmailFiles,
  memberLocale,
  organizationBrand,
  organizationTemplate,
  renderCandidateEmail,
  type TemplateText,
} from "../email-templates/candidate-email.service";
import { findRecipients } from "./candidate-messages.queries";
import {
  findCandidatePosition,
  findPositionTitle,
  insertEvent,
  listStages,
  lockCandidatePosition,
  positionsOfCandidates,
  setStage,
} from "./candidate-pipeline.queries";
import { type CandidateRow, findCandidate, updateCandidate } from "./candidates.queries";
import { serializeCandidatePosition } from "./candidates.serializer";

/*
 * Messages to one candidate from their profile (issue 12): from a template or as the member
 * edited it, with the candidate's own values; and rejecting a candidate in a position, with the
 * organization's reject template if the member wants the candidate told. Both in the timeline.
 * The emails themselves come from the email-templates module (its candidate-email service), in
 * the same transaction as the change.
 */

type Recipient = Pick<CandidateRow, "id" | "email" | "firstName" | "lastName">;

function candidateValues(
  candidate: Recipient,
  positionTitle: string | null,
  companyName: string,
): EmailValues {
  return {
    "candidate.first_name": candidate.firstName || null,
    "candidate.last_name": candidate.lastName || null,
    "position.title": positionTitle,
    "company.name": companyName,
  };
}

/** Queues the email and records it in the candidate's timeline (`email_sent`). */
export async function sendToCandidate(
  tx: Database,
  files: CandidateEmailFiles,
  scope: MemberScope,
  values: {
    candidate: Recipient;
    kind: EmailTemplateKind | null;
    template: TemplateText;
    positionTitle: string | null;
    locale: Locale;
    now: Date;
  },
) {
  const brand = await organizationBrand(tx, scope);
  const message = await renderCandidateEmail(
    {
      to: values.candidate.email,
      locale: values.locale,
      kind: values.kind,
      template: values.template,
      values: candidateValues(values.candidate, values.positionTitle, brand.name),
      brand,
    },
    files,
  );
  await enqueueMail(tx, message);
  await insertEvent(tx, {
    organizationId: scope.organizationId,
    candidateId: values.candidate.id,
    kind: "email_sent",
    payload: {
      subject: message.subject,
      to: message.to,
      ...(values.kind ? { kind: values.kind } : {}),
    },
    actorId: scope.userId,
    at: values.now,
  });
  return { to: message.to, subject: message.subject };
}

export function createCandidateMessagesService({
  db,
  clock,
  files,
}: {
  db: Database;
  clock: () => Date;
  /** Where the organization's logo is read for each email (candidate-email.service). */
  files: CandidateEmailFiles;
}) {
  /** `executor`: the caller's transaction when inside one (PGlite has a single connection). */
  async function callerLocale(
    scope: MemberScope,
    asked: Locale | undefined,
    executor: Database = db,
  ): Promise<Locale> {
    if (asked) return asked;
    return memberLocale(executor, scope.userId);
  }

  /** The candidate (404 for another organization's) and the position `{{position.title}}` names. */
  async function recipient(scope: MemberScope, candidateId: string, positionId?: string) {
    const candidate = await findCandidate(db, { ...scope, candidateId });
    if (!candidate) throw AppError.notFound();
    let positionTitle: string | null = null;
    if (positionId) {
      const title = await findPositionTitle(db, { ...scope, positionId });
      if (title === undefined) throw AppError.fields({ position_id: ["invalid"] });
      positionTitle = title;
    } else {
      const positions = await positionsOfCandidates(db, { ...scope, candidateIds: [candidate.id] });
      positionTitle = positions.get(candidate.id)?.[0]?.positionTitle ?? null;
    }
    return { candidate, positionTitle };
  }

  return {
    /**
     * A bulk reject's emails (candidate-bulk.service): the reject template in the caller's
     * language to each candidate moved, each in their timeline, in the bulk action's transaction.
     */
    async mailRejections(
      tx: Database,
      scope: MemberScope,
      values: { candidateIds: string[]; positionTitle: string; now: Date },
    ) {
      const locale = await callerLocale(scope, undefined, tx);
      const template = await organizationTemplate(tx, {
        ...scope,
        kind: "decision_reject",
        locale,
      });
      const recipients = await findRecipients(tx, { ...scope, candidateIds: values.candidateIds });
      for (const candidate of recipients) {
        await sendToCandidate(tx, files, scope, {
          candidate,
          kind: "decision_reject",
          template,
          positionTitle: values.positionTitle,
          locale,
          now: values.now,
        });
      }
    },

    /** A template `kind` (a profile message's kinds only) or an edited text, rendered. */
    async preview(scope: MemberScope, candidateId: string, input: CandidateEmailPreviewInput) {
      const locale = await callerLocale(scope, input.locale);
      const { candidate, positionTitle } = await recipient(scope, candidateId, input.position_id);
      let template: TemplateText;
      if (input.kind) {
        if (!CANDIDATE_MESSAGE_KINDS.includes(input.kind)) {
          throw AppError.fields({ kind: ["invalid"] });
        }
        template = await organizationTemplate(db, { ...scope, kind: input.kind, locale });
      } else {
        template = { subject: input.subject ?? "", body: input.body ?? "" };
        assertPlaceholders(template, CANDIDATE_MESSAGE_PLACEHOLDERS);
      }
      const brand = await organizationBrand(db, scope);
      // A preview is shown in the browser, where the inline logo cannot resolve: no files.
      const message = await renderCandidateEmail(
        {
          to: candidate.email,
          locale,
          kind: null,
          template,
          values: candidateValues(candidate, positionTitle, brand.name),
          brand,
        },
        null,
      );
      return {
        subject: message.subject,
        html: message.html,
        text: message.text,
        to: message.to,
        template_subject: template.subject,
        template_body: template.body,
      };
    },

    async send(scope: MemberScope, candidateId: string, input: SendCandidateEmailInput) {
      assertPlaceholders(input, CANDIDATE_MESSAGE_PLACEHOLDERS);
      const locale = await callerLocale(scope, input.locale);
      const { candidate, positionTitle } = await recipient(scope, candidateId, input.position_id);
      const now = clock();
      return db.transaction(async (tx) => {
        const sent = await sendToCandidate(tx, files, scope, {
          candidate,
          kind: null,
          template: { subject: input.subject, body: input.body },
          positionTitle,
          locale,
          now,
        });
        await updateCandidate(tx, { ...scope, candidateId, values: { lastActivityAt: now } });
        return sent;
      });
    },

    /**
     * To the `rejected` stage (422 `stage: [missing]` when the organization deleted it), and
     * with `notify_candidate` the reject template (or the member's edit of it) goes out.
     */
    async reject(
      scope: MemberScope,
      candidatePositionId: string,
      input: RejectCandidatePositionInput,
    ) {
      if (input.notify_candidate && (input.subject || input.body)) {
        assertPlaceholders(
          { subject: input.subject ?? "", body: input.body ?? "" },
          CANDIDATE_MESSAGE_PLACEHOLDERS,
        );
      }
      const locale = await callerLocale(scope, input.locale);
      await db.transaction(async (tx) => {
        const current = await lockCandidatePosition(tx, { ...scope, candidatePositionId });
        if (!current) throw AppError.notFound();
        const stages = await listStages(tx, scope);
        if (!stages.some((stage) => stage.key === REJECTED_STAGE_KEY)) {
          throw AppError.fields({ stage: ["missing"] });
        }
        const candidate = await findCandidate(tx, { ...scope, candidateId: current.candidateId });
        if (!candidate) throw AppError.notFound();
        const positionTitle =
          (await findPositionTitle(tx, { ...scope, positionId: current.positionId })) ?? "";
        const now = clock();
        if (current.stage !== REJECTED_STAGE_KEY) {
          await setStage(tx, { ...scope, candidatePositionId, stage: REJECTED_STAGE_KEY, now });
          await insertEvent(tx, {
            organizationId: scope.organizationId,
            candidateId: current.candidateId,
            kind: "stage_changed",
            payload: {
              candidate_position_id: current.id,
              position_id: current.positionId,
              position_title: positionTitle,
              from: current.stage,
              to: REJECTED_STAGE_KEY,
            },
            actorId: scope.userId,
            at: now,
          });
        }
        if (input.notify_candidate) {
          const saved = await organizationTemplate(tx, {
            ...scope,
            kind: "decision_reject",
            locale,
          });
          await sendToCandidate(tx, files, scope, {
            candidate,
            kind: "decision_reject",
            template: { subject: input.subject ?? saved.subject, body: input.body ?? saved.body },
            positionTitle,
            locale,
            now,
          });
        }
        await updateCandidate(tx, {
          ...scope,
          candidateId: current.candidateId,
          values: { lastActivityAt: now },
        });
      });
      const row = await findCandidatePosition(db, { ...scope, candidatePositionId });
      if (!row) throw AppError.notFound();
      return serializeCandidatePosition(row);
    },
  };
}

export type CandidateMessagesService = ReturnType<typeof createCandidateMessagesService>;
