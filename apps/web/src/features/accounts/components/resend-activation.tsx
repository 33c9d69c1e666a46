import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AsyncButton } from "../../../components/async-button/async-button";
import type { ButtonProps } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { resendActivation } from "../api/account-tokens";
import { accountErrorMessage } from "./account-errors";

/** "Send a new link" for the signed-in user, with what happened said just above it. */
export function ResendActivation({
  email,
  variant,
}: {
  email: string;
  variant?: ButtonProps["variant"];
}) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const [result, setResult] = useState<{
    tone: "success" | "danger" | "info";
    message: string;
  } | null>(null);

  async function resend() {
    setResult(null);
    try {
      await resendActivation();
      setResult({ tone: "success", message: t("activate.resent", { email }) });
    } catch (error) {
      if (isApiError(error) && error.code === "already_activated") {
        setResult({ tone: "info", message: t("activate.alreadyActivated") });
        void refresh();
        return;
      }
      setResult({ tone: "danger", message: accountErrorMessage(t, error) });
    }
  }

  return (
    <>
      {result ? <FormBanner tone={result.tone}>{result.message}</FormBanner> : null}
      <AsyncButton variant={variant} onClick={resend}>
        {t("activate.resend")}
      </AsyncButton>
    </>
  );
}
