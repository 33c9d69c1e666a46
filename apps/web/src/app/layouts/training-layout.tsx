import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Footer } from "../../components/footer/footer";
import { useSession } from "../../lib/auth/use-session";
import { RouteGuard } from "../guards/route-guard";
import { AppTopBar } from "./app-top-bar";
import { MAIN_CONTENT_ID } from "./general-layout";
import styles from "./layouts.module.css";
import { TrainingForMembers } from "./training-for-members";

/**
 * The training area (`/training…`): the top bar in training mode (Home, Learn, Practice, My
 * certificates, the video tour and the Candor points, SPEC §2), the page and the footer. Every
 * page here needs a signed-in user; the guard applies the permission table per page. Training is
 * for organizations' members: a signed-in candidate gets the general top bar and one clear page.
 */
export function TrainingLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isCandidate = user?.type === "Candidate";
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <AppTopBar mode={isCandidate ? "general" : "training"} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <RouteGuard requireSignIn>{isCandidate ? <TrainingForMembers /> : <Outlet />}</RouteGuard>
      </main>
      <Footer />
    </>
  );
}
