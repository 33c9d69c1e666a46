import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Footer } from "../../components/footer/footer";
import { RouteGuard } from "../guards/route-guard";
import { AppTopBar } from "./app-top-bar";
import styles from "./layouts.module.css";

export const MAIN_CONTENT_ID = "main";

/**
 * Top bar, page, footer: the frame of the general pages (landing, errors, sign-in, account…).
 * The top bar shows the session's user; pages the permission table guards (Account) go through
 * the route guard, the others render at once.
 */
export function GeneralLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <AppTopBar mode="general" />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
    </>
  );
}
