import { Trans, useTranslation } from "react-i18next";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { UserIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { SessionUser } from "../../../lib/auth/session-api";
import { useSession } from "../../../lib/auth/use-session";
import { AuthCard } from "./auth-card";
import styles from "./auth-card.module.css";

/** Sign-in or sign-up opened by someone already signed in: carry on, or sign out first. */
export function AlreadySignedIn({
  user,
  redirectAfterAuth,
}: {
  user: SessionUser;
  redirectAfterAuth: string | null;
}) {
  const { t } = useTranslation();
  const { continueAfterAuth, signOut } = useSession();
  return (
    <AuthCard
      icon={<UserIcon size={28} />}
      title={t("signIn.alreadyTitle")}
      lead={
        <Trans
          i18nKey="signIn.alreadyBody"
          values={{ email: user.email }}
          components={{ strong: <strong /> }}
        />
      }
    >
      <div className={`${pageBlocks.wrapRow} ${styles.actions}`}>
        <AsyncButton onClick={() => continueAfterAuth({ redirectAfterAuth })}>
          {t("signIn.continue")}
        </AsyncButton>
        <Button variant="secondary" onClick={() => signOut({ redirect: false })}>
          {t("signIn.signOutFirst")}
        </Button>
      </div>
    </AuthCard>
  );
}
