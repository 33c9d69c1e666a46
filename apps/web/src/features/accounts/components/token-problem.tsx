import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, ClockIcon } from "../../../components/icons/icons";
import type { TokenErrorCode } from "../api/account-tokens";
import { AuthCard } from "./auth-card";

export type TokenProblemProps = {
  /** Which page's words: `activate.expiredTitle`, `resetPassword.usedBody`… */
  section: "activate" | "resetPassword" | "acceptInvitation";
  code: TokenErrorCode;
  values?: Record<string, string>;
  children?: ReactNode;
};

/** An emailed link that can't be used: what happened, in the page's words, and what to do. */
export function TokenProblem({ section, code, values, children }: TokenProblemProps) {
  const { t } = useTranslation();
  const kind = code === "token_expired" ? "expired" : code === "token_used" ? "used" : "invalid";
  return (
    <AuthCard
      icon={kind === "expired" ? <ClockIcon size={28} /> : <AlertIcon size={28} />}
      focusTitle
      title={t(`${section}.${kind}Title`, values)}
      lead={t(`${section}.${kind}Body`, values)}
    >
      {children}
    </AuthCard>
  );
}
