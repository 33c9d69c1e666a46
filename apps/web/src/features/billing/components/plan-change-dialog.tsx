import { PLAN_MAX_ACTIVE_POSITIONS, type PlanKind } from "@candor/shared/constants";
import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { addDays, monthlyPriceCents, type SelfServePlanKind } from "@candor/shared/rules/billing";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import {
  type SubscriptionChange,
  type SubscriptionDetail,
  subscriptionQueryOptions,
  upgradePreviewQueryOptions,
  useChangeSubscription,
} from "../api/subscription";
import { formatMoney } from "../lib/money";
import { downgradeBlock } from "../lib/plan-choices";
import styles from "./plans.module.css";

/** A change the admin chose and is asked to confirm. */
export type ChangeRequest =
  | { type: "subscribe"; kind: SelfServePlanKind; trialDays: number }
  | { type: "upgrade"; kind: SelfServePlanKind }
  | {
      type: "downgrade";
      kind: SelfServePlanKind;
      blocked: { positionsToClose: number; max: number } | null;
    }
  /** Back to free at the period's end. */
  | { type: "cancel" };

export type PlanChangeDialogProps = {
  request: ChangeRequest | null;
  subscription: SubscriptionDetail;
  viewerId: string;
  onClose: () => void;
};

/**
 * Confirms a plan change (SPEC §4): subscribing (with its trial), upgrading after a preview of
 * the prorated amount, downgrading or cancelling at the period's end. Refusals are explained in
 * place — a downgrade blocked by open positions says how many to close, with a link to them.
 */
