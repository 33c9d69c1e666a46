import {
  applyBillingAction,
  BILLING_CURRENCY,
  type BillingState,
  type Charge,
  rollOverPeriod,
  upgradeQuote,
} from "@candor/shared/rules/billing";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import type { SubscriptionRow } from "../../lib/plan-usage";
import { absoluteLink, organizationOrigin } from "../../lib/urls";
import {
  insertInvoice,
  nextInvoiceNumber,
  saveSubscription,
  toBillingState,
} from "./billing.queries";
import { queueBillingNotice } from "./billing-notices";
import type { BillingContext, BillingProvider } from "./billing-provider";
import { describeCharge, invoiceLabel } from "./invoice-text";

/** The job that ends a billing period (roll-over), due at the period's end. */
export const BILLING_PERIOD_END_QUEUE = "billing.period_end";
export type PeriodEndJob = { organizationId: string; periodEnd: string };

/** Periods rolled over in one run at most (a server down for years catches up in a few runs). */
const MAX_PERIODS_PER_RUN = 36;

/**
 * The provider that needs no external service: every charge succeeds at once (there is no card
 * to decline), prorations come from the shared rules, invoices are numbered per organization, and
 * a background job moves each period forward at its end.
 */
export function createBuiltinProvider(options: { publicUrl: string }): BillingProvider {
  async function issueInvoice(context: BillingContext, charge: Charge) {
    const { tx, organization, subscription, now } = context;
    const number = await nextInvoiceNumber(tx, { organizationId: organization.id });
    const invoice = await insertInvoice(tx, {
      organizationId: organization.id,
      subscriptionId: subscription.id,
      number,
      label: invoiceLabel(organization.subdomain, number),
      reason: charge.reason,
      kind: charge.kind,
      description: describeCharge(charge),
      amountCents: charge.amountCents,
      currency: BILLING_CURRENCY,
      status: "paid",
      billedToName: organization.name,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      issuedAt: now,
      paidAt: now,
    });
    // Paid at once: its receipt goes out (an external provider queues it on its "paid" webhook).
    await queueBillingNotice(tx, {
      notice: "receipt",
      organizationId: organization.id,
      invoiceId: invoice.id,
    });
    return invoice;
  }

  /** Saves the new state and invoices the charges. */
  async function commit(
    context: BillingContext,
    next: BillingState,
    charges: Charge[],
    extra: Partial<Pick<SubscriptionRow, "canceledAt">> = {},
  ) {
    const { tx, organization, now } = context;
    const row = await saveSubscription(tx, {
      organizationId: organization.id,
      state: next,
      extra,
      now,
    });
    for (const charge of charges) await issueInvoice({ ...context, subscription: row }, charge);
    return row;
  }

  /**
   * Schedules the roll-over at the end of a new period. A job left over from an earlier period
   * (an upgrade out of a trial starts a new one) finds nothing due and does nothing.
   */
  async function scheduleRollOver(context: BillingContext, row: SubscriptionRow) {
    const end = row.currentPeriodEnd;
    if (!end || end.getTime() === context.subscription.currentPeriodEnd?.getTime()) return;
    const payload: PeriodEndJob = {
      organizationId: context.organization.id,
      periodEnd: end.toISOString(),
    };
    await enqueueJob(context.tx, BILLING_PERIOD_END_QUEUE, payload, { runAt: end });
  }

  return {
    name: "builtin",

    async apply(context, action, { target }) {
      const { next, charges } = applyBillingAction(toBillingState(context.subscription), action, {
        target,
        now: context.now,
      });
      const extra =
        action === "cancel"
          ? { canceledAt: context.now }
          : action === "reactivate"
            ? { canceledAt: null }
            : {};
      const row = await commit(context, next, charges, extra);
      await scheduleRollOver(context, row);
      return row;
    },

    previewUpgrade(context, kind) {
      return upgradeQuote(toBillingState(context.subscription), kind, context.now);
    },

    async rollOver(context) {
      let row = context.subscription;
      for (let period = 0; period < MAX_PERIODS_PER_RUN; period++) {
        const step = rollOverPeriod(toBillingState(row), context.now);
        if (!step) break;
        row = await commit({ ...context, subscription: row }, step.next, step.charges, {
          ...(step.next.kind === "free" ? { canceledAt: null } : {}),
        });
      }
      // Past the last period rolled here, the next job (due at once) goes on catching up.
      await scheduleRollOver(context, row);
      return row;
    },

    portalUrl(organization) {
      return absoluteLink(organizationOrigin(options.publicUrl, organization.subdomain), "Plans");
    },
  };
}
