import { displayName } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/avatar/avatar";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { PositionMember } from "../api/positions";
import styles from "./team-avatars.module.css";

/** Up to `max` overlapping faces and "+N"; the names are read out, the faces are not. */
export function TeamAvatars({
  members,
  max = 3,
  size = 28,
}: {
  members: readonly PositionMember[];
  max?: number;
  size?: number;
}) {
  const { t } = useTranslation();
  if (members.length === 0) {
    return <span className={pageBlocks.none}>{t("positions.table.noTeam")}</span>;
  }
  const shown = members.slice(0, max);
  const rest = members.length - shown.length;
  const names = members.map(displayName).join(", ");
  return (
    <span className={styles.stack} title={names}>
      <span className="visually-hidden">{names}</span>
      {shown.map((member) => (
        <span key={member.id} className={styles.face} aria-hidden="true">
          <Avatar firstName={member.firstName} lastName={member.lastName} size={size} />
        </span>
      ))}
      {rest > 0 ? (
        <span className={styles.more} aria-hidden="true">
          +{rest}
        </span>
      ) : null}
    </span>
  );
}
