import { PLAN_KINDS } from "@candor/shared/constants";
import { addDays, BILLING_CURRENCY } from "@candor/shared/rules/billing";
import { hasPaymentProblem } from "@candor/shared/rules/billing-subscription";
import { z } from "zod";
import type { Database } from "../../db/client";
import { billingNotices } from "../../db/schema/index";
import { toLocale } from "../../lib/i18n";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MailMessage } from "../../lib/mail/mailer";
import { findSubscription, type SubscriptionRow } from "../../lib/plan-usage";
import { absoluteLink, organizationOrigin } from "../../lib/urls";
import {
  paymentProblemEmail,
  planChangeEmail,
  receiptEmail,
  trialEndingEmail,
} from "./billing.emails";
import {
  type BillingOrganization,
  type BillingScope,
  findBillingOrganization,
  findInvoice,
} from "./billing.queries";
import { type BillingRecipient, billingRecipients } from "./billing-contact.queries";
import { renderInvoicePdf } from "./invoice-pdf";

/** The job that sends one billing email (to every recipient), once. */
export const BILLING_NOTICE_QUEUE = "billing.notice";
/** How long before a trial's end its reminder goes out. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

const planKind = z.enum(PLAN_KINDS);
const instant = z.iso.datetime({ offset: true });
export const BillingNoticeJobSchema = z.discriminatedUnion("notice", [
  z.object({ notice: z.literal("trial_ending"), organizationId: z.uuid(), trialEnd: instant }),
  z.object({ notice: z.literal("receipt"), organizationId: z.uuid(), invoiceId: z.uuid() }),
  z.object({
    notice: z.literal("payment_problem"),
    organizationId: z.uuid(),
    status: z.enum(["past_due", "unpaid"]),
    periodStart: instant,
  }),
  z.object({
    notice: z.literal("plan_change"),
    organizationId: z.uuid(),
    previousKind: planKind,
    kind: planKind,
    reason: z.enum(["downgrade", "cancel"]),
    at: instant,
  }),
]);
export type BillingNoticeJob = z.infer<typeof BillingNoticeJobSchema>;

/** Pass the caller's transaction: the notice is queued only if the change it tells of commits. */
export function queueBillingNotice(tx: Database, job: BillingNoticeJob, runAt?: Date) {
  return enqueueJob(tx, BILLING_NOTICE_QUEUE, job, runAt ? { runAt } : {});
}

/**
 * The notices a subscription change calls for, queued in the change's transaction: a trial that
 * starts gets its reminder 3 days before it ends; a status that becomes past_due or unpaid, a
 * payment-problem email; a period end that applies a scheduled downgrade or cancellation
 * (`isPeriodEnd`), the plan-change email. Receipts are queued where an invoice is paid.
 */
export async function queueNoticesForChange(
  tx: Database,
  change: BillingScope & { before: SubscriptionRow; after: SubscriptionRow; isPeriodEnd: boolean },
) {
  const { organizationId, before, after } = change;
  const end = after.currentPeriodEnd;
  const isSameTrial = before.inTrial && before.currentPeriodEnd?.getTime() === end?.getTime();
  if (after.inTrial && end && !isSameTrial) {
    await queueBillingNotice(
      tx,
      { notice: "trial_ending", organizationId, trialEnd: end.toISOString() },
      addDays(end, -TRIAL_ENDING_NOTICE_DAYS),
    );
  }
  if (
    (after.status === "past_due" || after.status === "unpaid") &&
    after.status !== before.status
  ) {
    await queueBillingNotice(tx, {
      notice: "payment_problem",
      organizationId,
      status: after.status,
      periodStart: after.currentPeriodStart.toISOString(),
    });
  }
  const wasScheduled = before.cancelAtPeriodEnd || before.pendingKind !== null;
  if (change.isPeriodEnd && wasScheduled && after.kind !== before.kind) {
    await queueBillingNotice(tx, {
      notice: "plan_change",
      organizationId,
      previousKind: before.kind,
      kind: after.kind,
      reason: before.cancelAtPeriodEnd ? "cancel" : "downgrade",
      at: (before.currentPeriodEnd ?? after.currentPeriodStart).toISOString(),
    });
  }
}

type Letter = (to: BillingRecipient, organization: BillingOrganization) => Promise<MailMessage>;

/**
 * The `billing.notice` queue's handler. In one transaction it checks the notice still holds (a
 * trial canceled into a paid plan, a payment fixed since…), records it in `billing_notices`
 * and queues one message per recipient: a second run of the same notice finds the record and
 * sends nothing, and a run that fails records nothing.
 */
export function createBillingNoticeHandler(deps: {
  db: Database;
  publicUrl: string;
  clock: () => Date;
}) {
  async function letterFor(
    tx: Database,
    job: BillingNoticeJob,
    subscription: SubscriptionRow,
  ): Promise<{ key: string; letter: Letter } | undefined> {
    const plans = (organization: BillingOrganization) => ({
      plans: absoluteLink(organizationOrigin(deps.publicUrl, organization.subdomain), "Plans"),
    });
    switch (job.notice) {
      case "trial_ending": {
        const endsAt = subscription.currentPeriodEnd;
        if (!subscription.inTrial || endsAt?.toISOString() !== job.trialEnd) return undefined;
        // Run late (the server was down): the trial has ended, and the receipt or the plan
        // change says what happened instead.
        if (deps.clock().getTime() >= endsAt.getTime()) return undefined;
        return {
          key: job.trialEnd,
          letter: async (to, organization) =>
            trialEndingEmail(to, organization, plans(organization), {
              kind: subscription.kind,
              endsAt,
              isCanceled: subscription.cancelAtPeriodEnd,
              currency: BILLING_CURRENCY,
            }),
        };
      }
      case "receipt": {
        const { organizationId, invoiceId } = job;
        const invoice = await findInvoice(tx, { organizationId, invoiceId });
        if (invoice?.status !== "paid") return undefined;
        return {
          key: invoice.id,
          letter: async (to, organization) =>
            receiptEmail(
              to,
              organization,
              plans(organization),
              invoice,
              await renderInvoicePdf(invoice, organization, toLocale(to.locale)),
            ),
        };
      }
      case "payment_problem": {
        if (subscription.status !== job.status || !hasPaymentProblem(subscription.status)) {
          return undefined; // fixed meanwhile
        }
        return {
          key: `${job.status}:${job.periodStart}`,
          letter: async (to, organization) =>
            paymentProblemEmail(to, organization, plans(organization), {
              kind: subscription.kind,
              status: job.status,
            }),
        };
      }
      case "plan_change":
        return {
          key: job.at,
          letter: async (to, organization) =>
            planChangeEmail(to, organization, plans(organization), {
              ...job,
              at: new Date(job.at),
            }),
        };
    }
  }

  return async function sendBillingNotice(payload: unknown): Promise<void> {
    const job = BillingNoticeJobSchema.parse(payload);
    const scope = { organizationId: job.organizationId };
    await deps.db.transaction(async (tx) => {
      const organization = await findBillingOrganization(tx, scope);
      const subscription = await findSubscription(tx, scope);
      if (!organization || !subscription) return; // deleted since the notice was queued
      const found = await letterFor(tx, job, subscription);
      if (!found) return;
      const [recorded] = await tx
        .insert(billingNotices)
        .values({ organizationId: organization.id, kind: job.notice, key: found.key })
        .onConflictDoNothing()
        .returning({ id: billingNotices.id });
      if (!recorded) return; // sent already
      for (const recipient of await billingRecipients(tx, scope)) {
        await enqueueMail(tx, await found.letter(recipient, organization));
      }
    });
  };
}
