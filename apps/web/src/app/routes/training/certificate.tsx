import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { certificateQueryOptions } from "../../../features/certificates/api/certificates";
import { CertificateSheet } from "../../../features/certificates/components/certificate-sheet";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/training/certificates/{certificate}`: one certificate, its PDF and how to verify it. */
export default function CertificatePage() {
  const { t } = useTranslation();
  const id = useParams().certificate ?? "";
  const certificate = useQuery(certificateQueryOptions(id));
  useDocumentTitle(
    certificate.data
      ? t("certificates.page.documentTitle", { title: certificate.data.title })
      : t("certificates.documentTitle"),
  );

  if (certificate.isPending) return <PageLoading label={t("app.loading")} />;
  if (certificate.isError) {
    const isMissing = isApiError(certificate.error) && certificate.error.status === 404;
    return (
      <PageState
        title={isMissing ? t("certificates.page.notFound") : t("certificates.page.loadFailed")}
        body={
          isMissing ? t("certificates.page.notFoundBody") : apiErrorMessage(t, certificate.error)
        }
        actions={
          <>
            {isMissing ? null : (
              <Button onClick={() => void certificate.refetch()}>{t("training.retry")}</Button>
            )}
            <ButtonLink to={path("Certificates")} variant="secondary">
              {t("certificates.page.back")}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return <CertificateSheet certificate={certificate.data} />;
}
