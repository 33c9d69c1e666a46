import { useTranslation } from "react-i18next";
import { reachHandlers, useOnDemand } from "../on-demand/use-on-demand";
import type { AccountMenuProps } from "./account-menu";
import styles from "./top-bar.module.css";
import { AccountTriggerFace, accountTriggerClass, VideoTourTriggerFace } from "./trigger-faces";
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
