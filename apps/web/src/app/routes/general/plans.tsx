import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { plansQueryOptions } from "../../../features/billing/api/plans";
import { subscriptionQueryOptions } from "../../../features/billing/api/subscription";
import { AskAdmins } from "../../../features/billing/components/ask-admins";
import { BillingSection } from "../../../features/billing/components/billing-section";
import { BILLING_SECTION_ID } from "../../../features/billing/components/manage-billing-button";
import { PlanCard } from "../../../features/billing/components/plan-card";
import {
  type ChangeRequest,
  PlanChangeDialog,
} from "../../../features/billing/components/plan-change-dialog";
import styles from "../../../features/billing/components/plans.module.css";
import { SubscriptionNotice } from "../../../features/billing/components/subscription-notice";
import {
  type PlanChoice,
  planChoice,
  type Viewer,
} from "../../../features/billing/lib/plan-choices";
import { apiErrorMessage } from "../../../i18n/error-message";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/** The flag of the top bar's Upgrade now (SPEC §2): the page is about choosing a new plan. */
export const CHANGING_PLAN_PARAM = "changing_plan";

function toRequest(choice: PlanChoice): ChangeRequest | null {
  switch (choice.type) {
    case "subscribe":
    case "upgrade":
    case "downgrade":
      return choice;
    case "switchToFree":
      return { type: "cancel" };
    default:
      return null;
  }
}

/**
 * `/plans` (public; SPEC §3, §4, §9): the four plans with prices and limits. Signed in, the
 * organization's plan is marked; admins subscribe, upgrade (after a preview of the prorated
 * amount), downgrade or cancel at the period's end, take those back, and see their billing and
 * invoices; other members see whom to ask. `?changing_plan=true` (Upgrade now) is about choosing.
 */
export default function PlansPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const isChanging = params.get(CHANGING_PLAN_PARAM) === "true";
  const viewer: Viewer = !user
    ? "anonymous"
    : user.type === "Candidate"
      ? "candidate"
      : isAdmin(user)
        ? "admin"
        : "member";
  const isMember = user !== null && (viewer === "admin" || viewer === "member");
  const plans = useQuery({
    ...plansQueryOptions(user?.id ?? null),
    // Signed in, `is_current` depends on who asks: wait for the session rather than ask twice.
    enabled: status !== "loading",
  });
  const subscription = useQuery({
    ...subscriptionQueryOptions(user?.id ?? ""),
    enabled: isMember,
  });
  const [request, setRequest] = useState<ChangeRequest | null>(null);
  /** Why the last change asked from the notice was refused (the page's error banner). */
  const [problem, setProblem] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t("plans.documentTitle"));

  const isLoading = plans.isPending || (isMember && subscription.isPending);

  // Upgrade now lands on the choice itself: the heading takes focus, so the plans come next.
  useEffect(() => {
    if (isChanging && !isLoading) titleRef.current?.focus();
  }, [isChanging, isLoading]);

  // The billing portal of the built-in provider is this page's billing section.
  useEffect(() => {
    if (isLoading || hash !== `#${BILLING_SECTION_ID}`) return;
    const section = document.getElementById(BILLING_SECTION_ID);
    section?.scrollIntoView({ block: "start" });
    section?.focus({ preventScroll: true });
  }, [hash, isLoading]);

  if (isLoading) return <PageLoading label={t("plans.loading")} />;
  if (!plans.data) {
    return (
      <PageState
        title={t("plans.loadFailed")}
        body={`${apiErrorMessage(t, plans.error)} ${t("plans.retryingLater")}`}
        actions={<Button onClick={() => void plans.refetch()}>{t("plans.retry")}</Button>}
      />
    );
  }

  const current = subscription.data ?? null;
  const currentName = current ? t(`plans.${current.kind}`) : null;
  const currency = plans.data[0]?.currency ?? "usd";

  let lead = t("plans.lead");
  if (isChanging && current && currentName) {
    const max = current.maxPositionsCount;
    lead =
      max === null
        ? t("plans.changingLeadUnlimited", {
            plan: currentName,
            active: current.activePositionsCount,
          })
        : t("plans.changingLead", { plan: currentName, active: current.activePositionsCount, max });
  }

  return (
    <div className={`${pageBlocks.stack5} ${styles.page}`}>
      <header className={`${pageBlocks.stack2} ${styles.header}`}>
        <p className={`${pageBlocks.smallBold} ${styles.eyebrow}`}>
          {user?.organizationName && isMember
            ? t("plans.eyebrowOrganization", { organization: user.organizationName })
            : t("plans.eyebrow")}
        </p>
        <h1 ref={titleRef} className={styles.title} tabIndex={-1}>
          {isChanging ? t("plans.changingTitle") : t("plans.title")}
        </h1>
        <p className={blocks.mutedLarge}>{lead}</p>
      </header>

      {problem ? <FormBanner>{problem}</FormBanner> : null}
      {current ? (
        <SubscriptionNotice
          subscription={current}
          isAdmin={viewer === "admin"}
          onProblem={setProblem}
        />
      ) : null}
      {isMember && subscription.isError ? (
        <FormBanner>{t("plans.subscriptionFailed")}</FormBanner>
      ) : null}

      {viewer === "member" && user ? (
        <aside
          className={`${pageBlocks.stack2} ${pageBlocks.surface} ${styles.askAdmins}`}
          aria-labelledby="plans-ask-admins"
        >
          <h2 id="plans-ask-admins" className={pageBlocks.titleMd}>
            {t("plans.membersTitle")}
          </h2>
          <AskAdmins viewerId={user.id} intro={t("plans.membersNote")} />
        </aside>
      ) : null}

      <div className={styles.grid}>
        {plans.data.map((plan) => {
          const choice = planChoice(plan, viewer, current);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              choice={choice}
              onChoose={(chosen) => {
                setProblem(null);
                setRequest(toRequest(chosen));
              }}
            />
          );
        })}
      </div>
      <p className={styles.footnote}>{t("plans.footnote", { currency: currency.toUpperCase() })}</p>

      {viewer === "anonymous" ? (
        <p className={styles.signIn}>
          {t("plans.haveAccount")}{" "}
          <Link
            to={path(
              "SignIn",
              {},
              { [REDIRECT_AFTER_AUTH_PARAM]: path("Plans", {}, { [CHANGING_PLAN_PARAM]: true }) },
            )}
          >
            {t("plans.signIn")}
          </Link>
        </p>
      ) : null}

      {viewer === "admin" && current && isChanging ? (
        <p className={styles.signIn}>
          <Link to={`${path("Plans")}#${BILLING_SECTION_ID}`}>{t("plans.seeBilling")}</Link>
        </p>
      ) : null}

      {viewer === "admin" && current && !isChanging ? (
        <BillingSection subscription={current} onCancel={() => setRequest({ type: "cancel" })} />
      ) : null}

      {viewer === "admin" && current && user ? (
        <PlanChangeDialog
          request={request}
          subscription={current}
          viewerId={user.id}
          onClose={() => setRequest(null)}
        />
      ) : null}
    </div>
  );
}
