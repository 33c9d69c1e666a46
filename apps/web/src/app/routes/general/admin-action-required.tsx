import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { hasPaymentProblem } from "@candor/shared/rules/billing-subscription";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AsyncButton } from "../../../components/async-button/async-button";
import { ButtonLink } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import styles from "../../../features/billing/components/action-required.module.css";
import { AskAdmins } from "../../../features/billing/components/ask-admins";
import {
  BILLING_SECTION_ID,
  ManageBillingButton,
} from "../../../features/billing/components/manage-billing-button";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/**
 * `/admin-action-required`: where the hiring area sends members while the organization has a
 * payment problem (SPEC §4). Admins see what to do (payment details through the billing portal,
 * the plans and invoices); other members see whom to ask.
 */
export default function AdminActionRequiredPage() {
  const { t } = useTranslation();
  const { status, user, refresh } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t("adminActionRequired.documentTitle"));

  if (status === "loading") return <PageLoading label={t("app.loading")} />;
  if (!user) {
    return <Navigate to={path("SignIn", {}, { [REDIRECT_AFTER_AUTH_PARAM]: pathname })} replace />;
  }

  const subscription = user.subscription;
  if (!subscription || user.type === "Candidate" || !hasPaymentProblem(subscription.status)) {
    return (
      <PageState
        title={t("adminActionRequired.allGoodTitle")}
        body={t("adminActionRequired.allGoodBody")}
        actions={
          <ButtonLink to={path(user.type === "Candidate" ? "CandidateDashboard" : "Dashboard")}>
            {t("adminActionRequired.continue")}
          </ButtonLink>
        }
      />
    );
  }

  const plan = t(`plans.${subscription.kind}`);
  const isAdminUser = isAdmin(user);

  /** Asks the server again: once solved, back to the hiring area. */
  async function checkAgain() {
    const fresh = await refresh();
    const freshStatus = fresh?.subscription?.status;
    if (freshStatus && !hasPaymentProblem(freshStatus)) navigate(path("Dashboard"));
  }

  return (
    <div className={styles.page}>
      <section
        className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.card}`}
        aria-labelledby="action-required-title"
      >
        <div className={`${blocks.centre} ${styles.icon}`}>
          <AlertIcon size={28} />
        </div>
        <p className={`${pageBlocks.muted} ${pageBlocks.bold}`}>
          {user.organizationName ?? t("adminActionRequired.eyebrow")}
        </p>
        <h1 id="action-required-title" className={pageBlocks.title2xl}>
          {t(isAdminUser ? "adminActionRequired.adminTitle" : "adminActionRequired.memberTitle")}
        </h1>
        <p className={pageBlocks.subdued}>
          {t(
            `adminActionRequired.reasons.${subscription.status}` as "adminActionRequired.reasons.past_due",
            { plan },
          )}{" "}
          {t("adminActionRequired.paused")}
        </p>

        {isAdminUser ? (
          <>
            <h2 className={styles.subTitle}>{t("adminActionRequired.stepsTitle")}</h2>
            <ol className={`${pageBlocks.stack} ${styles.steps}`}>
              <li>{t("adminActionRequired.steps.payment")}</li>
              <li>{t("adminActionRequired.steps.invoices")}</li>
              <li>{t("adminActionRequired.steps.plan")}</li>
            </ol>
            <div className={`${pageBlocks.wrapRow} ${styles.actions}`}>
              <ManageBillingButton
                variant="primary"
                label={t("adminActionRequired.updatePayment")}
              />
              <ButtonLink to={`${path("Plans")}#${BILLING_SECTION_ID}`} variant="secondary">
                {t("adminActionRequired.seePlans")}
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h2 className={styles.subTitle}>{t("adminActionRequired.askTitle")}</h2>
            <AskAdmins viewerId={user.id} intro={t("adminActionRequired.askBody")} />
          </>
        )}

        <div className={`${pageBlocks.spreadRow} ${styles.footer}`}>
          <p className={pageBlocks.muted}>{t("adminActionRequired.solvedHint")}</p>
          <AsyncButton variant="ghost" size="sm" onClick={checkAgain}>
            {t("adminActionRequired.checkAgain")}
          </AsyncButton>
        </div>
      </section>
    </div>
  );
}
