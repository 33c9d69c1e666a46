import type { PipelineStageCount } from "@candor/shared/schemas/pipeline-stages";
import {
  CANDIDATE_STAGES,
  type CandidateCountByStage,
  emptyCandidateCounts,
  type PositionAttributes,
  type PositionMember,
} from "@candor/shared/schemas/positions";
import { resource } from "../../lib/jsonapi";
import type { MemberSummary, PositionWithRelations } from "./positions.queries";

function serializeMember(member: MemberSummary): PositionMember {
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
  };
}

/** Every stage present, 0 where nobody is. */
export function fullCandidateCounts(
  counts: Partial<CandidateCountByStage> | undefined,
): CandidateCountByStage {
  const full = emptyCandidateCounts();
  for (const stage of CANDIDATE_STAGES) full[stage] = counts?.[stage] ?? 0;
  return full;
}

export function sumCounts(counts: CandidateCountByStage): number {
  return CANDIDATE_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
}

export function serializePosition(
  row: PositionWithRelations,
  extras: {
    team: MemberSummary[];
    candidates?: Partial<CandidateCountByStage>;
    pipeline: PipelineStageCount[];
  },
) {
  const { position } = row;
  const byStage = fullCandidateCounts(extras.candidates);
  const attributes: PositionAttributes = {
    title: position.title,
    description: position.description,
    department: position.department,
    location_type: position.locationType,
    location: position.location,
    employment_type: position.employmentType,
    industry: row.industry,
    status: position.status,
    is_public: position.isPublic,
    scorecard_id: position.scorecardId,
    owner: row.owner ? serializeMember(row.owner) : null,
    hiring_team: extras.team.map(serializeMember),
    opened_at: position.openedAt?.toISOString() ?? null,
    closed_at: position.closedAt?.toISOString() ?? null,
    created_at: position.createdAt.toISOString(),
    updated_at: position.updatedAt.toISOString(),
    candidates_count: sumCounts(byStage),
    candidates_count_by_stage: byStage,
    pipeline: extras.pipeline,
  };
  return resource("position", position.id, attributes);
}
