import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { useCurriculum } from "../../../features/curricula/api/curriculum";
import { isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CurriculumWorkspace } from "./curriculum-workspace";

export type CurriculumScreenProps = {
  slug: string;
  requestedVideoId: string | null;
};

/**
 * Loads a curriculum and shows its page; a curriculum the plan leaves out goes to
 * `/training/not-available` (SPEC §2, §9), a missing one and a failed load get their own states.
 */
export function CurriculumScreen({ slug, requestedVideoId }: CurriculumScreenProps) {
  const { t } = useTranslation();
  const curriculum = useCurriculum(slug);
  useDocumentTitle(curriculum.data?.title ?? null);

  if (curriculum.isPending) return <PageLoading label={t("curriculum.loading")} />;

  if (curriculum.isError) {
    const { error } = curriculum;
    if (isApiError(error) && error.code === "training_not_available") {
      return <Navigate to={path("TrainingNotAvailable", {}, { curriculum: slug })} replace />;
    }
    if (isApiError(error) && error.status === 404) {
      return (
        <PageState
          title={t("curriculum.notFoundTitle")}
          body={t("curriculum.notFoundBody")}
          actions={<ButtonLink to={path("Learn")}>{t("curriculum.backToLearn")}</ButtonLink>}
        />
      );
    }
    return (
      <PageState
        title={t("curriculum.loadFailedTitle")}
        body={t("curriculum.loadFailedBody")}
        actions={<Button onClick={() => curriculum.refetch()}>{t("curriculum.retry")}</Button>}
      />
    );
  }

  return (
    <CurriculumWorkspace
      key={slug}
      curriculum={curriculum.data}
      requestedVideoId={requestedVideoId}
    />
  );
}
