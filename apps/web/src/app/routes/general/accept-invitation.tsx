import type { Permission } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { AlertIcon } from "../../../components/icons/icons";
import { PageLoading } from "../../../components/page-state/page-state";
import {
  isTokenErrorCode,
  type TokenErrorCode,
} from "../../../features/accounts/api/account-tokens";
import { invitationLookupQueryOptions } from "../../../features/accounts/api/invitations";
import { AcceptInvitationForm } from "../../../features/accounts/components/accept-invitation-form";
import { accountErrorMessage } from "../../../features/accounts/components/account-errors";
import { AuthCard } from "../../../features/accounts/components/auth-card";
import styles from "../../../features/accounts/components/auth-card.module.css";
import { TokenProblem } from "../../../features/accounts/components/token-problem";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/accept-invitation?token=…`: who invited you, to which organization, with what permissions. */
export default function AcceptInvitationPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { status, user } = useSession();
  const [problem, setProblem] = useState<TokenErrorCode | null>(token ? null : "token_invalid");
  const [isJoining, setIsJoining] = useState(false);
  const lookup = useQuery({ ...invitationLookupQueryOptions(token), enabled: token !== "" });
  useDocumentTitle(t("acceptInvitation.documentTitle"));

  const lookupCode = isApiError(lookup.error)
    ? lookup.error.status === 404
      ? "token_invalid"
      : lookup.error.code
    : null;
  const tokenProblem = problem ?? (lookupCode && isTokenErrorCode(lookupCode) ? lookupCode : null);

  if (tokenProblem) {
    return (
      <TokenProblem section="acceptInvitation" code={tokenProblem}>
        {tokenProblem === "token_used" ? (
          <ButtonLink to={path("SignIn")} size="lg" block>
            {t("acceptInvitation.signIn")}
          </ButtonLink>
        ) : (
          <ButtonLink to={path("Home")} size="lg" block variant="secondary">
            {t("pages.notFound.home")}
          </ButtonLink>
        )}
      </TokenProblem>
    );
  }

  if (lookup.isPending) return <PageLoading label={t("acceptInvitation.loading")} />;

  if (lookup.isError) {
    return (
      <AuthCard
        icon={<AlertIcon size={28} />}
        title={t("acceptInvitation.failedTitle")}
        lead={accountErrorMessage(t, lookup.error)}
      >
        <Button size="lg" block onClick={() => void lookup.refetch()}>
          {t("acceptInvitation.tryAgain")}
        </Button>
      </AuthCard>
    );
  }

  const invitation = lookup.data;
  const roles = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    invitation.permissions.map((permission: Permission) =>
      t(`acceptInvitation.permissionNames.${permission}`),
    ),
  );
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(
    new Date(invitation.expiresAt),
  );
  const values = {
    organization: invitation.organizationName,
    inviter: invitation.inviterName ?? "",
    roles,
  };

  return (
    <AuthCard
      wide
      title={t("acceptInvitation.title", { organization: invitation.organizationName })}
      lead={
        <Trans
          i18nKey={invitation.inviterName ? "acceptInvitation.leadFrom" : "acceptInvitation.lead"}
          values={values}
          components={{ strong: <strong /> }}
        />
      }
    >
      <dl className={styles.details}>
        <dt>{t("acceptInvitation.organization")}</dt>
        <dd>{invitation.organizationName}</dd>
        <dt>{t("acceptInvitation.email")}</dt>
        <dd>{invitation.email}</dd>
        <dt>{t("acceptInvitation.permissions")}</dt>
        <dd>{roles}</dd>
        <dt>{t("acceptInvitation.expires")}</dt>
        <dd>{expires}</dd>
      </dl>
      {status === "signedIn" && user && user.email !== invitation.email && !isJoining ? (
        <FormBanner tone="info">
          {t("acceptInvitation.signedInAsOther", { email: user.email })}
        </FormBanner>
      ) : null}
      <AcceptInvitationForm
        token={token}
        onTokenError={setProblem}
        onSubmitStart={() => setIsJoining(true)}
      />
    </AuthCard>
  );
}
