import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, positions, prerecordedInterviews, users } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";

/** The tenant scope every query here filters on, found from the page's subdomain. */
export type CareersScope = { organizationId: string };

/** The organization living at `subdomain` (case-insensitive, as the unique index is). */
export async function findOrganizationBySubdomain(db: Database, subdomain: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      subdomain: organizations.subdomain,
      brandColor: organizations.brandColor,
      logoKey: organizations.logoKey,
      description: organizations.description,
      websiteUrl: organizations.websiteUrl,
    })
    .from(organizations)
    .where(eq(sql`lower(${organizations.subdomain})`, subdomain.toLowerCase()));
  return row;
}
export type CareersOrganizationRow = NonNullable<
  Awaited<ReturnType<typeof findOrganizationBySubdomain>>
>;

const publicPositionColumns = {
  id: positions.id,
  title: positions.title,
  department: positions.department,
  location: positions.location,
  locationType: positions.locationType,
  employmentType: positions.employmentType,
  description: positions.description,
  openedAt: positions.openedAt,
};

export type PublicPositionRow = Awaited<ReturnType<typeof listPublicPositions>>[number];

/** Only open positions marked public are ever shown: a draft, a closed or a private one is not. */
const isListed = (scope: CareersScope) =>
  and(
    eq(positions.organizationId, scope.organizationId),
    eq(positions.isPublic, true),
    eq(positions.status, "open"),
  );

/** The organization's public open positions, the newest opening first. */
export async function listPublicPositions(db: Database, scope: CareersScope) {
  return db
    .select(publicPositionColumns)
    .from(positions)
    .where(isListed(scope))
    .orderBy(desc(positions.openedAt), asc(positions.title));
}

export async function findPublicPosition(
  db: Database,
  scope: CareersScope & { positionId: string },
) {
  if (!isUuid(scope.positionId)) return undefined;
  const [row] = await db
    .select(publicPositionColumns)
    .from(positions)
    .where(and(isListed(scope), eq(positions.id, scope.positionId)));
  return row;
}

/**
 * For each position, the public link of the one-way interview an applicant goes on to: its first
 * interview still taking answers (no deadline, or one to come).
 */
export async function publicInterviewsOf(
  db: Database,
  scope: CareersScope & { positionIds: string[]; now: Date },
): Promise<Map<string, string>> {
  if (scope.positionIds.length === 0) return new Map();
  const rows = await db
    .select({
      positionId: prerecordedInterviews.positionId,
      publicUuid: prerecordedInterviews.publicUuid,
    })
    .from(prerecordedInterviews)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, scope.organizationId),
        inArray(prerecordedInterviews.positionId, scope.positionIds),
        or(isNull(prerecordedInterviews.deadline), gt(prerecordedInterviews.deadline, scope.now)),
      ),
    )
    .orderBy(asc(prerecordedInterviews.createdAt), asc(prerecordedInterviews.id));
  const byPosition = new Map<string, string>();
  for (const row of rows) {
    if (!byPosition.has(row.positionId)) byPosition.set(row.positionId, row.publicUuid);
  }
  return byPosition;
}

/** The language the applicant reads their email in. */
export async function findUserLocale(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? "en";
}
