import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { HireSidebar } from "../../components/hire-sidebar/hire-sidebar";
import { PaymentProblemGuard } from "../../features/billing/components/payment-problem-guard";
import { usePositionsLimitPoll } from "../../features/positions/hooks/use-positions-limit-poll";
import { useSession } from "../../lib/auth/use-session";
import { RouteGuard } from "../guards/route-guard";
import { AppTopBar } from "./app-top-bar";
import { MAIN_CONTENT_ID } from "./general-layout";
import styles from "./layouts.module.css";

/**
 * The hiring area (`/hire…`): top bar in hire mode, the sidebar (240/40 px, SPEC §2) and the page.
 * Every page here needs a signed-in member; the guard applies the permission table per page.
 */
export function HireLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  // The plan's positions limit, polled while a member is signed in (SPEC §4, §7).
  usePositionsLimitPoll();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <AppTopBar mode="hire" />
      <div className={styles.hireFrame}>
        {user && user.permissions.length > 0 ? <HireSidebar user={user} /> : null}
        <main id={MAIN_CONTENT_ID} className={styles.hireMain} tabIndex={-1}>
          <RouteGuard requireSignIn>
            <PaymentProblemGuard>
              <Outlet />
            </PaymentProblemGuard>
          </RouteGuard>
        </main>
      </div>
    </>
  );
}
