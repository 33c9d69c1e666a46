import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AsyncButton } from "../../../components/async-button/async-button";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { downloadMyExport } from "../api/privacy";

/** The account page's "Download my data": a ZIP of everything Candor holds about the user. */
export function ExportMyData() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={pageBlocks.stack3}>
      <p className={pageBlocks.muted}>{t("privacy.export.description")}</p>
      {error ? <FormBanner>{error}</FormBanner> : null}
      <div>
        <AsyncButton
          variant="secondary"
          onClick={async () => {
            setError(null);
            try {
              await downloadMyExport();
            } catch (failure) {
              setError(apiErrorMessage(t, failure));
            }
          }}
        >
          {t("privacy.export.button")}
        </AsyncButton>
      </div>
    </div>
  );
}
