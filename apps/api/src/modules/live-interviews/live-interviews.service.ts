import { randomUUID } from "node:crypto";
import type {
  CreateLiveInterviewInput,
  ListLiveInterviewsQuery,
  UpdateLiveInterviewInput,
} from "@candor/shared/schemas/live-interviews";
import type { LiveSlotsInput } from "@candor/shared/schemas/live-scheduling";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import type { MemberScope } from "../../plugins/auth";
import { assertId, assertReferences, storedLocation } from "./live-interviews.input";
import type { LiveInterviewLinks } from "./live-interviews.links";
import type { LiveInterviewNotifier } from "./live-interviews.notify";
import {
  addPanelMembers,
  countLiveInterviews,
  deleteLiveInterview,
  findLiveInterview,
  insertCandidateEvent,
  insertLiveInterview,
  isPanelMember,
  type LiveInterviewDetailRow,
  type LiveInterviewRow,
  listAgendas,
  listLiveInterviews,
  listPanels,
  lockLiveInterview,
  replaceAgenda,
} from "./live-interviews.queries";
import { scheduleReminders } from "./live-interviews.reminders";
import { serializeLiveInterview } from "./live-interviews.serializer";
import { agendaItems, applyUpdate, timelinePayload, updateRow } from "./live-interviews.update";

/**
 * The caller of a hiring-side call: managers (admin, hr_manager) see and change every interview
 * of the organization; any other member sees only those whose panel they are on.
 */
export type LiveInterviewCaller = MemberScope & { canManage: boolean };

export type LiveInterviewsService = ReturnType<typeof createLiveInterviewsService>;

