import type { ScorecardAttributes } from "@candor/shared/schemas/scorecards";
import { resource } from "../../lib/jsonapi";
import type { Attachments, CriterionRow, ScorecardRow } from "./scorecards.queries";

export function serializeScorecard(
  row: ScorecardRow,
  criteria: CriterionRow[],
  attachments: Attachments | undefined,
) {
  const attributes: ScorecardAttributes = {
    name: row.name,
    is_template: row.isTemplate,
    is_library: row.organizationId === null,
    criteria: criteria.map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      description: criterion.description,
      rating_scale: criterion.ratingScale,
    })),
    positions: attachments?.positions ?? [],
    prerecorded_interviews: (attachments?.interviews ?? []).map((interview) => ({
      id: interview.id,
      title: interview.title,
      position_id: interview.positionId,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return resource("scorecard", row.id, attributes);
}
