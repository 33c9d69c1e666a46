import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Footer } from "../../components/footer/footer";
import { RouteGuard } from "../guards/route-guard";
import { AppTopBar } from "./app-top-bar";
import { MAIN_CONTENT_ID } from "./general-layout";
import styles from "./layouts.module.css";

/**
 * The training area (`/training…`): the top bar in training mode (Home, Learn, Practice, My
 * certificates, the video tour and the Candor points, SPEC §2), the page and the footer. Every
 * page here needs a signed-in user; the guard applies the permission table per page.
 */
export function TrainingLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <AppTopBar mode="training" />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <RouteGuard requireSignIn>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
    </>
  );
}