export function createLiveInterviewsService({
  db,
  clock,
  links,
  notifier,
  feedback,
  scheduling,
}: {
  db: Database;
  clock: () => Date;
  links: LiveInterviewLinks;
  notifier: LiveInterviewNotifier;
  /** The panel's feedback after the call: submitted scorecards counted, the overdue check queued. */
  feedback?: {
    submittedCounts(scope: { organizationId: string }, ids: string[]): Promise<Map<string, number>>;
    afterScheduled(tx: Database, scope: { organizationId: string }, id: string): Promise<void>;
  };
  /** Candidate self-scheduling: slots offered instead of a fixed time (decision 0032). */
  scheduling?: {
    offerSlots(
      tx: Database,
      scope: { organizationId: string },
      offer: { liveInterviewId: string; slots: LiveSlotsInput; durationMinutes: number },
    ): Promise<void>;
  };
}) {
  /** Rows with their panels and agendas, loaded in two queries whatever their number. */
  async function present(caller: LiveInterviewCaller, rows: LiveInterviewDetailRow[]) {
    const ids = rows.map((row) => row.interview.id);
    const scope = { organizationId: caller.organizationId, ids };
    const [panels, agendas, submitted] = await Promise.all([
      listPanels(db, scope),
      listAgendas(db, scope),
      feedback?.submittedCounts(scope, ids),
    ]);
    return rows.map((row) =>
      serializeLiveInterview(row, {
        panel: panels.get(row.interview.id) ?? [],
        agenda: agendas.get(row.interview.id) ?? [],
        canManage: caller.canManage,
        feedbackSubmittedCount: submitted?.get(row.interview.id) ?? 0,
      }),
    );
  }

  /** The interview if the caller may see it, else 404 (another organization's included). */
  async function visibleRow(caller: LiveInterviewCaller, id: string) {
    assertId(id);
    const row = await findLiveInterview(db, { organizationId: caller.organizationId, id });
    if (!row) throw AppError.notFound();
    if (
      !caller.canManage &&
      !(await isPanelMember(db, {
        organizationId: caller.organizationId,
        id,
        userId: caller.userId,
      }))
    ) {
      throw AppError.notFound();
    }
    return row;
  }

  async function get(caller: LiveInterviewCaller, id: string) {
    const [presented] = await present(caller, [await visibleRow(caller, id)]);
    if (!presented) throw AppError.notFound();
    return presented;
  }

  /** Locks a manager's target for a change; 404 as for a read. */
  async function lockForChange(tx: Database, caller: LiveInterviewCaller, id: string) {
    assertId(id);
    const row = await lockLiveInterview(tx, { organizationId: caller.organizationId, id });
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Cancels in the caller's transaction: status, CANCEL to everyone, the timeline. */
  async function cancelLocked(tx: Database, caller: LiveInterviewCaller, row: LiveInterviewRow) {
    const now = clock();
    const cancelled = await updateRow(tx, row, {
      status: "cancelled",
      cancelledAt: now,
      icalSequence: row.icalSequence + 1,
      updatedAt: now,
    });
    // Only an interview still ahead is worth telling people about.
    if (row.startsAt && row.startsAt > now && row.status === "scheduled") {
      const context = await notifier.context(tx, cancelled);
      await notifier.send(
        tx,
        context,
        {
          candidate: "cancel",
          members: context.panel.map((member) => ({ member, kind: "cancel" as const })),
        },
        now,
      );
    }
    await insertCandidateEvent(tx, {
      organizationId: row.organizationId,
      candidateId: row.candidateId,
      kind: "live_interview_cancelled",
      payload: await timelinePayload(tx, cancelled),
      actorId: caller.userId,
      at: now,
    });
    return cancelled;
  }

  return {
    get,

    async list(caller: LiveInterviewCaller, query: ListLiveInterviewsQuery) {
      // A reviewer's list is their panels', whatever they ask.
      const panelMemberId = query.mine || !caller.canManage ? caller.userId : undefined;
      const scope = { organizationId: caller.organizationId, query, panelMemberId };
      const [rows, count] = await Promise.all([
        listLiveInterviews(db, {
          ...scope,
          sort: query.sort,
          limit: query.limit,
          offset: pageOffset(query),
        }),
        countLiveInterviews(db, scope),
      ]);
      return { data: await present(caller, rows), count };
    },

    async create(caller: LiveInterviewCaller, input: CreateLiveInterviewInput) {
      const now = clock();
      // Slots instead of a fixed time: no start until the candidate picks one.
      const slots = input.slots && scheduling ? input.slots : undefined;
      const startsAt = input.starts_at ? new Date(input.starts_at) : null;
      if (!startsAt && !slots) throw AppError.fields({ starts_at: ["required"] });
      const scope = { organizationId: caller.organizationId };
      const id = await db.transaction(async (tx) => {
        await assertReferences(
          tx,
          scope,
          {
            candidateId: input.candidate_id,
            positionId: input.position_id,
            interviewerIds: input.interviewer_ids,
            scorecardId: input.scorecard_id ?? null,
            agenda: input.agenda,
            ...(startsAt ? { startsAt } : {}),
          },
          now,
        );
        const id = randomUUID();
        const row = await insertLiveInterview(tx, {
          id,
          organizationId: caller.organizationId,
          candidateId: input.candidate_id,
          positionId: input.position_id,
          title: input.title,
          startsAt,
          durationMinutes: input.duration_minutes,
          timeZone: input.time_zone,
          locationType: input.location_type,
          location: storedLocation(input.location_type, input.location),
          scorecardId: input.scorecard_id ?? null,
          panelNotes: input.panel_notes,
          showAgendaToCandidate: input.show_agenda_to_candidate,
          certifiedReviewersOnly: input.certified_reviewers_only,
          status: slots ? "awaiting_candidate" : "scheduled",
          icalUid: `${id}@live-interviews.candor`,
          icalSequence: 0,
          candidateAccessTokenHash: await links.candidateTokenHash(tx, id),
          createdByUserId: caller.userId,
          createdAt: now,
          updatedAt: now,
        });
        await addPanelMembers(tx, { ...scope, id, userIds: [...new Set(input.interviewer_ids)] });
        await replaceAgenda(tx, { ...scope, id, items: agendaItems(input.agenda) });
        if (slots && scheduling) {
          // The candidate gets the slot page's link; everyone is invited once they pick.
          await scheduling.offerSlots(tx, scope, {
            liveInterviewId: id,
            slots,
            durationMinutes: input.duration_minutes,
          });
        } else if (startsAt) {
          const context = await notifier.context(tx, row);
          await notifier.send(
            tx,
            context,
            {
              candidate: "invitation",
              members: context.panel.map((member) => ({ member, kind: "invitation" as const })),
            },
            now,
          );
          await scheduleReminders(tx, { ...scope, liveInterviewId: id, startsAt, now });
          await feedback?.afterScheduled(tx, scope, id);
        }
        await insertCandidateEvent(tx, {
          organizationId: caller.organizationId,
          candidateId: input.candidate_id,
          kind: "live_interview_scheduled",
          payload: await timelinePayload(tx, row),
          actorId: caller.userId,
          at: now,
        });
        return id;
      });
      return get(caller, id);
    },

    /**
     * Invites the candidate and the panel to an interview whose time was just set (a slot the
     * candidate picked), in the caller's transaction: REQUEST to everyone, reminders queued.
     */
    async sendInvitations(tx: Database, scope: { organizationId: string }, id: string) {
      const row = await lockLiveInterview(tx, { ...scope, id });
      if (!row?.startsAt) return;
      const context = await notifier.context(tx, row);
      await notifier.send(
        tx,
        context,
        {
          candidate: "invitation",
          members: context.panel.map((member) => ({ member, kind: "invitation" as const })),
        },
        clock(),
      );
      await scheduleReminders(tx, {
        ...scope,
        liveInterviewId: id,
        startsAt: row.startsAt,
        now: clock(),
      });
    },

    async update(caller: LiveInterviewCaller, id: string, input: UpdateLiveInterviewInput) {
      await db.transaction(async (tx) => {
        const row = await lockForChange(tx, caller, id);
        if (row.status === "cancelled") throw new AppError("live_interview_cancelled");
        await applyUpdate(tx, { caller, row, input, now: clock(), notifier });
      });
      return get(caller, id);
    },

    async cancel(caller: LiveInterviewCaller, id: string) {
      await db.transaction(async (tx) => {
        const row = await lockForChange(tx, caller, id);
        // Cancelling again changes nothing and tells nobody twice.
        if (row.status !== "cancelled") await cancelLocked(tx, caller, row);
      });
      return get(caller, id);
    },

    async remove(caller: LiveInterviewCaller, id: string) {
      await db.transaction(async (tx) => {
        const row = await lockForChange(tx, caller, id);
        // Calendars still hold an upcoming one: it is cancelled there before it goes.
        if (row.status !== "cancelled" && row.startsAt && row.startsAt > clock()) {
          await cancelLocked(tx, caller, row);
        }
        await deleteLiveInterview(tx, { organizationId: caller.organizationId, id });
      });
    },
  };
}
