import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import type { Permission } from "@candor/shared/permissions";
import { sql } from "drizzle-orm";
import { hashPassword } from "../../lib/password";
import type { Database } from "../client";
import { appSettings, organizations, subscriptions, users } from "../schema/index";
import { DEMO_HIRING_SEEDED_KEY } from "./demo-hiring";
import {
  seedTrainingContent,
  TRAINING_CONTENT_DIGEST_KEY,
  trainingContentDigest,
} from "./training";

export const DEMO_PASSWORD = "candor-demo";

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: Permission | "candidate";
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@demo.candor.test", firstName: "Ada", lastName: "Admin", role: "admin" },
  { email: "hr@demo.candor.test", firstName: "Harper", lastName: "Reyes", role: "hr_manager" },
  { email: "reviewer@demo.candor.test", firstName: "Rui", lastName: "Viewer", role: "reviewer" },
  { email: "candidate@demo.candor.test", firstName: "Cam", lastName: "Didate", role: "candidate" },
];

/**
 * The demo organization's company profile (issue 14), so its candidate pages and emails show a
 * brand of its own rather than Candor's. Only the logo is left out: the seed writes no files.
 */
export const DEMO_BRAND = {
  brandColor: "#1f4e8c",
  websiteUrl: "https://www.example.com",
  description:
    "<p>Demo Company builds scheduling software for independent clinics. We are a team of 40, " +
    "remote-first across Europe, and we hire people who explain their thinking clearly.</p>",
  supportEmail: "talent@demo.candor.test",
  linkedinUrl: "https://www.linkedin.com/company/example",
  careersSiteUrl: "https://www.example.com/careers",
} as const;

/**
 * Fills an empty database with the `demo` organization and its members, then brings the training
 * catalogue up to date with `apps/api/content`. Idempotent: an organization or user that already
 * exists is left as it is, and content is upserted by slug. Later features add their own demo
 * content as further steps.
 */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  const result = await seedDemoOrganization(db);
  await seedTrainingContent(db);
  return result;
}

/**
 * Whether a start has nothing to seed: the demo organization exists, the catalogue imported is
 * the files' and the hiring story was written once. One query instead of the seeds' transactions
 * at every start on an existing database (issue 15).
 */
export async function isDemoSeedCurrent(db: Database): Promise<boolean> {
  const [row] = await db
    .select({
      digest: sql<string | null>`(select ${appSettings.value} from ${appSettings}
        where ${appSettings.key} = ${TRAINING_CONTENT_DIGEST_KEY})`,
      hiringSeeded: sql<boolean>`exists (select 1 from ${appSettings}
        where ${appSettings.key} = ${DEMO_HIRING_SEEDED_KEY})`,
    })
    .from(organizations)
    .where(sql`lower(${organizations.subdomain}) = ${DEMO_SUBDOMAIN}`);
  return row?.hiringSeeded === true && row.digest === trainingContentDigest();
}

async function seedDemoOrganization(db: Database): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeds (several processes starting on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`lower(${organizations.subdomain}) = ${DEMO_SUBDOMAIN}`);
    if (existing) return { created: false };

    const [organization] = await tx
      .insert(organizations)
      .values({ name: "Demo Company", subdomain: DEMO_SUBDOMAIN, ...DEMO_BRAND })
      .returning({ id: organizations.id });
    if (!organization) throw new Error("demo organization was not created");

    // The demo shows the whole product: premium, no trial running out.
    await tx.insert(subscriptions).values({
      organizationId: organization.id,
      kind: "premium",
      status: "active",
    });

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          type: account.role === "candidate" ? ("Candidate" as const) : null,
          organizationId: account.role === "candidate" ? null : organization.id,
          permissions: account.role === "candidate" ? [] : [account.role],
          isAdmin: account.role === "admin",
          activatedAt: now,
          showOnboarding: false,
        })),
      )
      .onConflictDoNothing();
    return { created: true };
  });
}