export function PlanChangeDialog({
  request,
  subscription,
  viewerId,
  onClose,
}: PlanChangeDialogProps) {
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<DialogTitle request={request} subscription={subscription} />}
    >
      {request ? (
        <DialogBody
          key={`${request.type}-${"kind" in request ? request.kind : ""}`}
          request={request}
          subscription={subscription}
          viewerId={viewerId}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function DialogTitle({
  request,
  subscription,
}: {
  request: ChangeRequest | null;
  subscription: SubscriptionDetail;
}) {
  const { t } = useTranslation();
  if (!request) return null;
  if (request.type === "cancel") {
    return t("plans.change.cancelTitle", { plan: t(`plans.${subscription.kind}`) });
  }
  const plan = t(`plans.${request.kind}`);
  if (request.type === "subscribe") {
    return request.trialDays > 0
      ? t("plans.change.trialTitle", { plan })
      : t("plans.change.subscribeTitle", { plan });
  }
  return request.type === "upgrade"
    ? t("plans.change.upgradeTitle", { plan })
    : t("plans.change.downgradeTitle", { plan });
}

function useMoney() {
  const { i18n } = useTranslation();
  return (kind: PlanKind, currency: string) =>
    formatMoney(monthlyPriceCents(kind) ?? 0, currency, i18n.language);
}

function DialogBody({
  request,
  subscription,
  viewerId,
  onClose,
}: {
  request: ChangeRequest;
  subscription: SubscriptionDetail;
  viewerId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { push } = useAlerts();
  const change = useChangeSubscription();
  const price = useMoney();
  const [problem, setProblem] = useState<string | null>(null);
  /** Refused (422): the page now shows what is true, and asking again would be refused again. */
  const [isRefused, setIsRefused] = useState(false);
  const [blocked, setBlocked] = useState(request.type === "downgrade" ? request.blocked : null);
  const date = (value: string | Date | null) => (value ? formatDate(value, i18n.language) : "");
  const currentPlan = t(`plans.${subscription.kind}`);
  const periodEnd = date(subscription.currentPeriodEnd);

  const preview = useQuery({
    ...upgradePreviewQueryOptions(request.type === "upgrade" ? request.kind : "premium"),
    enabled: request.type === "upgrade",
  });

  async function confirm(body: SubscriptionChange, success: (next: SubscriptionDetail) => string) {
    setProblem(null);
    try {
      const next = await change.mutateAsync(body);
      push({ type: "notice", message: success(next) });
      onClose();
    } catch (error) {
      if (body.action === "downgrade" && isApiError(error) && error.code === "downgrade_blocked") {
        // The count shown may be stale: ask again, so the number to close is today's.
        const fresh = await queryClient
          .fetchQuery({ ...subscriptionQueryOptions(viewerId), staleTime: 0 })
          .catch(() => subscription);
        setBlocked(downgradeBlock(body.kind, fresh.activePositionsCount));
        return;
      }
      setProblem(apiErrorMessage(t, error));
      setIsRefused(isApiError(error) && error.status === 422);
    }
  }

  let content: ReactNode;
  let action: ReactNode = null;

  switch (request.type) {
    case "subscribe": {
      const plan = t(`plans.${request.kind}`);
      const monthly = price(request.kind, subscription.currency);
      content =
        request.trialDays > 0 ? (
          <p>
            {t("plans.change.trialBody", {
              plan,
              days: request.trialDays,
              date: date(addDays(new Date(), request.trialDays)),
              price: monthly,
            })}
          </p>
        ) : (
          <p>{t("plans.change.subscribeBody", { plan, price: monthly })}</p>
        );
      action = (
        <AsyncButton
          onClick={() =>
            confirm({ action: "subscribe", kind: request.kind }, (next) =>
              next.status === "trialing"
                ? t("plans.change.done.trial", { plan })
                : t("plans.change.done.subscribe", { plan }),
            )
          }
        >
          {request.trialDays > 0
            ? t("plans.change.trialConfirm")
            : t("plans.change.subscribeConfirm", { price: monthly })}
        </AsyncButton>
      );
      break;
    }
    case "upgrade": {
      const plan = t(`plans.${request.kind}`);
      const monthly = price(request.kind, subscription.currency);
      const amount = preview.data
        ? formatMoney(preview.data.amountCents, preview.data.currency, i18n.language)
        : null;
      content = preview.isPending ? (
        <p className={pageBlocks.muted} role="status">
          {t("plans.change.previewLoading")}
        </p>
      ) : preview.data ? (
        <>
          <div className={`${pageBlocks.baselineSpreadRow} ${styles.preview}`}>
            <span className={styles.previewLabel}>{t("plans.change.dueToday")}</span>
            <span className={styles.previewAmount}>{amount}</span>
          </div>
          <p>
            {preview.data.restartsPeriod
              ? t("plans.change.previewRestarts", {
                  amount,
                  plan,
                  date: date(preview.data.periodEnd),
                })
              : t("plans.change.previewProrated", {
                  amount,
                  plan,
                  date: date(preview.data.periodEnd),
                  price: monthly,
                })}
          </p>
          <p className={pageBlocks.muted}>{limitLine(t, request.kind)}</p>
        </>
      ) : (
        <FormBanner>{apiErrorMessage(t, preview.error)}</FormBanner>
      );
      action = preview.data ? (
        <AsyncButton
          onClick={() =>
            confirm({ action: "upgrade", kind: request.kind }, () =>
              t("plans.change.done.upgrade", { plan }),
            )
          }
        >
          {t("plans.change.upgradeConfirm", { amount })}
        </AsyncButton>
      ) : null;
      break;
    }
    case "downgrade": {
      const plan = t(`plans.${request.kind}`);
      if (blocked) {
        content = (
          <FormBanner>
            <p>
              {t("plans.change.blocked", {
                count: blocked.positionsToClose,
                plan,
                max: blocked.max,
              })}
            </p>
            <p>
              <Link to={path("Positions")}>{t("plans.change.goToPositions")}</Link>
            </p>
          </FormBanner>
        );
      } else {
        content = (
          <p>
            {t("plans.change.downgradeBody", {
              current: currentPlan,
              plan,
              date: periodEnd,
              price: price(request.kind, subscription.currency),
            })}{" "}
            {limitLine(t, request.kind)}
          </p>
        );
        action = (
          <AsyncButton
            onClick={() =>
              confirm({ action: "downgrade", kind: request.kind }, () =>
                t("plans.change.done.downgrade", { plan, date: periodEnd }),
              )
            }
          >
            {t("plans.change.downgradeConfirm")}
          </AsyncButton>
        );
      }
      break;
    }
    case "cancel":
      content = (
        <p>
          {t("plans.change.cancelBody", {
            plan: currentPlan,
            date: periodEnd,
            max: PLAN_MAX_ACTIVE_POSITIONS.free,
          })}
        </p>
      );
      action = (
        <AsyncButton
          variant="danger"
          onClick={() =>
            confirm({ action: "cancel" }, () => t("plans.change.done.cancel", { date: periodEnd }))
          }
        >
          {t("plans.change.cancelConfirm")}
        </AsyncButton>
      );
      break;
  }

  if (isRefused) action = null;

  return (
    <div className={pageBlocks.stack3}>
      {problem ? <FormBanner>{problem}</FormBanner> : null}
      {content}
      <div className={`${pageBlocks.endActions} ${styles.dialogFooter}`}>
        <Button variant="secondary" onClick={onClose}>
          {action ? t("plans.change.notNow") : t("plans.change.close")}
        </Button>
        {action}
      </div>
    </div>
  );
}

function limitLine(t: TFunction, kind: PlanKind) {
  const max = PLAN_MAX_ACTIVE_POSITIONS[kind];
  return max === null ? t("plans.change.limitUnlimited") : t("plans.change.limit", { count: max });
}
