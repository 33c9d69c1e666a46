import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar";
import { ChevronDownIcon, PlayIcon } from "../icons/shell-icons";
import { reachHandlers, useOnDemand } from "../on-demand/use-on-demand";
import pageBlocks from "../page-layout/page-blocks.module.css";
import type { AccountMenuProps } from "./account-menu";
import styles from "./top-bar.module.css";
import type { TopBarUser } from "./top-bar-user";
import type { VideoTourSource } from "./video-tour";

/*
 * The signed-in top bar's account menu and video tour are built on Radix (a dropdown, a dialog:
 * ~40 KiB with their focus and popper code, in ten files). Fetched with every signed-in page,
 * they were requests, evaluation and a second render of the bar before the page's largest text
 * was painted (issue 15, decision 0057). Until someone reaches for one, the same button is drawn
 * here, and a press opens the real one as soon as it is there.
 */

const loadAccountMenu = async () => (await import("./account-menu")).AccountMenu;
const loadVideoTour = async () => (await import("./video-tour")).VideoTour;

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

export function AccountMenuControl({ user, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const { loaded: AccountMenu, intent, want } = useOnDemand(loadAccountMenu);
  if (AccountMenu) {
    return (
      <AccountMenu
        user={user}
        onSignOut={onSignOut}
        defaultOpen={intent.open}
        takeFocus={intent.focus}
      />
    );
  }
  return (
    <button
      type="button"
      className={accountTriggerClass}
      aria-label={t("accountMenu.menu")}
      aria-haspopup="menu"
      aria-expanded={false}
      {...reachHandlers(want)}
    >
      <AccountTriggerFace user={user} />
    </button>
  );
}

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

export function VideoTourControl({ video }: { video: VideoTourSource }) {
  const { loaded: VideoTour, intent, want } = useOnDemand(loadVideoTour);
  if (VideoTour) {
    return <VideoTour video={video} defaultOpen={intent.open} takeFocus={intent.focus} />;
  }
  return (
    <button
      type="button"
      className={styles.navButton}
      data-tour="video-tour"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...reachHandlers(want)}
    >
      <VideoTourTriggerFace />
    </button>
  );
}
