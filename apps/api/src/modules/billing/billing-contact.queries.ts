import type { Locale } from "@candor/shared/constants";
import { and, arrayContains, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { billingContacts, users } from "../../db/schema/index";
import type { BillingScope } from "./billing.queries";

export type BillingContactRow = typeof billingContacts.$inferSelect;
/** Someone a billing email goes to, with the language it is written in for them. */
export type BillingRecipient = { email: string; locale: string };

export async function findBillingContact(
  db: Database,
  { organizationId }: BillingScope,
): Promise<BillingContactRow | undefined> {
  const [row] = await db
    .select()
    .from(billingContacts)
    .where(eq(billingContacts.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function saveBillingContact(
  db: Database,
  {
    organizationId,
    email,
    locale,
    now,
  }: BillingScope & { email: string; locale: Locale; now: Date },
): Promise<void> {
  await db
    .insert(billingContacts)
    .values({ organizationId, email, locale, updatedAt: now })
    .onConflictDoUpdate({
      target: billingContacts.organizationId,
      set: { email, locale, updatedAt: now },
    });
}

export async function deleteBillingContact(db: Database, { organizationId }: BillingScope) {
  await db.delete(billingContacts).where(eq(billingContacts.organizationId, organizationId));
}

/** The organization's admins (hire users holding `admin`), oldest first, in their languages. */
export function listAdminRecipients(
  db: Database,
  { organizationId }: BillingScope,
): Promise<BillingRecipient[]> {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        isNull(users.type),
        arrayContains(users.permissions, ["admin"]),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Who billing emails go to: the billing contact, or else every admin. */
export async function billingRecipients(
  db: Database,
  scope: BillingScope,
): Promise<BillingRecipient[]> {
  const contact = await findBillingContact(db, scope);
  return contact
    ? [{ email: contact.email, locale: contact.locale }]
    : listAdminRecipients(db, scope);
}
