import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { apiErrorMessage } from "../../../i18n/error-message";
import { downloadCertificate } from "../api/certificates";

/**
 * Downloads a certificate's PDF; a failure is said in an alert. `downloading` is the id being
 * fetched, so a second click on it waits for the first.
 */
export function useCertificateDownload() {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (certificate: { id: string; title: string }) => {
      if (downloading === certificate.id) return;
      setDownloading(certificate.id);
      try {
        await downloadCertificate(certificate);
      } catch (error) {
        push({
          type: "danger",
          message: t("certificates.downloadFailed", { message: apiErrorMessage(t, error) }),
        });
      } finally {
        setDownloading(null);
      }
    },
    [downloading, push, t],
  );

  return { download, downloading };
}
