import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar";
import { ChevronDownIcon, PlayIcon } from "../icons/shell-icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./top-bar.module.css";
import type { TopBarUser } from "./top-bar-user";

/*
 * The faces of the top bar's account and video tour buttons, shared by the stand-ins drawn
 * before the menus are fetched (signed-in-controls.tsx) and the real ones (account-menu.tsx,
 * video-tour.tsx), so the button looks the same before and after. In a file of their own, which
 * neither side's module imports back.
 */

/** The account menu's button face: the avatar and a chevron, named by its button. */
export function AccountTriggerFace({ user }: { user: TopBarUser }) {
  return (
    <>
      <Avatar
        src={user.avatar}
        firstName={user.firstName}
        lastName={user.lastName}
        size={32}
        decorative
      />
      <ChevronDownIcon size={16} />
    </>
  );
}

export const accountTriggerClass = `${pageBlocks.inlineRow} ${styles.accountTrigger}`;

/** The video tour's button face: a play icon and, beside it on wider screens, its label. */
export function VideoTourTriggerFace() {
  const { t } = useTranslation();
  return (
    <>
      <PlayIcon size={18} />
      <span className={styles.phoneHidden}>{t("nav.videoTour")}</span>
    </>
  );
}
