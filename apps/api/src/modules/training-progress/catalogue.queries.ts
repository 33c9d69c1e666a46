import { isCourseIncluded } from "@candor/shared/rules/training";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { curricula } from "../../db/schema/index";
import { findSubscription } from "../../lib/plan-usage";

/**
 * Plan gating of SPEC §9: which curricula an organization's plan includes. The courses counted
 * are the listed curricula in catalogue order (rules/training.ts `isCourseIncluded`): complete
 * curricula first, then specialized tracks, each by position. Unlisted curricula (the challenging
 * scenarios) and practice interviews are open on every plan.
 */

/** Catalogue order: the complete curriculum first, then the tracks, each by position. */
export const catalogueOrder = [
  desc(sql`${curricula.type} = 'complete'`),
  asc(curricula.position),
  asc(curricula.title),
  asc(curricula.id),
];

export type CatalogueAccess = {
  kind: string;
  /** Listed curricula's rank in the catalogue, 0-based. */
  ranks: Map<string, number>;
};

export async function loadCatalogueAccess(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<CatalogueAccess> {
  const [subscription, listed] = await Promise.all([
    findSubscription(db, { organizationId }),
    db
      .select({ id: curricula.id })
      .from(curricula)
      .where(eq(curricula.listed, true))
      .orderBy(...catalogueOrder),
  ]);
  return {
    kind: subscription?.kind ?? "free",
    ranks: new Map(listed.map((row, index) => [row.id, index])),
  };
}

export function isCurriculumAvailable(
  access: CatalogueAccess,
  curriculum: { id: string; listed: boolean },
): boolean {
  if (!curriculum.listed) return true;
  const rank = access.ranks.get(curriculum.id);
  return rank !== undefined && isCourseIncluded(access.kind, rank);
}
