import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button/button";
import { LibraryIcon } from "../../components/icons/icons";
import { PageState } from "../../components/page-state/page-state";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * What a signed-in candidate sees on any training page (issue 17): training is for the hiring
 * teams of organizations, so instead of pages whose calls all answer 403, one clear page and the
 * way to their own interviews.
 */
export function TrainingForMembers() {
  const { t } = useTranslation();
  useDocumentTitle(t("candidateTrust.training.title"));
  return (
    <PageState
      illustration={<LibraryIcon size={40} />}
      title={t("candidateTrust.training.title")}
      body={t("candidateTrust.training.body")}
      actions={
        <ButtonLink to={path("CandidateDashboard")}>
          {t("candidateTrust.training.dashboard")}
        </ButtonLink>
      }
    />
  );
}
