import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { daysUntil } from "../../lib/dates";
import styles from "./top-bar.module.css";
import type { TopBarUser } from "./top-bar-user";

/** Days left in the trial (SPEC §2), shown while the subscription is trialing. */
export function TrialBanner({ user, now }: { user: TopBarUser; now?: Date }) {
  const { t } = useTranslation();
  const subscription = user.subscription;
  if (subscription?.status !== "trialing") return null;
  const days = daysUntil(subscription.currentPeriodEnd, now);
  if (days === null) return null;

  return (
    <p className={styles.trialBanner} role="status">
      {days <= 0 ? t("trial.endsToday") : t("trial.daysLeft", { count: days })}{" "}
      <Link to={path("Plans")}>{t("trial.choosePlan")}</Link>
    </p>
  );
}
