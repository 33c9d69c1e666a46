import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { REDIRECT_AFTER_AUTH_PARAM } from "../../../lib/auth/auth-redirect";

/**
 * A visitor's way to apply: create a candidate account or sign in (the same sign-up and sign-in
 * as an interview's public link, SPEC §2 `type=Candidate`), then come back to `returnTo`.
 */
export function SignInToApply({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const authQuery = { type: "Candidate", [REDIRECT_AFTER_AUTH_PARAM]: returnTo };
  return (
    <div className={pageBlocks.stack3}>
      <p>{t("careers.apply.signInFirst")}</p>
      <div className={pageBlocks.wrapRow3}>
        <ButtonLink to={path("SignUp", {}, authQuery)} size="lg">
          {t("careers.apply.createAccount")}
        </ButtonLink>
        <ButtonLink to={path("SignIn", {}, authQuery)} size="lg" variant="secondary">
          {t("careers.apply.signIn")}
        </ButtonLink>
      </div>
    </div>
  );
}
