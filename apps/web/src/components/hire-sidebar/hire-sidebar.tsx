import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_OPEN_PX } from "@candor/shared/constants";
import {
  type PermissionHolder,
  type SidebarItemName,
  visibleSidebarItems,
} from "@candor/shared/permissions";
import { path, type RouteName } from "@candor/shared/routes";
import { type ComponentType, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useExternalLinks } from "../../lib/app-config";
import { useOfferedTour } from "../../lib/product-tour/tour-registry";
import {
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  HelpIcon,
  HomeIcon,
  LibraryIcon,
  UsersIcon,
} from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { TourRestartButton } from "../product-tour/tour-restart-button";
import styles from "./hire-sidebar.module.css";

type ItemDisplay = {
  label: `sidebar.${"home" | "positions" | "candidates" | "liveInterviews" | "content" | "reports" | "company" | "help"}`;
  Icon: ComponentType<{ size?: number }>;
  route: Extract<
    RouteName,
    "Dashboard" | "Positions" | "Candidates" | "LiveInterviews" | "Content" | "Reports" | "Company"
  > | null;
};

const DISPLAY: Record<SidebarItemName, ItemDisplay> = {
  Home: { label: "sidebar.home", Icon: HomeIcon, route: "Dashboard" },
  Positions: { label: "sidebar.positions", Icon: BriefcaseIcon, route: "Positions" },
  Candidates: { label: "sidebar.candidates", Icon: UsersIcon, route: "Candidates" },
  LiveInterviews: {
    label: "sidebar.liveInterviews",
    Icon: CalendarIcon,
    route: "LiveInterviews",
  },
  Content: { label: "sidebar.content", Icon: LibraryIcon, route: "Content" },
  Reports: { label: "sidebar.reports", Icon: ChartIcon, route: "Reports" },
  Company: { label: "sidebar.company", Icon: BuildingIcon, route: "Company" },
  Help: { label: "sidebar.help", Icon: HelpIcon, route: null },
};

/** Which item a segment after /hire/ belongs to; pages below an item keep it active. */
const SEGMENT_ITEMS: Record<string, SidebarItemName> = {
  "": "Home",
  dashboard: "Home",
  positions: "Positions",
  "live-interviews": "LiveInterviews",
  candidates: "Candidates",
  "candidate-interviews": "Candidates",
  content: "Content",
  scorecards: "Content",
  reports: "Reports",
  company: "Company",
  "organization-admin": "Company",
};

/**
 * The active sidebar item, from the segment after /hire/ (SPEC §2), also behind an organization
 * prefix (`/acme/hire/positions`). Null outside the hiring area.
 */
export function activeSidebarItem(pathname: string): SidebarItemName | null {
  const segments = pathname.split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
  const hireIndex = segments.slice(0, 2).indexOf("hire");
  if (hireIndex === -1) return null;
  return SEGMENT_ITEMS[segments[hireIndex + 1] ?? ""] ?? null;
}

export type HireSidebarProps = {
  /** The signed-in member; the items shown follow their permissions (SPEC §6). */
  user: PermissionHolder;
  /** Uncontrolled start state; by default open, except on phone-sized screens. */
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The hiring area's sidebar: 240px open, 40px collapsed, with a toggle (SPEC §2). */
const PHONE_QUERY = "(max-width: 720px)";

function isPhoneSized(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(PHONE_QUERY).matches === true;
}

export function HireSidebar({ user, defaultOpen, open, onOpenChange }: HireSidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const [localOpen, setLocalOpen] = useState(() => defaultOpen ?? !isPhoneSized());
  const isOpen = open ?? localOpen;
  const active = activeSidebarItem(pathname);
  const items = visibleSidebarItems(user);
  const main = items.filter((item) => !item.afterSpacer);
  const after = items.filter((item) => item.afterSpacer);
  const links = useExternalLinks();

  function toggle() {
    setLocalOpen(!isOpen);
    onOpenChange?.(!isOpen);
  }

  function renderItem(name: SidebarItemName) {
    const { label, Icon, route } = DISPLAY[name];
    const text = t(label);
    const content = (
      <>
        <Icon size={20} />
        <span className={styles.label}>{text}</span>
      </>
    );
    return (
      <li key={name}>
        {route ? (
          <Link
            to={path(route)}
            className={`${pageBlocks.muted} ${pageBlocks.row3} ${styles.item}`}
            aria-current={active === name ? "page" : undefined}
            title={isOpen ? undefined : text}
          >
            {content}
          </Link>
        ) : (
          <a
            href={links.helpCenter}
            data-tour="help"
            target="_blank"
            rel="noopener noreferrer"
            className={`${pageBlocks.muted} ${pageBlocks.row3} ${styles.item}`}
            title={isOpen ? undefined : text}
          >
            {content}
            <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
          </a>
        )}
      </li>
    );
  }

  return (
    <nav
      className={`${pageBlocks.stack} ${styles.sidebar} ${isOpen ? styles.open : styles.collapsed}`}
      style={{ width: isOpen ? SIDEBAR_WIDTH_OPEN_PX : SIDEBAR_WIDTH_COLLAPSED_PX }}
      aria-label={t("sidebar.label")}
      data-state={isOpen ? "open" : "collapsed"}
      data-tour="hire-sidebar"
    >
      <button
        type="button"
        className={`${pageBlocks.iconButton} ${styles.toggle}`}
        onClick={toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={t(isOpen ? "sidebar.collapse" : "sidebar.expand")}
      >
        {isOpen ? <ChevronLeftIcon size={18} /> : <ChevronRightIcon size={18} />}
      </button>
      <div id={listId} className={`${pageBlocks.stack} ${styles.lists}`}>
        <ul className={`${pageBlocks.stack} ${styles.list}`}>
          {main.map((item) => renderItem(item.name))}
        </ul>
        <div className={styles.spacer} />
        <ul className={`${pageBlocks.stack} ${styles.list}`}>
          {after.map((item) => renderItem(item.name))}
          <TourRestartItem isOpen={isOpen} />
        </ul>
      </div>
    </nav>
  );
}

/** The help menu's "Page tour" (issue 18), under Help, when the page has a product tour. */
function TourRestartItem({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const tour = useOfferedTour();
  if (!tour) return null;
  return (
    <li>
      <TourRestartButton
        className={`${pageBlocks.muted} ${pageBlocks.row3} ${styles.item} ${styles.itemButton}`}
        labelClassName={styles.label}
        title={isOpen ? undefined : t("tour.restart")}
      />
    </li>
  );
}
