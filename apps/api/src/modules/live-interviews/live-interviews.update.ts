import type { FieldErrors } from "@candor/shared/errors";
import { urlSchema } from "@candor/shared/rules/validation-schemas";
import type {
  CreateLiveInterviewInput,
  UpdateLiveInterviewInput,
} from "@candor/shared/schemas/live-interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import type { MemberEmailKind } from "./live-interviews.emails";
import { assertReferences, storedLocation } from "./live-interviews.input";
import type { LiveInterviewNotifier } from "./live-interviews.notify";
import {
  addPanelMembers,
  findPosition,
  insertCandidateEvent,
  type LiveInterviewRow,
  listPanels,
  type PanelMember,
  removePanelMembers,
  replaceAgenda,
  updateLiveInterview,
} from "./live-interviews.queries";
import { scheduleReminders } from "./live-interviews.reminders";

/*
 * An edit of a live interview (decision 0028's update rules). Whatever changes what a calendar
 * shows — the time, the length, the title, the place — is sent to everyone as a new version of
 * the same event (same UID, SEQUENCE + 1); a member added to the panel gets the invitation, one
 * removed a cancellation naming only them. A change of the start moves the reminders and writes
 * "rescheduled" on the candidate's timeline. Nothing is sent for an interview already over.
 */

export function agendaItems(agenda: CreateLiveInterviewInput["agenda"]) {
  return agenda.map((item) => ({ text: item.text, questionId: item.question_id ?? null }));
}

export async function updateRow(
  tx: Database,
  row: LiveInterviewRow,
  values: Partial<LiveInterviewRow>,
): Promise<LiveInterviewRow> {
  const updated = await updateLiveInterview(tx, {
    organizationId: row.organizationId,
    id: row.id,
    values,
  });
  if (!updated) throw AppError.notFound();
  return updated;
}

/** What a timeline line says of the interview. */
export async function timelinePayload(tx: Database, row: LiveInterviewRow) {
  const position = await findPosition(tx, {
    organizationId: row.organizationId,
    positionId: row.positionId,
  });
  return {
    live_interview_id: row.id,
    title: row.title,
    position_id: row.positionId,
    position_title: position?.title ?? "",
    starts_at: row.startsAt?.toISOString() ?? null,
    time_zone: row.timeZone,
  };
}

/** The place after the edit; 422 when it does not fit its (possibly unchanged) type. */
function nextLocation(row: LiveInterviewRow, input: UpdateLiveInterviewInput) {
  const type = input.location_type ?? row.locationType;
  if (input.location_type === undefined && input.location === undefined) {
    return { type, location: row.location };
  }
  const location = storedLocation(
    type,
    input.location !== undefined ? input.location : row.location,
  );
  const fields: FieldErrors = {};
  if (type !== "room" && !location) fields.location = ["blank"];
  else if (type === "link" && location && !urlSchema.safeParse(location).success) {
    fields.location = ["invalid_url"];
  }
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
  return { type, location };
}

export async function applyUpdate(
  tx: Database,
  {
    caller,
    row,
    input,
    now,
    notifier,
  }: {
    caller: MemberScope;
    row: LiveInterviewRow;
    input: UpdateLiveInterviewInput;
    now: Date;
    notifier: LiveInterviewNotifier;
  },
) {
  const scope = { organizationId: row.organizationId };
  const startsAt = input.starts_at ? new Date(input.starts_at) : row.startsAt;
  const isStartChanged = startsAt?.getTime() !== row.startsAt?.getTime();
  await assertReferences(
    tx,
    scope,
    {
      positionId: input.position_id,
      interviewerIds: input.interviewer_ids,
      scorecardId: input.scorecard_id,
      agenda: input.agenda,
      ...(isStartChanged && startsAt ? { startsAt } : {}),
    },
    now,
  );
  const place = nextLocation(row, input);
  // A time given to one awaiting the candidate's choice schedules it.
  let status =
    input.status ?? (row.status === "awaiting_candidate" && startsAt ? "scheduled" : row.status);
  if (input.status && input.status !== "scheduled" && !(startsAt && startsAt <= now)) {
    throw AppError.fields({ status: ["invalid"] });
  }
  if (!startsAt && status === "scheduled") status = row.status;

  const isTimeChanged =
    isStartChanged ||
    (input.duration_minutes !== undefined && input.duration_minutes !== row.durationMinutes);
  const isPlaceChanged =
    place.type !== row.locationType ||
    place.location !== row.location ||
    (input.title !== undefined && input.title !== row.title);
  const panelBefore = (await listPanels(tx, { ...scope, ids: [row.id] })).get(row.id) ?? [];
  const idsBefore = new Set(panelBefore.map((member) => member.id));
  const idsAfter = input.interviewer_ids ? new Set(input.interviewer_ids) : idsBefore;
  const added = [...idsAfter].filter((id) => !idsBefore.has(id));
  const removed = panelBefore.filter((member) => !idsAfter.has(member.id));
  const wasUnscheduled = !row.startsAt;
  const isAhead = status === "scheduled" && startsAt !== null && startsAt > now;
  const isSent =
    isAhead &&
    (wasUnscheduled || isTimeChanged || isPlaceChanged || added.length > 0 || removed.length > 0);

  const updated = await updateRow(tx, row, {
    ...(input.position_id !== undefined ? { positionId: input.position_id } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
    ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
    ...(input.scorecard_id !== undefined ? { scorecardId: input.scorecard_id } : {}),
    ...(input.panel_notes !== undefined ? { panelNotes: input.panel_notes } : {}),
    ...(input.show_agenda_to_candidate !== undefined
      ? { showAgendaToCandidate: input.show_agenda_to_candidate }
      : {}),
    ...(input.certified_reviewers_only !== undefined
      ? { certifiedReviewersOnly: input.certified_reviewers_only }
      : {}),
    startsAt,
    status,
    locationType: place.type,
    location: place.location,
    icalSequence: isSent ? row.icalSequence + 1 : row.icalSequence,
    updatedAt: now,
  });
  await addPanelMembers(tx, { ...scope, id: row.id, userIds: added });
  await removePanelMembers(tx, { ...scope, id: row.id, userIds: removed.map((m) => m.id) });
  if (input.agenda) {
    await replaceAgenda(tx, { ...scope, id: row.id, items: agendaItems(input.agenda) });
  }

  if (isSent) {
    const context = await notifier.context(tx, updated);
    const isNewVersion = wasUnscheduled || isTimeChanged || isPlaceChanged;
    const members: { member: PanelMember; kind: MemberEmailKind }[] = [];
    for (const member of context.panel) {
      if (wasUnscheduled || added.includes(member.id)) members.push({ member, kind: "invitation" });
      else if (isNewVersion) members.push({ member, kind: "update" });
    }
    for (const member of removed) members.push({ member, kind: "removed" });
    const candidate = wasUnscheduled ? "invitation" : isNewVersion ? "update" : null;
    await notifier.send(tx, context, { candidate, members }, now);
  }
  if (isStartChanged && startsAt && status === "scheduled") {
    await scheduleReminders(tx, { ...scope, liveInterviewId: row.id, startsAt, now });
    await insertCandidateEvent(tx, {
      organizationId: row.organizationId,
      candidateId: row.candidateId,
      kind: wasUnscheduled ? "live_interview_scheduled" : "live_interview_rescheduled",
      payload: {
        ...(await timelinePayload(tx, updated)),
        ...(row.startsAt ? { previous_starts_at: row.startsAt.toISOString() } : {}),
      },
      actorId: caller.userId,
      at: now,
    });
  }
  return updated;
}
