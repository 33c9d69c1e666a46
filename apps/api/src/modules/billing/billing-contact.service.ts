import type { BillingContactInput } from "@candor/shared/schemas/billing";
import type { Database } from "../../db/client";
import { toLocale } from "../../lib/i18n";
import { type BillingScope, findMemberLocale } from "./billing.queries";
import {
  deleteBillingContact,
  findBillingContact,
  listAdminRecipients,
  saveBillingContact,
} from "./billing-contact.queries";

/** Where an organization's billing emails go (issue 14): its billing contact, or its admins. */
export function createBillingContactService({ db, clock }: { db: Database; clock: () => Date }) {
  /** The contact (address and language), and who receives billing emails now. */
  async function current(scope: BillingScope) {
    const [contact, admins] = await Promise.all([
      findBillingContact(db, scope),
      listAdminRecipients(db, scope),
    ]);
    return {
      id: scope.organizationId,
      email: contact?.email ?? null,
      locale: contact ? toLocale(contact.locale) : null,
      recipients: contact ? [contact.email] : admins.map((admin) => admin.email),
    };
  }

  return {
    current,

    /** Sets the contact (its language: the caller's unless given), or clears it (`null`). */
    async update(scope: BillingScope & { userId: string }, input: BillingContactInput) {
      const organizationScope = { organizationId: scope.organizationId };
      if (input.email === null) {
        await deleteBillingContact(db, organizationScope);
      } else {
        const locale = input.locale ?? toLocale(await findMemberLocale(db, scope));
        await saveBillingContact(db, {
          ...organizationScope,
          email: input.email,
          locale,
          now: clock(),
        });
      }
      return current(organizationScope);
    },
  };
}

export type BillingContactService = ReturnType<typeof createBillingContactService>;
