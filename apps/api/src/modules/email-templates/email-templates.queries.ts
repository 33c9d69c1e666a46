import type { Locale } from "@candor/shared/constants";
import type { EmailTemplateKind } from "@candor/shared/rules/email-templates";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailTemplates, organizations, users } from "../../db/schema/index";

export type TemplateScope = { organizationId: string };
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

/** Every override of the organization (at most kinds × languages rows). */
export function listOverrides(db: Database, { organizationId }: TemplateScope) {
  return db.select().from(emailTemplates).where(eq(emailTemplates.organizationId, organizationId));
}

export async function findOverride(
  db: Database,
  { organizationId, kind, locale }: TemplateScope & { kind: EmailTemplateKind; locale: Locale },
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.organizationId, organizationId),
        eq(emailTemplates.kind, kind),
        eq(emailTemplates.locale, locale),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertOverride(
  db: Database,
  values: TemplateScope & {
    kind: EmailTemplateKind;
    locale: Locale;
    subject: string;
    body: string;
    updatedById: string;
    now: Date;
  },
): Promise<EmailTemplateRow> {
  const { now, ...row } = values;
  const [saved] = await db
    .insert(emailTemplates)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [emailTemplates.organizationId, emailTemplates.kind, emailTemplates.locale],
      set: {
        subject: values.subject,
        body: values.body,
        updatedById: values.updatedById,
        updatedAt: now,
      },
    })
    .returning();
  if (!saved) throw new Error("email template upsert returned nothing");
  return saved;
}

export async function deleteOverride(
  db: Database,
  { organizationId, kind, locale }: TemplateScope & { kind: EmailTemplateKind; locale: Locale },
) {
  await db
    .delete(emailTemplates)
    .where(
      and(
        eq(emailTemplates.organizationId, organizationId),
        eq(emailTemplates.kind, kind),
        eq(emailTemplates.locale, locale),
      ),
    );
}

/** What a candidate email shows of its sender: the organization's name, colour and logo. */
export async function findBrand(db: Database, { organizationId }: TemplateScope) {
  const [row] = await db
    .select({
      name: organizations.name,
      color: organizations.brandColor,
      supportEmail: organizations.supportEmail,
      logoKey: organizations.logoKey,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error(`organization ${organizationId} not found`);
  return row;
}

/** The caller's address and language (test sends go to them). */
export async function findMember(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
