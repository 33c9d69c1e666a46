import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { SessionUser } from "../../../lib/auth/session-api";
import styles from "./positions-limit-notice.module.css";

/** The plan's active-positions numbers, as the polled limit keeps them on the user. */
export function positionsLimitOf(user: SessionUser) {
  const max = user.subscription?.maxPositionsCount ?? null;
  const active = user.activePositionsCount;
  return { active, max, isReached: max !== null && active >= max };
}

/** Plans, with the changing-plan flag of Upgrade now (SPEC §2). */
export const UPGRADE_PATH = path("Plans", {}, { changing_plan: true });

/**
 * What to do at the limit: admins upgrade (Plans with the changing-plan flag), others ask an admin;
 * everyone may close an open position instead. `upgrade` replaces the admin's link (a form saves
 * what was typed before it goes).
 */
export function UpgradePath({ user, upgrade }: { user: SessionUser; upgrade?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <span className={`${pageBlocks.muted} ${pageBlocks.inlineRow2} ${styles.limitLine}`}>
      {isAdmin(user) ? (
        (upgrade ?? <Link to={UPGRADE_PATH}>{t("positions.limit.upgrade")}</Link>)
      ) : (
        <>
          {t("positions.limit.askAdmin")}{" "}
          <Link to={UPGRADE_PATH}>{t("positions.limit.seePlans")}</Link>
        </>
      )}
      <span aria-hidden="true">·</span>
      <Link to={path("Positions", {}, { status: "open" })}>{t("positions.limit.closeOne")}</Link>
    </span>
  );
}

/** "2 of 3 active positions on your plan", or unlimited; at the limit, the way on. */
export function PositionsLimitSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { active, max, isReached } = positionsLimitOf(user);
  return (
    <p className={`${pageBlocks.muted} ${pageBlocks.inlineRow2} ${styles.limitLine}`}>
      <span className={isReached ? pageBlocks.warning : undefined}>
        {max === null
          ? t("positions.limit.summaryUnlimited", { active })
          : t("positions.limit.summary", { active, max })}
      </span>
      {isReached ? <UpgradePath user={user} /> : null}
    </p>
  );
}

/**
 * The answer to opening one position too many (422 `positions_limit_reached`), or the warning
 * before it: the limit explained, `advice` (the form's "save it as a draft meanwhile"), and the
 * upgrade path, whose admin link `upgrade` may replace.
 */
export function LimitReachedNotice({
  user,
  tone = "danger",
  advice,
  upgrade,
}: {
  user: SessionUser;
  tone?: "danger" | "info";
  advice?: string;
  upgrade?: ReactNode;
}) {
  const { t } = useTranslation();
  const { active, max } = positionsLimitOf(user);
  return (
    <FormBanner tone={tone}>
      <strong>{t("positions.limit.reachedTitle")}</strong>{" "}
      {max === null
        ? t("errors.positions_limit_reached")
        : t("positions.limit.reachedBody", { active, max })}
      {advice ? ` ${advice}` : null} <UpgradePath user={user} upgrade={upgrade} />
    </FormBanner>
  );
}
