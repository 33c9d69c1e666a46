import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { LibraryIcon } from "../../../components/icons/icons";
import { PageState } from "../../../components/page-state/page-state";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/training/not-available` (TrainingNotAvailable): where a course the organization's plan does not
 * include leads (the `training_not_available` error, SPEC §9), with the way to upgrade — Plans with
 * the changing-plan flag — and the way back to the courses.
 */
export default function TrainingNotAvailable() {
  const { t } = useTranslation();
  useDocumentTitle(t("curriculum.notAvailable.title"));
  return (
    <PageState
      illustration={<LibraryIcon size={40} />}
      title={t("curriculum.notAvailable.title")}
      body={t("curriculum.notAvailable.body")}
      actions={
        <>
          <ButtonLink to={path("Plans", {}, { changing_plan: true })}>
            {t("curriculum.notAvailable.upgrade")}
          </ButtonLink>
          <ButtonLink to={path("Learn")} variant="secondary">
            {t("curriculum.notAvailable.back")}
          </ButtonLink>
        </>
      }
    />
  );
}
