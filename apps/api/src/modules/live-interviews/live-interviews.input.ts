import type { FieldErrors } from "@candor/shared/errors";
import type {
  LiveInterviewAgendaItemInput,
  LiveInterviewLocationType,
} from "@candor/shared/schemas/live-interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/query-helpers";
import {
  findCandidate,
  findMembers,
  findPosition,
  findQuestions,
  findScorecard,
  type LiveInterviewScope,
} from "./live-interviews.queries";

/*
 * The checks the schema cannot make: the time against the clock, and every id the input names
 * against the caller's organization. Another organization's candidate, position, member,
 * scorecard or question is `invalid`, like one that does not exist: nothing tells them apart.
 */

export type ReferencedIds = {
  candidateId?: string;
  positionId?: string;
  interviewerIds?: string[];
  scorecardId?: string | null;
  agenda?: LiveInterviewAgendaItemInput[];
  startsAt?: Date;
};

/** 422 with every field's code at once (the form shows them all), or nothing. */
export async function assertReferences(
  db: Database,
  scope: LiveInterviewScope,
  input: ReferencedIds,
  now: Date,
): Promise<{ positionTitle: string | null }> {
  const fields: FieldErrors = {};
  if (input.startsAt && input.startsAt.getTime() <= now.getTime()) {
    fields.starts_at = ["in_the_past"];
  }
  if (
    input.candidateId &&
    !(await findCandidate(db, { ...scope, candidateId: input.candidateId }))
  ) {
    fields.candidate_id = ["invalid"];
  }
  let positionTitle: string | null = null;
  if (input.positionId) {
    const position = await findPosition(db, { ...scope, positionId: input.positionId });
    if (position) positionTitle = position.title;
    else fields.position_id = ["invalid"];
  }
  if (input.interviewerIds) {
    const unique = [...new Set(input.interviewerIds)];
    const members = await findMembers(db, { ...scope, userIds: unique });
    if (members.length !== unique.length) fields.interviewer_ids = ["invalid"];
  }
  if (
    input.scorecardId &&
    !(await findScorecard(db, { ...scope, scorecardId: input.scorecardId }))
  ) {
    fields.scorecard_id = ["invalid"];
  }
  if (input.agenda) {
    const questionIds = [
      ...new Set(input.agenda.flatMap((item) => (item.question_id ? [item.question_id] : []))),
    ];
    const found = await findQuestions(db, { ...scope, questionIds });
    if (found.length !== questionIds.length) fields.agenda = ["invalid"];
  }
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
  return { positionTitle };
}

/** The location as stored: none for the room, the trimmed text otherwise. */
export function storedLocation(
  type: LiveInterviewLocationType,
  location: string | null | undefined,
): string | null {
  return type === "room" ? null : (location?.trim() ?? null);
}

/** A path id that is not a uuid names nothing: 404, like a missing record. */
export function assertId(id: string) {
  if (!isUuid(id)) throw AppError.notFound();
}
