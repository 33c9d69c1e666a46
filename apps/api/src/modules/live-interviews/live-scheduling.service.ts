import { path } from "@candor/shared/routes";
import {
  type Interval,
  openSlots,
  overlapsAny,
  slotInterval,
  slotOfferErrors,
} from "@candor/shared/rules/live-scheduling";
import type {
  LiveSlotChoiceAttributes,
  LiveSlotsInput,
} from "@candor/shared/schemas/live-scheduling";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { serverT, toLocale } from "../../lib/i18n";
import { resource } from "../../lib/jsonapi";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { renderEmail } from "../../lib/mail/render-email";
import type { FileStorage } from "../../lib/storage/storage";
import { hashToken } from "../../lib/tokens";
import {
  busyIntervals,
  claimStart,
  findByCandidateToken,
  interviewerIdsOf,
  type LiveScope,
  listSlots,
  lockInterviewers,
  markAwaitingCandidate,
  replaceSlots,
  slotMailContext,
} from "./live-scheduling.queries";

const LOGO_URL_LIFETIME_SECONDS = 24 * 60 * 60;

export type LiveSchedulingDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  storage: Pick<FileStorage, "signedUrl">;
  /**
   * Sends everyone the calendar invitation (iCalendar REQUEST) of a now-scheduled interview, in
   * the picking transaction: live-core's invitation sender.
   */
  sendInvitations(tx: Database, scope: LiveScope, liveInterviewId: string): Promise<void>;
  /**
   * The candidate's personal link token of an interview (live-core derives it from the id, and
   * `candidate_access_token_hash` holds its hash): the slot page's key.
   */
  candidateToken(tx: Database, liveInterviewId: string): Promise<string>;
  /** Queues what follows a start being set (the overdue-feedback check), in the same transaction. */
  afterScheduled?(tx: Database, scope: LiveScope, liveInterviewId: string): Promise<void>;
};

/**
 * Candidate self-scheduling (decision 0032). The team offers slots (`offerSlots`, called by the
 * create and update calls in their transaction); the candidate picks one on the public page.
 */
