import { PLAN_KINDS, type PlanKind } from "@candor/shared/constants";
import {
  type BillingAction,
  type BillingErrorCode,
  billingActionProblem,
  OPERATOR_PLAN_KINDS,
  type SelfServePlanKind,
} from "@candor/shared/rules/billing";
import { normalizePlanKind } from "@candor/shared/rules/billing-subscription";
import type { PageQuery } from "@candor/shared/schemas/jsonapi";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { toLocale } from "../../lib/i18n";
import { pageOffset } from "../../lib/jsonapi";
import {
  countActivePositions,
  findSubscription,
  lockSubscription,
  type SubscriptionRow,
} from "../../lib/plan-usage";
import {
  type BillingScope,
  countInvoices,
  findBillingOrganization,
  findInvoice,
  findMemberLocale,
  findOrganizationBySubdomain,
  listInvoices,
  saveSubscription,
  toBillingState,
} from "./billing.queries";
import { LISTED_PLANS, serializePlan, serializeSubscription } from "./billing.serializer";
import { queueNoticesForChange } from "./billing-notices";
import type { BillingProvider, ProviderAction } from "./billing-provider";
import { renderInvoicePdf } from "./invoice-pdf";

export type BillingServiceDeps = {
  db: Database;
  clock: () => Date;
  provider: BillingProvider;
};

/** Plans an operator may set with `npm run set-plan` (free ends an operator plan). */
export const SETTABLE_PLAN_KINDS: readonly PlanKind[] = [...OPERATOR_PLAN_KINDS, "free"];

/** A change the billing rules refuse; its status (422) is the shared catalogue's (ERROR_STATUS). */
function refused(code: BillingErrorCode): AppError {
  return new AppError(code);
}

