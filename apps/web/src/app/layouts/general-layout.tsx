import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Footer } from "../../components/footer/footer";
import { TopBar } from "../../components/top-bar/top-bar";
import styles from "./layouts.module.css";

export const MAIN_CONTENT_ID = "main";

/**
 * Top bar, page, footer: the frame of the general pages (landing, errors, and later sign-in,
 * plans…). Nobody can be signed in yet: the accounts issue passes the session's user here.
 */
export function GeneralLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <TopBar user={null} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
