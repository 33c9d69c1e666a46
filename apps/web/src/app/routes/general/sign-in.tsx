import { path } from "@candor/shared/routes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlreadySignedIn } from "../../../features/accounts/components/already-signed-in";
import { AuthCard } from "../../../features/accounts/components/auth-card";
import { SignInForm } from "../../../features/accounts/components/sign-in-form";
import { REDIRECT_AFTER_AUTH_PARAM, safeRedirectPath } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/sign-in` (SPEC §2): `type=Candidate` and `redirectAfterAuth` are honoured. */
export default function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isCandidate = params.get("type") === "Candidate";
  const redirectAfterAuth = safeRedirectPath(params.get(REDIRECT_AFTER_AUTH_PARAM));
  const { status, user } = useSession();
  const [isSigningIn, setIsSigningIn] = useState(false);
  useDocumentTitle(t("signIn.documentTitle"));

  if (status === "signedIn" && user && !isSigningIn) {
    return <AlreadySignedIn user={user} redirectAfterAuth={redirectAfterAuth} />;
  }

  const signUpQuery = {
    type: isCandidate ? "Candidate" : undefined,
    [REDIRECT_AFTER_AUTH_PARAM]: redirectAfterAuth ?? undefined,
  };
  return (
    <AuthCard
      title={t(isCandidate ? "signIn.candidateTitle" : "signIn.title")}
      lead={t(isCandidate ? "signIn.candidateLead" : "signIn.lead")}
      footer={
        <p>
          {t("signIn.noAccount")}{" "}
          <Link to={path("SignUp", {}, signUpQuery)}>
            {t(isCandidate ? "signIn.createCandidateAccount" : "signIn.createAccount")}
          </Link>
        </p>
      }
    >
      <SignInForm
        redirectAfterAuth={redirectAfterAuth}
        onSubmitStart={() => setIsSigningIn(true)}
      />
    </AuthCard>
  );
}
