import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { errorMessage } from "../../../i18n/error-message";
import type { Plan } from "../api/plans";
import { formatMoney } from "../lib/money";
import type { PlanChoice } from "../lib/plan-choices";
import styles from "./plans.module.css";

export type PlanCardProps = {
  plan: Plan;
  choice: PlanChoice;
  /** Subscribe, upgrade, downgrade or switch to free: the page asks for confirmation. */
  onChoose: (choice: PlanChoice) => void;
};

/** What a plan includes, as lines of its card. */
export function usePlanFeatures(plan: Pick<Plan, "maxPositionsCount" | "trainingCourses">) {
  const { t } = useTranslation();
  const positions =
    plan.maxPositionsCount === null
      ? t("plans.positionsUnlimited")
      : t("plans.positions", { count: plan.maxPositionsCount });
  const training =
    plan.trainingCourses === "all"
      ? t("plans.trainingAll")
      : plan.trainingCourses === 0
        ? t("plans.trainingNone")
        : t("plans.training", { count: plan.trainingCourses });
  return { positions, training };
}

/** One plan (SPEC §9): price, limits, what it includes, and what the viewer can do with it. */
export function PlanCard({ plan, choice, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const isCurrent = choice.type === "current" || plan.isCurrent;
  const { positions, training } = usePlanFeatures(plan);
  const name = t(`plans.${plan.kind}`);

  return (
    <article
      className={[pageBlocks.panelCard, styles.card, isCurrent ? styles.current : null]
        .filter(Boolean)
        .join(" ")}
      aria-labelledby={titleId}
    >
      <div className={pageBlocks.spreadRow}>
        <h2 id={titleId} className={pageBlocks.titleXl}>
          {name}
        </h2>
        {isCurrent ? (
          <span className={`${pageBlocks.brandPill} ${styles.currentBadge}`}>
            {t("plans.currentBadge")}
          </span>
        ) : null}
      </div>
      <p className={`${pageBlocks.muted} ${styles.planDescription}`}>
        {t(`plans.descriptions.${plan.kind}` as "plans.descriptions.free")}
      </p>
      <p className={styles.price}>
        {plan.monthlyPriceCents === null ? (
          <span className={styles.priceCustom}>{t("plans.customPrice")}</span>
        ) : (
          <>
            <span className={styles.priceAmount}>
              {formatMoney(plan.monthlyPriceCents, plan.currency, i18n.language)}
            </span>
            <span className={pageBlocks.muted}>{t("plans.perMonth")}</span>
          </>
        )}
      </p>
      <ul className={`${pageBlocks.stack2} ${styles.features}`}>
        <li>
          <CheckIcon size={16} />
          {positions}
        </li>
        <li>
          <CheckIcon size={16} />
          {training}
        </li>
        <li>
          <CheckIcon size={16} />
          {t("plans.includesInterviews")}
        </li>
        {plan.trialDays > 0 ? (
          <li>
            <CheckIcon size={16} />
            {t("plans.trialIncluded", { days: plan.trialDays })}
          </li>
        ) : null}
      </ul>
      <div className={styles.cardAction}>
        <PlanAction plan={plan} choice={choice} name={name} onChoose={onChoose} />
      </div>
    </article>
  );
}

function PlanAction({
  plan,
  choice,
  name,
  onChoose,
}: {
  plan: Plan;
  choice: PlanChoice;
  name: string;
  onChoose: (choice: PlanChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  switch (choice.type) {
    case "current":
      return (
        <p className={`${pageBlocks.muted} ${styles.actionNote}`}>{t("plans.actions.current")}</p>
      );
    case "signUp":
      return (
        <ButtonLink
          to={path("SignUp")}
          block
          variant={plan.kind === "free" ? "secondary" : "primary"}
        >
          {plan.trialDays > 0 ? t("plans.actions.startTrial") : t("plans.actions.signUp")}
        </ButtonLink>
      );
    case "contactSales":
      return (
        <ButtonLink to={path("BookADemo")} block variant="secondary">
          {t("plans.actions.bookDemo")}
        </ButtonLink>
      );
    case "subscribe":
      return (
        <Button block onClick={() => onChoose(choice)}>
          {choice.trialDays > 0
            ? t("plans.actions.startTrial")
            : t("plans.actions.subscribe", { plan: name })}
        </Button>
      );
    case "upgrade":
      return (
        <Button block onClick={() => onChoose(choice)}>
          {t("plans.actions.upgrade", { plan: name })}
        </Button>
      );
    case "downgrade":
      return (
        <Button block variant="secondary" onClick={() => onChoose(choice)}>
          {t("plans.actions.downgrade", { plan: name })}
        </Button>
      );
    case "switchToFree":
      return (
        <Button block variant="secondary" onClick={() => onChoose(choice)}>
          {t("plans.actions.switchToFree")}
        </Button>
      );
    case "scheduled":
      return (
        <p className={`${pageBlocks.muted} ${styles.actionNote}`}>
          {choice.date
            ? t("plans.actions.scheduled", { date: formatDate(choice.date, i18n.language) })
            : t("plans.actions.scheduledAtPeriodEnd")}
        </p>
      );
    case "unavailable":
      return (
        <p className={`${pageBlocks.muted} ${styles.actionNote}`}>
          {errorMessage(t, choice.reason)}
        </p>
      );
    case "none":
      return null;
  }
}
