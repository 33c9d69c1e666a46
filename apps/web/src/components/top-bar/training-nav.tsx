import { isPathUnder, path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import styles from "./top-bar.module.css";

const LINKS = [
  { route: "TrainingHome", label: "nav.home" },
  { route: "Learn", label: "nav.learn" },
  { route: "Practice", label: "nav.practice" },
  { route: "Calibration", label: "calibration.nav" },
  { route: "Certificates", label: "nav.certificates" },
] as const;

const HOME_GROUP = ["Home", "TrainingHome", "HireHome"] as const;

/**
 * Whether a training link is active: by path prefix, except Home, which is active on any of the
 * three home routes (one group, SPEC §2) and not below them.
 */
export function isTrainingLinkActive(
  pathname: string,
  route: (typeof LINKS)[number]["route"],
): boolean {
  if (route === "TrainingHome") {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    return HOME_GROUP.some((home) => path(home) === normalized);
  }
  return isPathUnder(pathname, route);
}

export function TrainingNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.trainingNav} aria-label={t("nav.main")} data-tour="training-nav">
      <ul>
        {LINKS.map(({ route, label }) => {
          const isActive = isTrainingLinkActive(pathname, route);
          return (
            <li key={route}>
              <Link
                to={path(route)}
                className={styles.navLink}
                aria-current={isActive ? "page" : undefined}
              >
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
