import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { hasPaymentProblem } from "@candor/shared/rules/billing-subscription";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { ButtonLink } from "../../../components/button/button";
import { AlertIcon, ClockIcon, InfoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { type SubscriptionDetail, useChangeSubscription } from "../api/subscription";
import { formatMoney } from "../lib/money";
import styles from "./billing.module.css";
import { ManageBillingButton } from "./manage-billing-button";

/**
 * What is about to happen to the subscription, above the plans: a trial's end, a cancellation or
 * downgrade waiting for the period's end (admins can take it back), a payment problem, a plan
 * managed by Candor. Nothing when the subscription simply runs. A refused take-back goes to
 * `onProblem` (the page's error banner; cleared with null when trying again), else to an alert.
 */
export function SubscriptionNotice({
  subscription,
  isAdmin,
  onProblem,
}: {
  subscription: SubscriptionDetail;
  isAdmin: boolean;
  onProblem?: (message: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const change = useChangeSubscription();
  const plan = t(`plans.${subscription.kind}`);
  const date = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd, i18n.language)
    : "";

  async function run(action: "reactivate" | "cancel_downgrade", done: string) {
    onProblem?.(null);
    try {
      await change.mutateAsync({ action });
      push({ type: "notice", message: done });
    } catch (error) {
      const message = apiErrorMessage(t, error);
      if (onProblem) onProblem(message);
      else push({ type: "danger", message });
    }
  }

  let tone: "info" | "warning" | "danger" = "info";
  let text: string;
  let actions: ReactNode = null;

  if (hasPaymentProblem(subscription.status)) {
    tone = "danger";
    text = isAdmin
      ? t("billing.notice.paymentProblemAdmin", { plan })
      : t("billing.notice.paymentProblemMember", { plan });
    actions = isAdmin ? (
      <ManageBillingButton variant="primary" label={t("billing.updatePayment")} />
    ) : null;
  } else if (subscription.isManaged) {
    text = t("billing.notice.managed", { plan });
    actions = isAdmin ? (
      <ButtonLink to={path("BookADemo")} variant="secondary" size="sm">
        {t("plans.actions.contactSales")}
      </ButtonLink>
    ) : null;
  } else if (subscription.status === "canceled") {
    tone = "warning";
    text = t("billing.notice.canceled", { plan, date });
    actions = isAdmin ? (
      <AsyncButton
        size="sm"
        onClick={() => run("reactivate", t("plans.change.done.reactivate", { plan }))}
      >
        {t("billing.reactivate")}
      </AsyncButton>
    ) : null;
  } else if (subscription.status === "downgrading" && subscription.pendingKind) {
    tone = "warning";
    text = t("billing.notice.downgrading", {
      plan,
      next: t(`plans.${subscription.pendingKind}`),
      date,
    });
    actions = isAdmin ? (
      <AsyncButton
        size="sm"
        variant="secondary"
        onClick={() => run("cancel_downgrade", t("plans.change.done.cancelDowngrade", { plan }))}
      >
        {t("billing.cancelDowngrade")}
      </AsyncButton>
    ) : null;
  } else if (subscription.status === "trialing") {
    text = t("billing.notice.trialing", {
      plan,
      date,
      price:
        subscription.monthlyPriceCents === null
          ? ""
          : formatMoney(subscription.monthlyPriceCents, subscription.currency, i18n.language),
    });
  } else {
    return null;
  }

  const Icon = tone === "danger" ? AlertIcon : tone === "warning" ? ClockIcon : InfoIcon;
  return (
    <div className={`${pageBlocks.row3} ${styles.notice} ${styles[tone]}`} role="status">
      <Icon size={20} />
      <p className={styles.noticeText}>{text}</p>
      {actions ? <div className={pageBlocks.wrapRow}>{actions}</div> : null}
    </div>
  );
}
