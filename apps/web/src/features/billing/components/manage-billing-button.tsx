import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import type { ButtonVariant } from "../../../components/button/button";
import { apiErrorMessage } from "../../../i18n/error-message";
import { getBillingPortalUrl } from "../api/subscription";

/** The id of the Plans page's billing section, where the built-in portal lands. */
export const BILLING_SECTION_ID = "billing";

/**
 * "Manage billing" (`POST /v1/subscriptions/portal`): an external provider's portal is opened in
 * this tab; the built-in provider answers a page of this app, which is followed in place.
 */
export function ManageBillingButton({
  variant = "secondary",
  label,
}: {
  variant?: ButtonVariant;
  label?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { push } = useAlerts();

  async function open() {
    try {
      const url = new URL(await getBillingPortalUrl(), window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      if (url.pathname === location.pathname) {
        const section = document.getElementById(BILLING_SECTION_ID);
        section?.scrollIntoView({ behavior: "smooth", block: "start" });
        section?.focus({ preventScroll: true });
        return;
      }
      navigate(`${url.pathname}${url.search}#${BILLING_SECTION_ID}`);
    } catch (error) {
      push({ type: "danger", message: apiErrorMessage(t, error) });
    }
  }

  return (
    <AsyncButton variant={variant} onClick={open}>
      {label ?? t("billing.manage")}
    </AsyncButton>
  );
}
