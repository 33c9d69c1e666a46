import type { PlanKind } from "@candor/shared/constants";
import type { BillingAction, UpgradeQuote } from "@candor/shared/rules/billing";
import type { Database } from "../../db/client";
import type { SubscriptionRow } from "../../lib/plan-usage";
import type { BillingOrganization } from "./billing.queries";

/** What a provider is given: the caller's transaction, with the subscription's row locked. */
export type BillingContext = {
  tx: Database;
  organization: BillingOrganization;
  subscription: SubscriptionRow;
  now: Date;
};

export type ProviderAction = Exclude<BillingAction, "preview_upgrade">;

/**
 * Who takes the payments. The billing service decides whether an action is allowed (the rules of
 * SPEC §4 in `@candor/shared/rules/billing`, the same for every provider) and holds the lock; the
 * provider carries the action out: charges, invoices, periods. The built-in provider does all of
 * it in the database; an external one (Stripe, Paddle…) would call its service here and update
 * the row from its webhooks, answering the same states.
 */
export type BillingProvider = {
  readonly name: string;
  /** Carries out an allowed action; answers the subscription as it now is. */
  apply(
    context: BillingContext,
    action: ProviderAction,
    options: { target?: PlanKind; token?: string },
  ): Promise<SubscriptionRow>;
  /** What upgrading to `kind` would charge now. */
  previewUpgrade(context: Omit<BillingContext, "tx">, kind: PlanKind): UpgradeQuote;
  /** Applies every period end that is due (`now` at or past it); a no-op otherwise. */
  rollOver(context: BillingContext): Promise<SubscriptionRow>;
  /** Where admins manage payment details. */
  portalUrl(organization: BillingOrganization): string;
};
