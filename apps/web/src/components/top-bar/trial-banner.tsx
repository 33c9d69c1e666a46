import { path } from "@candor/shared/routes";
import { trialDaysLeft } from "@candor/shared/rules/billing-subscription";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./top-bar.module.css";
import type { TopBarUser } from "./top-bar-user";

/**
 * Days left until the end of the current period while the subscription is trialing (SPEC §2),
 * counted as the billing rules count them (`trialDaysLeft`, the number the Plans page shows too),
 * with a link to choose a plan.
 */
export function TrialBanner({ user, now }: { user: TopBarUser; now?: Date }) {
  const { t } = useTranslation();
  const subscription = user.subscription;
  if (subscription?.status !== "trialing" || !subscription.currentPeriodEnd) return null;
  const days = trialDaysLeft(subscription.currentPeriodEnd, now);

  return (
    <p className={styles.trialBanner} role="status">
      {days < 1 ? t("trialBanner.lastDay") : t("trialBanner.daysLeft", { count: days })}{" "}
      <Link to={path("Plans")}>{t("trialBanner.choosePlan")}</Link>
    </p>
  );
}
