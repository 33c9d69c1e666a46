import { formatDate } from "@candor/shared/format";
import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { BackLink, PageFrame, pageTitleClass } from "../../../components/page-layout/page-layout";
import type { SessionUser } from "../../../lib/auth/session-api";
import type { Position } from "../api/positions";
import { PositionActions } from "./position-actions";
import { locationText } from "./position-format";
import { PositionStatusBadge } from "./position-status-badge";
import styles from "./position-view.module.css";

export type PositionTab = "overview" | "details";

/**
 * The frame of `/hire/positions/{id}` and `…/details`: the way back, title, status and key facts,
 * the manager's actions (none for reviewers, SPEC §6), and the two tabs.
 */
export function PositionShell({
  user,
  position,
  tab,
  children,
}: {
  user: SessionUser;
  position: Position;
  tab: PositionTab;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const canManage = canAccessPage(user, "EditPosition");
  const canList = canAccessPage(user, "Positions");
  const location = locationText(t, position);
  const meta = [
    position.department,
    location,
    position.openedAt
      ? t("positions.view.openedOn", { date: formatDate(position.openedAt, i18n.language) })
      : null,
  ].filter(Boolean);

  const tabs: { key: PositionTab; to: string; label: string }[] = [
    {
      key: "overview",
      to: path("Position", { id: position.id }),
      label: t("positions.view.overview"),
    },
    {
      key: "details",
      to: path("PositionDetails", { id: position.id }),
      label: t("positions.view.details"),
    },
  ];

  return (
    <PageFrame>
      <header className={pageBlocks.stack3}>
        <BackLink to={canList ? path("Positions") : path("Dashboard")}>
          {canList ? t("positions.list.title") : t("positions.view.backToDashboard")}
        </BackLink>
        <div className={`${pageBlocks.wrapRow3} ${styles.headerRow}`}>
          <div className={`${pageBlocks.column2} ${styles.headerText}`}>
            <h1 className={pageTitleClass}>{position.title}</h1>
            <p className={`${pageBlocks.centredWrap} ${pageBlocks.muted} ${styles.meta}`}>
              <PositionStatusBadge status={position.status} />
              {meta.map((item) => (
                <span key={item}>{item}</span>
              ))}
            </p>
          </div>
          {canManage ? <PositionActions user={user} position={position} /> : null}
        </div>
        <nav className={styles.tabs} aria-label={t("positions.view.sections")}>
          {tabs.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              className={`${pageBlocks.muted} ${styles.tab}`}
              aria-current={item.key === tab ? "page" : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
      </header>
      {children}
    </PageFrame>
  );
}
