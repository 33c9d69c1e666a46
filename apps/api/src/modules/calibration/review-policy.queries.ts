import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, reviewPolicies, users } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";

/** The policy's fields an admin changes (issue 16); those not given keep their value. */
export type ReviewPolicyChanges = {
  blindReviewDefault?: boolean;
  calibrationPassThreshold?: number;
  certificationValidMonths?: number;
};

/**
 * Writes the organization's review policy: the first change inserts its row (the defaults for the
 * fields not given), later ones update only what is given.
 */
export async function upsertReviewPolicy(
  db: Database,
  {
    organizationId,
    changes,
    updatedById,
    now,
  }: { organizationId: string; changes: ReviewPolicyChanges; updatedById: string; now: Date },
) {
  await db
    .insert(reviewPolicies)
    .values({ organizationId, ...changes, updatedById, updatedAt: now })
    .onConflictDoUpdate({
      target: reviewPolicies.organizationId,
      set: { ...changes, updatedById, updatedAt: now },
    });
}

/** A member of the organization with what an email to them needs, and its subdomain. */
export async function findMemberToInvite(
  db: Database,
  { organizationId, memberId }: { organizationId: string; memberId: string },
) {
  if (!isUuid(memberId)) return undefined;
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      organizationName: organizations.name,
      subdomain: organizations.subdomain,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.organizationId, organizationId), eq(users.id, memberId)));
  return row;
}
