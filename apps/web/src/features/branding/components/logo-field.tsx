import { LOGO_CONTENT_TYPES, LOGO_MAX_SIZE_MB } from "@candor/shared/schemas/branding";
import type { TFunction } from "i18next";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage, errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useBrandingMutations, validateLogoFile } from "../api/branding";
import styles from "./branding.module.css";

/** A refused upload says the limits: too large (413), wrong type (415), field codes likewise. */
function logoErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return apiErrorMessage(t, error);
  if (error.code === "payload_too_large") {
    return errorMessage(t, "file_too_large", { limit: LOGO_MAX_SIZE_MB });
  }
  if (error.code === "unsupported_media_type") return t("company.profile.logoType");
  return apiErrorMessage(t, error);
}

/**
 * The logo: chosen, checked here (type and size, the server's rules), uploaded at once and shown
 * while it travels; the preview beside the form follows it through `onPreview`. It is saved on
 * upload, apart from the form's other fields: a file is not an unsaved value to hold.
 */
export function LogoField({
  logoUrl,
  organizationName,
  onPreview,
}: {
  logoUrl: string | null;
  organizationName: string;
  /** The logo to show in the preview: the chosen file's object URL while it uploads. */
  onPreview: (url: string | null) => void;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const { upload, remove } = useBrandingMutations();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = pending ?? logoUrl;

  useEffect(() => {
    onPreview(shown);
  }, [shown, onPreview]);

  useEffect(() => {
    return () => {
      if (pending) URL.revokeObjectURL(pending);
    };
  }, [pending]);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    const code = validateLogoFile(file);
    if (code) {
      setProblem(
        code === "unsupported_media_type"
          ? t("company.profile.logoType")
          : errorMessage(t, code, { limit: LOGO_MAX_SIZE_MB }),
      );
      return;
    }
    setProblem(null);
    setPending(URL.createObjectURL(file));
    try {
      await upload.mutateAsync({ file });
      push({ type: "notice", message: t("company.profile.logoSaved") });
    } catch (error) {
      setProblem(logoErrorMessage(t, error));
    } finally {
      setPending(null);
    }
  }

  async function removeLogo() {
    setProblem(null);
    try {
      await remove.mutateAsync();
      push({ type: "notice", message: t("company.profile.logoRemoved") });
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <fieldset className={`${pageBlocks.stack2} ${styles.logoFieldset}`} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.legend}>
        {t("company.profile.logo")}
      </legend>
      <div className={`${pageBlocks.wrapRow3} ${styles.logoRow}`}>
        <div className={styles.logoBox}>
          {shown ? (
            <img
              className={styles.logoImage}
              src={shown}
              alt={t("company.profile.logoAlt", { name: organizationName })}
            />
          ) : (
            <span className={pageBlocks.subdued}>{t("company.profile.noLogo")}</span>
          )}
        </div>
        <div className={pageBlocks.stack2}>
          <p className={pageBlocks.muted}>
            {pending
              ? t("company.profile.logoUploading")
              : t("company.profile.logoHint", { limit: LOGO_MAX_SIZE_MB })}
          </p>
          <div className={pageBlocks.wrapRow}>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending !== null}
              onClick={() => inputRef.current?.click()}
            >
              {t(logoUrl ? "company.profile.changeLogo" : "company.profile.uploadLogo")}
            </Button>
            {logoUrl && !pending ? (
              <AsyncButton size="sm" variant="ghost" onClick={removeLogo}>
                {t("company.profile.removeLogo")}
              </AsyncButton>
            ) : null}
          </div>
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={LOGO_CONTENT_TYPES.join(",")}
        hidden
        aria-describedby={problem ? errorId : undefined}
        data-testid="logo-file-input"
        onChange={onFileChosen}
      />
      {problem ? (
        <p id={errorId} className={pageBlocks.error} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
