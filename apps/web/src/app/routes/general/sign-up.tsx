import { path } from "@candor/shared/routes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlreadySignedIn } from "../../../features/accounts/components/already-signed-in";
import { AuthCard } from "../../../features/accounts/components/auth-card";
import { SignUpForm } from "../../../features/accounts/components/sign-up-form";
import { REDIRECT_AFTER_AUTH_PARAM, safeRedirectPath } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/sign-up`: a hire user founds an organization; with `?type=Candidate`, a candidate joins. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isCandidate = params.get("type") === "Candidate";
  const redirectAfterAuth = safeRedirectPath(params.get(REDIRECT_AFTER_AUTH_PARAM));
  const { status, user } = useSession();
  const [isSigningUp, setIsSigningUp] = useState(false);
  useDocumentTitle(t("signUp.documentTitle"));

  if (status === "signedIn" && user && !isSigningUp) {
    return <AlreadySignedIn user={user} redirectAfterAuth={redirectAfterAuth} />;
  }

  const signInQuery = {
    type: isCandidate ? "Candidate" : undefined,
    [REDIRECT_AFTER_AUTH_PARAM]: redirectAfterAuth ?? undefined,
  };
  return (
    <AuthCard
      wide
      title={t(isCandidate ? "signUp.candidateTitle" : "signUp.title")}
      lead={t(isCandidate ? "signUp.candidateLead" : "signUp.lead")}
      footer={
        <p>
          {t("signUp.haveAccount")}{" "}
          <Link to={path("SignIn", {}, signInQuery)}>{t("signUp.signIn")}</Link>
        </p>
      }
    >
      <SignUpForm
        isCandidate={isCandidate}
        redirectAfterAuth={redirectAfterAuth}
        onSubmitStart={() => setIsSigningUp(true)}
      />
    </AuthCard>
  );
}
