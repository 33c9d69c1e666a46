import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { useCreateLiveInterview } from "../../../features/live-interviews/api/live-interviews";
import { newLiveInterviewValues } from "../../../features/live-interviews/components/live-interview-defaults";
import { LiveInterviewForm } from "../../../features/live-interviews/components/live-interview-form";
import { liveInterviewPath } from "../../../features/live-interviews/components/live-interviews-list";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/hire/live-interviews/create-live-interview` (admins, HR managers), and the position's
 * `/hire/positions/{id}/live-interviews/new`: `?candidate_id=` (from a candidate's profile)
 * preselects the candidate, the position page's link its position.
 */
export function CreateLiveInterviewScreen({ positionId }: { positionId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { push } = useAlerts();
  const [searchParams] = useSearchParams();
  const create = useCreateLiveInterview();
  const candidateId = searchParams.get("candidate_id");
  useDocumentTitle(t("liveInterviews.form.newTitle"));

  return (
    <PageFrame width="narrow">
      <PageHeader
        back={{
          to: positionId ? path("Position", { id: positionId }) : path("LiveInterviews"),
          label: t("liveInterviews.form.back"),
        }}
        title={t("liveInterviews.form.newTitle")}
        subtitle={t("liveInterviews.form.newLead")}
      />
      <SectionCard>
        <LiveInterviewForm
          canOfferSlots
          defaultValues={newLiveInterviewValues({
            candidateId,
            positionId: positionId ?? searchParams.get("position_id"),
          })}
          submitLabel={t("liveInterviews.form.create")}
          onSave={async (input) => {
            const saved = await create.mutateAsync(input);
            push({ type: "notice", message: t("liveInterviews.form.created") });
            navigate(liveInterviewPath(saved));
          }}
        />
      </SectionCard>
    </PageFrame>
  );
}

export default function CreateLiveInterviewPage() {
  return <CreateLiveInterviewScreen />;
}
