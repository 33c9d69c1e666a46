import type {
  CandidateAttributes,
  CandidatePositionAttributes,
  PipelineStage,
} from "@candor/shared/schemas/candidates";
import { resource } from "../../lib/jsonapi";
import type { CandidateNoteWithAuthor } from "./candidate-notes.queries";
import type {
  CandidatePositionWithNames,
  listEvents,
  PipelineStageRow,
} from "./candidate-pipeline.queries";
import type { PresentedCandidate } from "./candidates.queries";

type Person = { id: string; firstName: string; lastName: string; email: string };

function serializePerson(person: Person | null) {
  if (!person) return null;
  return {
    id: person.id,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
  };
}

export function candidatePositionAttributes(
  row: CandidatePositionWithNames,
): CandidatePositionAttributes {
  const { candidatePosition } = row;
  return {
    candidate_id: candidatePosition.candidateId,
    position_id: candidatePosition.positionId,
    position_title: row.positionTitle,
    stage: candidatePosition.stage,
    stage_name: row.stageName,
    stage_changed_at: candidatePosition.stageChangedAt.toISOString(),
    created_at: candidatePosition.createdAt.toISOString(),
    updated_at: candidatePosition.updatedAt.toISOString(),
  };
}

export function serializeCandidatePosition(row: CandidatePositionWithNames) {
  return resource("candidate_position", row.candidatePosition.id, candidatePositionAttributes(row));
}

export function serializeCandidate({
  candidate,
  positions,
  interviewActivityAt,
  averageScore,
}: PresentedCandidate) {
  const latest =
    interviewActivityAt && interviewActivityAt > candidate.lastActivityAt
      ? interviewActivityAt
      : candidate.lastActivityAt;
  const attributes: CandidateAttributes = {
    first_name: candidate.firstName,
    last_name: candidate.lastName,
    email: candidate.email,
    phone: candidate.phone,
    location: candidate.location,
    links: candidate.links,
    tags: candidate.tags,
    source: candidate.source,
    positions,
    latest_activity_at: latest.toISOString(),
    average_score: averageScore,
    created_at: candidate.createdAt.toISOString(),
    updated_at: candidate.updatedAt.toISOString(),
  };
  return resource("candidate", candidate.id, attributes);
}

export function serializeStage(
  row: Pick<PipelineStageRow, "key" | "name" | "position">,
): PipelineStage {
  return { key: row.key, name: row.name, position: row.position };
}

export function serializeNote(row: CandidateNoteWithAuthor) {
  return resource("candidate_note", row.note.id, {
    candidate_id: row.note.candidateId,
    description: row.note.description,
    author: serializePerson(row.author),
    created_at: row.note.createdAt.toISOString(),
    updated_at: row.note.updatedAt.toISOString(),
  });
}

export function serializeEvent(row: Awaited<ReturnType<typeof listEvents>>[number]) {
  return resource("candidate_event", row.event.id, {
    kind: row.event.kind,
    payload: row.event.payload,
    actor: serializePerson(row.actor),
    at: row.event.at.toISOString(),
  });
}
