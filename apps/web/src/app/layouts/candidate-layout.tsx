import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { CandidateTopBar } from "../../components/candidate-top-bar/candidate-top-bar";
import { Footer } from "../../components/footer/footer";
import { useSession } from "../../lib/auth/use-session";
import { RouteGuard } from "../guards/route-guard";
import { MAIN_CONTENT_ID } from "./general-layout";
import styles from "./layouts.module.css";

/** Sign-in from the candidate area is a candidate's (SPEC §2 candidate top bar). */
const CANDIDATE_SIGN_IN = { type: "Candidate" };

/**
 * The candidate area (`/hire-candidate…`): minimal chrome, the candidate top bar and the page.
 * Pages the tables reserve for candidates (their dashboard) need a signed-in candidate; public
 * ones (an interview opened from an invitation) render for anyone.
 */
export function CandidateLayout() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <CandidateTopBar user={user} isLoading={status === "loading"} onSignOut={() => signOut()} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <RouteGuard signInQuery={CANDIDATE_SIGN_IN}>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
    </>
  );
}
