import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { PlusIcon } from "../../../components/icons/icons";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { LiveInterviewsList } from "../../../features/live-interviews/components/live-interviews-list";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/hire/live-interviews` (every member; a reviewer sees the interviews of their panels): upcoming
 * and past, the caller's or the team's, as a list or a week.
 */
export default function LiveInterviewsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t("liveInterviews.list.title"));
  if (!user) return <PageLoading label={t("app.loading")} />;
  const canManage = canAccessPage(user, "CreateLiveInterview");

  return (
    <PageFrame>
      <PageHeader
        title={t("liveInterviews.list.title")}
        subtitle={t("liveInterviews.list.lead")}
        actions={
          canManage ? (
            <ButtonLink to={path("CreateLiveInterview")}>
              <PlusIcon size={18} />
              {t("liveInterviews.list.create")}
            </ButtonLink>
          ) : null
        }
      />
      <SectionCard>
        <LiveInterviewsList canSeeTeam={canManage} />
      </SectionCard>
    </PageFrame>
  );
}
