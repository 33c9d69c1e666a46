import { path } from "@candor/shared/routes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button";
import { CheckCircleIcon } from "../../../components/icons/icons";
import type { TokenErrorCode } from "../../../features/accounts/api/account-tokens";
import { AuthCard } from "../../../features/accounts/components/auth-card";
import { ResetPasswordForm } from "../../../features/accounts/components/reset-password-form";
import { TokenProblem } from "../../../features/accounts/components/token-problem";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/reset-password?token=…`: the emailed link; a reset signs out every session of the user. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { status, signOut } = useSession();
  const [problem, setProblem] = useState<TokenErrorCode | null>(token ? null : "token_invalid");
  const [isDone, setIsDone] = useState(false);
  useDocumentTitle(t("resetPassword.documentTitle"));

  if (problem) {
    return (
      <TokenProblem section="resetPassword" code={problem}>
        <ButtonLink to={path("ForgotPassword")} size="lg" block>
          {t("resetPassword.askAgain")}
        </ButtonLink>
      </TokenProblem>
    );
  }

  if (isDone) {
    return (
      <AuthCard
        icon={<CheckCircleIcon size={28} />}
        focusTitle
        title={t("resetPassword.doneTitle")}
        lead={t("resetPassword.doneBody")}
      >
        <ButtonLink to={path("SignIn")} size="lg" block>
          {t("resetPassword.signIn")}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("resetPassword.title")}
      lead={t("resetPassword.lead")}
      footer={
        <p>
          <Link to={path("SignIn")}>{t("forgotPassword.backToSignIn")}</Link>
        </p>
      }
    >
      <ResetPasswordForm
        token={token}
        onTokenError={setProblem}
        onReset={() => {
          setIsDone(true);
          // The server revoked every session of this user, this browser's included.
          if (status === "signedIn") void signOut({ redirect: false });
        }}
      />
    </AuthCard>
  );
}
