import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import {
  candidateQueryKey,
  candidateQueryOptions,
} from "../../../features/candidates/api/candidate-profile";
import { ProfileInvite } from "../../../features/candidates/components/invite-interview-modal";
import styles from "../../../features/candidates/components/profile.module.css";
import { ProfileApplications } from "../../../features/candidates/components/profile-applications";
import { ProfileDelete } from "../../../features/candidates/components/profile-delete";
import { ProfileDetails } from "../../../features/candidates/components/profile-details";
import { ProfileInterviews } from "../../../features/candidates/components/profile-interviews";
import { ProfileNotes } from "../../../features/candidates/components/profile-notes";
import { ProfileResume } from "../../../features/candidates/components/profile-resume";
import { ProfileTimeline } from "../../../features/candidates/components/profile-timeline";
import { CandidateEmailModal } from "../../../features/email-templates/components/candidate-email-modal";
import { RejectCandidateModal } from "../../../features/email-templates/components/reject-candidate-modal";
import { CandidateLiveFeedbackList } from "../../../features/live-interviews/components/candidate-live-feedback";
import { candidatePrivacyQueryOptions } from "../../../features/privacy/api/privacy";
import { CandidatePrivacyPanel } from "../../../features/privacy/components/candidate-privacy-panel";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { pipelineStagesQueryOptions } from "../../../lib/pipeline-stages";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** A titled card of the profile. */
function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <SectionCard as="section" aria-labelledby={id} className={pageBlocks.stack3}>
      <h2 id={id} className={pageBlocks.sectionTitle}>
        {title}
      </h2>
      {children}
    </SectionCard>
  );
}

/**
 * `/hire/candidates/{id}` (admins, HR managers — SPEC §2, §6): one candidate — details edited in
 * place, résumé, positions and stages, one-way interviews with scores, notes, timeline, delete.
 * Another organization's candidate is "not found", like a missing one.
 */
export default function CandidatePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const candidate = useQuery(candidateQueryOptions(id));
  const stages = useQuery(pipelineStagesQueryOptions);
  const queryClient = useQueryClient();
  // A message or a reject changes the timeline, the stages and the latest activity.
  const refresh = () => queryClient.invalidateQueries({ queryKey: candidateQueryKey(id) });
  const privacy = useQuery(candidatePrivacyQueryOptions(id));
  // An erased record's stub reads "Erased candidate" in the reader's language (issue 17).
  const name = privacy.data?.erased
    ? t("privacy.erasedCandidate")
    : candidate.data
      ? displayName(candidate.data)
      : null;
  useDocumentTitle(name ?? t("candidateProfile.documentTitle"));

  if (candidate.isPending) return <PageLoading label={t("candidateProfile.loading")} />;
  if (candidate.isError) {
    const isMissing = isApiError(candidate.error) && candidate.error.status === 404;
    return (
      <PageState
        eyebrow={isMissing ? t("pages.notFound.code") : undefined}
        title={isMissing ? t("candidateProfile.notFound") : t("candidateProfile.loadFailed")}
        body={isMissing ? t("candidateProfile.notFoundBody") : apiErrorMessage(t, candidate.error)}
        actions={
          <>
            {isMissing ? null : (
              <Button variant="secondary" onClick={() => void candidate.refetch()}>
                {t("candidateProfile.retry")}
              </Button>
            )}
            <ButtonLink to={path("Candidates")}>{t("candidateProfile.toList")}</ButtonLink>
          </>
        }
      />
    );
  }
  const current = candidate.data;
  const stageList = stages.data ?? [];

  return (
    <PageFrame>
      <PageHeader
        title={name}
        subtitle={privacy.data?.erased ? null : current.email}
        back={{ to: path("Candidates"), label: t("candidateProfile.back") }}
        actions={
          <>
            <ButtonLink
              variant="secondary"
              to={path(
                "CreateLiveInterview",
                {},
                {
                  candidate_id: current.id,
                  position_id: current.positions[0]?.positionId,
                },
              )}
            >
              {t("liveInterviews.schedule")}
            </ButtonLink>
            <ProfileInvite candidate={current} />
            <CandidateEmailModal
              candidateId={current.id}
              positions={current.positions.map((entry) => ({
                positionId: entry.positionId,
                title: entry.positionTitle,
              }))}
              onChanged={refresh}
            />
            <RejectCandidateModal
              candidateId={current.id}
              candidateName={name ?? current.email}
              positions={current.positions.map((entry) => ({
                id: entry.id,
                positionId: entry.positionId,
                title: entry.positionTitle,
                stage: entry.stage,
              }))}
              onChanged={refresh}
            />
            <ProfileDelete candidate={current} />
          </>
        }
      />
      <div className={styles.layout}>
        <div className={`${pageBlocks.column4} ${styles.aside}`}>
          <Section id="details-title" title={t("candidateProfile.details.title")}>
            <ProfileDetails candidate={current} />
          </Section>
          <Section id="resume-title" title={t("candidateProfile.resume.title")}>
            <ProfileResume candidateId={current.id} />
          </Section>
          <Section id="privacy-title" title={t("privacy.profile.title")}>
            <CandidatePrivacyPanel candidateId={current.id} />
          </Section>
        </div>
        <div className={pageBlocks.column4}>
          <Section id="applications-title" title={t("candidateProfile.applications.title")}>
            <ProfileApplications candidate={current} stages={stageList} />
          </Section>
          <Section id="interviews-title" title={t("candidateProfile.interviews.title")}>
            <ProfileInterviews candidateId={current.id} />
          </Section>
          <Section id="live-interviews-title" title={t("liveFeedback.profile.title")}>
            <CandidateLiveFeedbackList candidateId={current.id} />
          </Section>
          <Section id="notes-title" title={t("candidateProfile.notes.title")}>
            <ProfileNotes candidateId={current.id} />
          </Section>
          <Section id="timeline-title" title={t("candidateProfile.timeline.title")}>
            <ProfileTimeline candidateId={current.id} stages={stageList} />
          </Section>
        </div>
      </div>
    </PageFrame>
  );
}
