import { formatDate } from "@candor/shared/format";
import { billingActionProblem } from "@candor/shared/rules/billing";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { SubscriptionDetail } from "../api/subscription";
import { formatMoney } from "../lib/money";
import styles from "./billing.module.css";
import { BillingContactSection } from "./billing-contact-form";
import { InvoicesTable } from "./invoices-table";
import { BILLING_SECTION_ID, ManageBillingButton } from "./manage-billing-button";

/**
 * The admins' billing (SPEC §3, §4): the subscription's plan, status and period, what happens at
 * the period's end, cancelling, the billing portal, where billing emails go, and the invoices.
 */
export function BillingSection({
  subscription,
  onCancel,
}: {
  subscription: SubscriptionDetail;
  /** Asks to confirm a cancellation at the period's end. */
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const invoicesTitleId = useId();
  const plan = t(`plans.${subscription.kind}`);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : null);
  const periodEnd = date(subscription.currentPeriodEnd);
  const canCancel =
    subscription.status !== "canceled" &&
    billingActionProblem(subscription, "cancel") === undefined;

  let periodLabel: string | null = null;
  if (periodEnd) {
    periodLabel =
      subscription.status === "trialing"
        ? t("billing.summary.trialEnds")
        : subscription.status === "canceled"
          ? t("billing.summary.ends")
          : subscription.status === "downgrading"
            ? t("billing.summary.changes", {
                plan: t(`plans.${subscription.pendingKind ?? subscription.kind}`),
              })
            : t("billing.summary.renews");
  }

  const max = subscription.maxPositionsCount;
  const rows: [string, ReactNode][] = [
    [
      t("billing.summary.plan"),
      subscription.monthlyPriceCents === null || subscription.monthlyPriceCents === 0
        ? plan
        : t("billing.summary.planPrice", {
            plan,
            price: formatMoney(
              subscription.monthlyPriceCents,
              subscription.currency,
              i18n.language,
            ),
          }),
    ],
    [
      t("billing.summary.status"),
      <span
        key="status"
        className={`${pageBlocks.inlineRow} ${styles.status} ${styles[`status_${subscription.status}`]}`}
      >
        {t(`billing.statuses.${subscription.status}`)}
      </span>,
    ],
    [periodLabel ?? t("billing.summary.period"), periodEnd ?? t("billing.summary.noPeriod")],
    [
      t("billing.summary.positions"),
      max === null
        ? t("billing.summary.positionsUnlimited", { active: subscription.activePositionsCount })
        : t("billing.summary.positionsOf", { active: subscription.activePositionsCount, max }),
    ],
  ];

  return (
    <section
      className={`${pageBlocks.panelCard} ${styles.section}`}
      aria-labelledby={BILLING_SECTION_ID}
    >
      <div className={`${pageBlocks.stack} ${styles.sectionHeader}`}>
        <h2 id={BILLING_SECTION_ID} className={styles.sectionTitle} tabIndex={-1}>
          {t("billing.title")}
        </h2>
        <p className={pageBlocks.muted}>{t("billing.lead")}</p>
      </div>

      <dl className={`${blocks.gridGap3} ${styles.summary}`}>
        {rows.map(([label, value]) => (
          <div key={label} className={`${pageBlocks.stack} ${styles.summaryItem}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {subscription.isManaged || subscription.kind === "free" ? null : (
        <div className={pageBlocks.wrapRow}>
          <ManageBillingButton />
          {canCancel ? (
            <Button variant="ghost" className={styles.dangerGhost} onClick={onCancel}>
              {t("billing.cancelSubscription")}
            </Button>
          ) : null}
        </div>
      )}

      <BillingContactSection />

      <section
        className={`${pageBlocks.stack3} ${styles.invoices}`}
        aria-labelledby={invoicesTitleId}
      >
        <h3 id={invoicesTitleId} className={pageBlocks.titleMd}>
          {t("billing.invoices.title")}
        </h3>
        <InvoicesTable />
      </section>
    </section>
  );
}
