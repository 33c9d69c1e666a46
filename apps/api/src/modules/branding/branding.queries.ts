import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations } from "../../db/schema/index";

type OrganizationScope = { organizationId: string };

const brandingColumns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  brandColor: organizations.brandColor,
  logoKey: organizations.logoKey,
  websiteUrl: organizations.websiteUrl,
  description: organizations.description,
  supportEmail: organizations.supportEmail,
  linkedinUrl: organizations.linkedinUrl,
  careersSiteUrl: organizations.careersSiteUrl,
  privacyPolicyUrl: organizations.privacyPolicyUrl,
  welcomeVideoKey: organizations.welcomeVideoKey,
  welcomeVideoContentType: organizations.welcomeVideoContentType,
  welcomeVideoCaptionsKey: organizations.welcomeVideoCaptionsKey,
  updatedAt: organizations.updatedAt,
};

export type BrandingChanges = Partial<
  Pick<
    typeof organizations.$inferInsert,
    | "name"
    | "brandColor"
    | "websiteUrl"
    | "description"
    | "supportEmail"
    | "linkedinUrl"
    | "careersSiteUrl"
    | "privacyPolicyUrl"
    | "welcomeVideoKey"
    | "welcomeVideoContentType"
    | "welcomeVideoCaptionsKey"
  >
>;

export async function findBranding(db: Database, { organizationId }: OrganizationScope) {
  const [row] = await db
    .select(brandingColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export type BrandingRow = NonNullable<Awaited<ReturnType<typeof findBranding>>>;

export async function updateBranding(
  db: Database,
  { organizationId, changes, now }: OrganizationScope & { changes: BrandingChanges; now: Date },
) {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning(brandingColumns);
  return row;
}

/**
 * Points the organization at a new logo (or none) and answers the key it replaced, read under
 * the row lock, so two uploads at once each remove exactly the file they displaced.
 */
export async function swapLogoKey(
  db: Database,
  { organizationId, key, now }: OrganizationScope & { key: string | null; now: Date },
): Promise<{ found: boolean; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoKey: organizations.logoKey })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("update");
    if (!current) return { found: false, previous: null };
    await tx
      .update(organizations)
      .set({ logoKey: key, updatedAt: now })
      .where(eq(organizations.id, organizationId));
    return { found: true, previous: current.logoKey };
  });
}

/** The organization's default welcome video key, read under the row lock (call in a transaction). */
export async function lockWelcomeVideoKey(db: Database, { organizationId }: OrganizationScope) {
  const [row] = await db
    .select({
      welcomeVideoKey: organizations.welcomeVideoKey,
      welcomeVideoCaptionsKey: organizations.welcomeVideoCaptionsKey,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
  return row;
}
