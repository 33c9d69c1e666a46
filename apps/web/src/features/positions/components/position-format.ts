import type { CandidateStage } from "@candor/shared/schemas/positions";
import type { TFunction } from "i18next";
import { camelCase } from "../../../lib/case";
import type { Position } from "../api/positions";

/** "Remote · Europe", "On-site", "Milan" or null when the position says nothing. */
export function locationText(
  t: TFunction,
  position: Pick<Position, "locationType" | "location">,
): string | null {
  const type = position.locationType ? t(`positions.locationTypes.${position.locationType}`) : null;
  const place = position.location?.trim() || null;
  const parts = [type, place].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

/** A stage's count from a camelCased `candidatesCountByStage` (`in_progress` → `inProgress`). */
export function stageCount(
  counts: Position["candidatesCountByStage"],
  stage: CandidateStage,
): number {
  return (counts as Record<string, number>)[camelCase(stage)] ?? 0;
}
