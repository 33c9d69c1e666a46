import { displayName, formatDate } from "@candor/shared/format";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/avatar/avatar";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { Position } from "../api/positions";
import { locationText } from "./position-format";
import styles from "./position-view.module.css";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`${blocks.gridGap2} ${styles.fact}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The position's particulars as a description list; `withDates` adds created, updated, opened and
 * closed (the details page).
 */
export function PositionFacts({
  position,
  withDates = false,
}: {
  position: Position;
  withDates?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const none = <span className={pageBlocks.muted}>{t("positions.view.notSet")}</span>;
  const date = (value: string | null) =>
    value ? (
      formatDate(value, i18n.language)
    ) : (
      <span className={pageBlocks.muted}>{t("positions.view.notYet")}</span>
    );
  return (
    <dl className={`${blocks.gridGap3} ${styles.facts}`}>
      <Fact label={t("positions.form.department")}>{position.department ?? none}</Fact>
      <Fact label={t("positions.view.location")}>{locationText(t, position) ?? none}</Fact>
      <Fact label={t("positions.form.employmentType")}>
        {position.employmentType ? t(`positions.employmentTypes.${position.employmentType}`) : none}
      </Fact>
      <Fact label={t("positions.form.industry")}>{position.industry?.name ?? none}</Fact>
      <Fact label={t("positions.view.owner")}>
        {position.owner ? displayName(position.owner) : none}
      </Fact>
      {withDates ? (
        <>
          <Fact label={t("positions.view.created")}>{date(position.createdAt)}</Fact>
          <Fact label={t("positions.view.updated")}>{date(position.updatedAt)}</Fact>
          <Fact label={t("positions.view.opened")}>{date(position.openedAt)}</Fact>
          <Fact label={t("positions.view.closed")}>{date(position.closedAt)}</Fact>
        </>
      ) : (
        <Fact label={t("positions.view.opened")}>{date(position.openedAt)}</Fact>
      )}
    </dl>
  );
}

/** The hiring team as a list of people, or a note that there is none. */
export function PositionTeam({ position }: { position: Position }) {
  const { t } = useTranslation();
  if (position.hiringTeam.length === 0) {
    return <p className={pageBlocks.muted}>{t("positions.view.noTeam")}</p>;
  }
  return (
    <ul className={pageBlocks.list3}>
      {position.hiringTeam.map((member) => (
        <li key={member.id} className={pageBlocks.row3}>
          <Avatar firstName={member.firstName} lastName={member.lastName} size={32} />
          <span className={`${pageBlocks.stack} ${styles.teamText}`}>
            <span className={pageBlocks.semibold}>{displayName(member)}</span>
            <span className={pageBlocks.muted}>{member.email}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