export function createLiveSchedulingService(deps: LiveSchedulingDeps) {
  const { db, clock } = deps;

  async function busyFor(
    tx: Database,
    scope: LiveScope,
    liveInterviewId: string | null,
    ids: string[],
  ) {
    return busyIntervals(tx, {
      ...scope,
      interviewerIds: ids,
      exceptLiveInterviewId: liveInterviewId,
    });
  }

  async function choiceView(liveInterviewId: string, token: string) {
    const found = await findByCandidateToken(db, { liveInterviewId, tokenHash: hashToken(token) });
    if (!found) throw AppError.notFound();
    const scope = { organizationId: found.organizationId };
    let slots: LiveSlotChoiceAttributes["slots"] = [];
    if (found.status === "awaiting_candidate") {
      const [offered, ids] = await Promise.all([
        listSlots(db, { ...scope, liveInterviewId }),
        interviewerIdsOf(db, { ...scope, liveInterviewId }),
      ]);
      const busy = await busyFor(db, scope, liveInterviewId, ids);
      slots = openSlots(offered, {
        now: clock(),
        durationMinutes: found.durationMinutes,
        busy,
      }).map((slot) => ({
        id: slot.id,
        starts_at: slot.startsAt.toISOString(),
        ends_at: new Date(slotInterval(slot.startsAt, found.durationMinutes).end).toISOString(),
      }));
    }
    const { logoKey } = found.organization;
    const attributes: LiveSlotChoiceAttributes = {
      title: found.title,
      position_title: found.positionTitle,
      candidate_first_name: found.candidateFirstName || null,
      duration_minutes: found.durationMinutes,
      status: found.status,
      starts_at: found.startsAt?.toISOString() ?? null,
      organizer_time_zone: found.timeZone,
      slots,
      organization: {
        name: found.organization.name,
        brand_color: found.organization.brandColor,
        logo_url: logoKey
          ? await deps.storage.signedUrl(logoKey, { expiresInSeconds: LOGO_URL_LIFETIME_SECONDS })
          : null,
      },
    };
    return resource("live_slot_choice", found.id, attributes);
  }

  return {
    /**
     * The problems of offering `slots` for an interview of `durationMinutes` held by
     * `interviewerIds` (`slots.<i>.starts_at`: in the past, twice, or overlapping an
     * interviewer's other live interview). The create and update calls check it first.
     */
    async slotErrors(
      tx: Database,
      scope: LiveScope,
      offer: {
        liveInterviewId: string | null;
        slots: LiveSlotsInput;
        durationMinutes: number;
        interviewerIds: string[];
      },
    ) {
      const busy = await busyFor(tx, scope, offer.liveInterviewId, offer.interviewerIds);
      return slotOfferErrors(offer.slots, {
        now: clock(),
        durationMinutes: offer.durationMinutes,
        busy,
      });
    },

    /**
     * Offers the slots instead of a fixed time: the interview awaits the candidate, with their
     * personal link to the slot page emailed to them (in their language, with the organization's name and colour).
     * Throws 422 with the field codes of `slotErrors`; call it in the caller's transaction.
     */
    async offerSlots(
      tx: Database,
      scope: LiveScope,
      offer: { liveInterviewId: string; slots: LiveSlotsInput; durationMinutes: number },
    ) {
      const interviewerIds = await interviewerIdsOf(tx, {
        ...scope,
        liveInterviewId: offer.liveInterviewId,
      });
      await lockInterviewers(tx, interviewerIds);
      const busy = await busyFor(tx, scope, offer.liveInterviewId, interviewerIds);
      const now = clock();
      const errors = slotOfferErrors(offer.slots, {
        now,
        durationMinutes: offer.durationMinutes,
        busy,
      });
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);
      const token = await deps.candidateToken(tx, offer.liveInterviewId);
      await markAwaitingCandidate(tx, { ...scope, liveInterviewId: offer.liveInterviewId, now });
      await replaceSlots(tx, {
        ...scope,
        liveInterviewId: offer.liveInterviewId,
        startsAt: offer.slots.map((slot) => new Date(slot.starts_at)),
      });
      const mail = await slotMailContext(tx, { ...scope, liveInterviewId: offer.liveInterviewId });
      if (!mail) throw AppError.notFound();
      const locale = toLocale(mail.locale);
      const t = serverT(locale, "emails");
      const values = {
        company: mail.organization.name,
        position: mail.positionTitle,
        minutes: mail.durationMinutes,
      };
      const origin = new URL(deps.publicUrl).origin;
      const link = `${origin}${path("LiveInterviewSlotChoice", { id: offer.liveInterviewId }, { token })}`;
      const body = renderEmail({
        locale,
        brand: { name: mail.organization.name, color: mail.organization.brandColor ?? "" },
        heading: mail.title,
        paragraphs: [
          mail.candidate.firstName
            ? t("common.hello", { name: mail.candidate.firstName })
            : t("common.helloAnonymous"),
          t("liveScheduling.body", values),
        ],
        action: { label: t("liveScheduling.action"), url: link },
        actionHint: t("common.hint"),
        footer: t("liveScheduling.footer", values),
      });
      const supportEmail = mail.organization.supportEmail;
      await enqueueMail(tx, {
        to: mail.candidate.email,
        subject: t("liveScheduling.subject", values),
        ...body,
        ...(supportEmail ? { replyTo: supportEmail } : {}),
      });
    },

    /** `GET /v1/live_interviews/{id}/slot_choice`: 404 for a wrong token. */
    choice: choiceView,

    /**
     * `POST /v1/live_interviews/{id}/slot_choice`: the slot becomes the start, everyone gets the
     * invitation. Another request (tab, retry) that got there first answers 409 `slot_taken`; a
     * slot now past, 422 `slot_in_past`; one an interviewer has since committed to, `slot_taken`.
     */
    async pick(liveInterviewId: string, input: { token: string; slot_id: string }) {
      const found = await findByCandidateToken(db, {
        liveInterviewId,
        tokenHash: hashToken(input.token),
      });
      if (!found) throw AppError.notFound();
      const scope = { organizationId: found.organizationId };
      await db.transaction(async (tx) => {
        const slots = await listSlots(tx, { ...scope, liveInterviewId });
        const slot = slots.find((candidate) => candidate.id === input.slot_id);
        if (!slot) throw AppError.fields({ slot_id: ["invalid"] });
        if (found.status !== "awaiting_candidate") throw new AppError("slot_taken");
        const now = clock();
        const interval = slotInterval(slot.startsAt, found.durationMinutes);
        if (interval.start <= now.getTime()) throw new AppError("slot_in_past");
        const ids = await interviewerIdsOf(tx, { ...scope, liveInterviewId });
        await lockInterviewers(tx, ids);
        const busy: Interval[] = await busyFor(tx, scope, liveInterviewId, ids);
        if (overlapsAny(interval, busy)) throw new AppError("slot_taken");
        const won = await claimStart(tx, {
          ...scope,
          liveInterviewId,
          startsAt: slot.startsAt,
          now,
        });
        if (!won) throw new AppError("slot_taken");
        await deps.sendInvitations(tx, scope, liveInterviewId);
        await deps.afterScheduled?.(tx, scope, liveInterviewId);
      });
      return choiceView(liveInterviewId, input.token);
    },
  };
}

export type LiveSchedulingService = ReturnType<typeof createLiveSchedulingService>;
