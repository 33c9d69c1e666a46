import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button, ButtonLink } from "../../../components/button/button";
import { AlertIcon, CheckCircleIcon } from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import {
  activateAccount,
  activationQueryKey,
  isTokenErrorCode,
} from "../../../features/accounts/api/account-tokens";
import { accountErrorMessage } from "../../../features/accounts/components/account-errors";
import { AuthCard } from "../../../features/accounts/components/auth-card";
import styles from "../../../features/accounts/components/auth-card.module.css";
import { ResendActivation } from "../../../features/accounts/components/resend-activation";
import { TokenProblem } from "../../../features/accounts/components/token-problem";
import { isApiError } from "../../../lib/api-error";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/activate-account?token=…`: confirms the address as the page opens (once per token). */
export default function ActivateAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get("token")?.trim() ?? "";
  const { status, user, refresh, continueAfterAuth } = useSession();
  useDocumentTitle(t("activate.documentTitle"));

  // A query rather than an effect: one request per token even when the page renders twice.
  const activation = useQuery({
    queryKey: activationQueryKey(token),
    queryFn: async () => {
      await activateAccount(token);
      return true;
    },
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const isActivated = activation.isSuccess;
  useEffect(() => {
    if (isActivated && status === "signedIn") void refresh();
  }, [isActivated, status, refresh]);

  if (token && activation.isPending) return <PageLoading label={t("activate.checking")} />;

  const code = !token ? "token_invalid" : isApiError(activation.error) ? activation.error.code : "";
  // A used link of an address that is confirmed: nothing went wrong.
  const isAlreadyDone = code === "token_used" && user?.activated === true;

  if (activation.isSuccess || isAlreadyDone) {
    return (
      <AuthCard
        icon={<CheckCircleIcon size={28} />}
        focusTitle
        title={t(isAlreadyDone ? "activate.alreadyTitle" : "activate.doneTitle")}
        lead={t(isAlreadyDone ? "activate.alreadyActivated" : "activate.doneBody")}
      >
        {status === "signedIn" ? (
          <AsyncButton size="lg" block onClick={() => continueAfterAuth()}>
            {t("activate.continue")}
          </AsyncButton>
        ) : (
          <ButtonLink to={path("SignIn")} size="lg" block>
            {t("activate.signIn")}
          </ButtonLink>
        )}
      </AuthCard>
    );
  }

  if (isTokenErrorCode(code) || (isApiError(activation.error) && activation.error.status === 404)) {
    return (
      <TokenProblem section="activate" code={isTokenErrorCode(code) ? code : "token_invalid"}>
        {user ? (
          <div className={styles.actions}>
            <ResendActivation email={user.email} />
          </div>
        ) : (
          <>
            <p className={styles.fine}>{t("activate.signInToResend")}</p>
            <ButtonLink
              to={path("SignIn", {}, { [REDIRECT_AFTER_AUTH_PARAM]: `${pathname}${search}` })}
              size="lg"
              block
            >
              {t("activate.signIn")}
            </ButtonLink>
          </>
        )}
      </TokenProblem>
    );
  }

  return (
    <AuthCard
      icon={<AlertIcon size={28} />}
      focusTitle
      title={t("activate.failedTitle")}
      lead={accountErrorMessage(t, activation.error)}
    >
      <Button size="lg" block onClick={() => void activation.refetch()}>
        {t("activate.tryAgain")}
      </Button>
    </AuthCard>
  );
}