export function createBillingService({ db, clock, provider }: BillingServiceDeps) {
  async function organizationOf(tx: Database, scope: BillingScope) {
    const organization = await findBillingOrganization(tx, scope);
    if (!organization) throw AppError.notFound();
    return organization;
  }

  async function present(row: SubscriptionRow, scope: BillingScope) {
    const activePositions = await countActivePositions(db, scope);
    return serializeSubscription(row, { activePositions, now: clock() });
  }

  async function current(scope: BillingScope) {
    const row = await findSubscription(db, scope);
    if (!row) {
      // Every organization has one; should one be missing, it is made (free) under the lock.
      return present(await db.transaction((tx) => lockSubscription(tx, scope)), scope);
    }
    return present(row, scope);
  }

  /**
   * Runs an action under the subscription's row lock: the state it is checked against is the
   * state it changes, and a downgrade counts the open positions no opening can add to meanwhile.
   */
  async function act(
    scope: BillingScope,
    action: ProviderAction,
    options: { target?: SelfServePlanKind; token?: string } = {},
  ) {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, scope);
      const activePositions =
        action === "downgrade" ? await countActivePositions(tx, scope) : undefined;
      const problem = billingActionProblem(subscription, action, {
        target: options.target,
        activePositions,
      });
      if (problem) throw refused(problem);
      const organization = await organizationOf(tx, scope);
      const after = await provider.apply({ tx, organization, subscription, now }, action, options);
      await queueNoticesForChange(tx, {
        ...scope,
        before: subscription,
        after,
        isPeriodEnd: false,
      });
      return after;
    });
    return present(row, scope);
  }

  return {
    /** The plans of SPEC §9; `currentKind` marks the caller's. */
    plans(currentKind: PlanKind | undefined) {
      return LISTED_PLANS.map((kind) => serializePlan(kind, currentKind));
    },

    async currentKind(scope: BillingScope | undefined) {
      if (!scope) return undefined;
      return (await findSubscription(db, scope))?.kind ?? "free";
    },

    current,

    subscribe: (scope: BillingScope, kind: SelfServePlanKind, token?: string) =>
      act(scope, "subscribe", { target: kind, token }),
    cancel: (scope: BillingScope) => act(scope, "cancel"),
    reactivate: (scope: BillingScope) => act(scope, "reactivate"),
    upgrade: (scope: BillingScope, kind: SelfServePlanKind) =>
      act(scope, "upgrade", { target: kind }),
    downgrade: (scope: BillingScope, kind: SelfServePlanKind) =>
      act(scope, "downgrade", { target: kind }),
    cancelDowngrade: (scope: BillingScope) => act(scope, "cancel_downgrade"),

    /** What `upgrade` would charge now; changes nothing. */
    async previewUpgrade(scope: BillingScope, kind: SelfServePlanKind) {
      const subscription = await findSubscription(db, scope);
      const action: BillingAction = "preview_upgrade";
      const problem = billingActionProblem(
        subscription ?? { kind: "free", status: "active" },
        action,
        {
          target: kind,
        },
      );
      if (problem || !subscription) throw refused(problem ?? "not_subscribed");
      const organization = await organizationOf(db, scope);
      return provider.previewUpgrade({ organization, subscription, now: clock() }, kind);
    },

    async listInvoices(scope: BillingScope, page: PageQuery) {
      const [rows, count] = await Promise.all([
        listInvoices(db, { ...scope, limit: page.limit, offset: pageOffset(page) }),
        countInvoices(db, scope),
      ]);
      return { rows, count };
    },

    /** The invoice as a PDF, in the language of the member who downloads it. */
    async invoicePdf(scope: BillingScope & { userId: string }, invoiceId: string) {
      const invoice = await findInvoice(db, { ...scope, invoiceId });
      if (!invoice) throw AppError.notFound();
      const [organization, locale] = await Promise.all([
        organizationOf(db, scope),
        findMemberLocale(db, scope),
      ]);
      return {
        filename: `invoice-${invoice.label}.pdf`,
        pdf: await renderInvoicePdf(invoice, organization, toLocale(locale)),
      };
    },

    async portalUrl(scope: BillingScope) {
      return provider.portalUrl(await organizationOf(db, scope));
    },

    /**
     * The period-end job: applies whatever is due (renewal, the end of a trial, a pending
     * downgrade, a cancellation) and schedules the next one. Safe to run late or twice.
     */
    async rollOver(scope: BillingScope, job: { periodEnd?: string } = {}) {
      return db.transaction(async (tx) => {
        const organization = await findBillingOrganization(tx, scope);
        if (!organization) return undefined; // deleted since the job was queued
        const subscription = await lockSubscription(tx, scope);
        const now = clock();
        const end = subscription.currentPeriodEnd;
        if (end && job.periodEnd === end.toISOString() && now.getTime() < end.getTime()) {
          // Claimed early (the database's clock runs ahead of this process's): failing makes
          // the runner try again shortly, instead of completing the only job of this period.
          throw new Error(`billing period ending ${job.periodEnd} has not ended yet`);
        }
        const after = await provider.rollOver({ tx, organization, subscription, now });
        await queueNoticesForChange(tx, {
          ...scope,
          before: subscription,
          after,
          isPeriodEnd: true,
        });
        return after;
      });
    },

    /**
     * A charge failed (past_due) or the provider gave up on it (unpaid): what an external
     * provider's webhook calls (the built-in one never fails a charge). The admins, or the
     * billing contact, get an email telling how to fix it.
     */
    async recordPaymentProblem(scope: BillingScope, status: "past_due" | "unpaid") {
      return db.transaction(async (tx) => {
        const subscription = await lockSubscription(tx, scope);
        if (subscription.status === status) return subscription;
        const after = await saveSubscription(tx, {
          ...scope,
          state: { ...toBillingState(subscription), status },
          now: clock(),
        });
        await queueNoticesForChange(tx, {
          ...scope,
          before: subscription,
          after,
          isPeriodEnd: false,
        });
        return after;
      });
    },

    /**
     * The operator's command (`npm run set-plan -- <subdomain> <kind>`): enterprise,
     * free_full_access or back to free, with no billing period and nothing pending.
     */
    async setOperatorPlan(subdomain: string, kindName: string) {
      const kind = normalizePlanKind(kindName);
      if (!kind || !SETTABLE_PLAN_KINDS.includes(kind)) {
        throw new Error(
          `unknown or self-serve plan "${kindName}": use one of ${SETTABLE_PLAN_KINDS.join(", ")} (pro and premium are bought in the app; kinds: ${PLAN_KINDS.join(", ")})`,
        );
      }
      return db.transaction(async (tx) => {
        const organization = await findOrganizationBySubdomain(tx, subdomain);
        if (!organization) throw new Error(`no organization with the subdomain "${subdomain}"`);
        const scope = { organizationId: organization.id };
        const subscription = await lockSubscription(tx, scope);
        const now = clock();
        const row = await saveSubscription(tx, {
          ...scope,
          state: {
            ...toBillingState(subscription),
            kind,
            status: "active",
            pendingKind: null,
            inTrial: false,
            cancelAtPeriodEnd: false,
            currentPeriodStart: now,
            currentPeriodEnd: null,
          },
          extra: { canceledAt: null },
          now,
        });
        return { organization, subscription: row };
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
