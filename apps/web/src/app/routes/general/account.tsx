import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading } from "../../../components/page-state/page-state";
import styles from "../../../features/accounts/components/account/account.module.css";
import { AccountSection } from "../../../features/accounts/components/account/account-section";
import { AvatarSection } from "../../../features/accounts/components/account/avatar-section";
import { DeleteAccount } from "../../../features/accounts/components/account/delete-account";
import { EmailForm } from "../../../features/accounts/components/account/email-form";
import { PasswordForm } from "../../../features/accounts/components/account/password-form";
import { ProfileForm } from "../../../features/accounts/components/account/profile-form";
import { ExportMyData } from "../../../features/privacy/components/export-my-data";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/**
 * `/account` (SPEC §2, issue 3): profile and photo, email, password, and deleting the account.
 * Open to members and candidates alike (`PAGE_USER_TYPES`); the top bar shows a close button here.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("account.documentTitle"));

  if (!user) return <PageLoading label={t("app.loading")} />;
  const organization = user.organizationName;

  return (
    <div className={`${pageBlocks.stack5} ${blocks.column} ${styles.page}`}>
      <header className={pageBlocks.stack2}>
        <h1 className={pageBlocks.title2xl}>{t("account.title")}</h1>
        <p className={pageBlocks.subdued}>{t("account.lead")}</p>
        {organization && isAdmin(user) ? (
          <p className={pageBlocks.muted}>
            <Trans
              i18nKey="account.organizationNote"
              values={{ organization }}
              components={{ admin: <Link to={path("Company", {}, { tab: "members" })} /> }}
            />
          </p>
        ) : null}
      </header>

      <AccountSection
        title={t("account.profile.title")}
        description={t("account.profile.description")}
      >
        <AvatarSection user={user} />
        <ProfileForm key={`profile-${user.id}`} user={user} />
      </AccountSection>

      <AccountSection title={t("account.email.title")} description={t("account.email.description")}>
        <EmailForm key={`email-${user.id}`} user={user} />
      </AccountSection>

      <AccountSection
        title={t("account.password.title")}
        description={t("account.password.description")}
      >
        <PasswordForm />
      </AccountSection>

      <AccountSection title={t("privacy.export.title")}>
        <ExportMyData />
      </AccountSection>

      <AccountSection title={t("account.delete.title")} tone="danger">
        <DeleteAccount user={user} />
      </AccountSection>
    </div>
  );
}
