import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button, ButtonLink } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import {
  type LiveInterview,
  liveInterviewQueryOptions,
  useCancelLiveInterview,
  useDeleteLiveInterview,
  useUpdateLiveInterview,
} from "../../../features/live-interviews/api/live-interviews";
import { LiveFeedbackSection } from "../../../features/live-interviews/components/live-feedback-section";
import { editLiveInterviewValues } from "../../../features/live-interviews/components/live-interview-defaults";
import { LiveInterviewForm } from "../../../features/live-interviews/components/live-interview-form";
import styles from "../../../features/live-interviews/components/live-interviews.module.css";
import { LiveInterviewStatusBadge } from "../../../features/live-interviews/components/live-interviews-list";
import { formatSlot, memberRoomPath } from "../../../features/live-interviews/time";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CreateLiveInterviewScreen } from "./create-live-interview";

/**
 * `/hire/positions/{id}/live-interviews/{id or new}`: the creation form for `new` (managers),
 * else the interview — for managers with edit, cancel and delete; for its panel read-only — with
 * the way into the room.
 */
export default function PositionLiveInterviewPage() {
  const { id: positionId = "", liveInterviewId = "" } = useParams();
  const { user } = useSession();
  const { t } = useTranslation();
  if (!user) return <PageLoading label={t("app.loading")} />;
  if (liveInterviewId === "new") {
    if (!canAccessPage(user, "CreateLiveInterview")) {
      return <PageState title={t("liveInterviews.detail.forbidden")} />;
    }
    return <CreateLiveInterviewScreen positionId={positionId} />;
  }
  return <LiveInterviewDetail id={liveInterviewId} />;
}

function LiveInterviewDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const interview = useQuery(liveInterviewQueryOptions(id));
  useDocumentTitle(interview.data?.title ?? t("liveInterviews.detail.title"));
  if (interview.isPending) return <PageLoading label={t("app.loading")} />;
  if (interview.isError) {
    return (
      <PageState
        title={t("liveInterviews.detail.notFound")}
        body={apiErrorMessage(t, interview.error)}
        actions={
          <ButtonLink to={path("LiveInterviews")}>{t("liveInterviews.form.back")}</ButtonLink>
        }
      />
    );
  }
  return <LiveInterviewView interview={interview.data} />;
}

function LiveInterviewView({ interview }: { interview: LiveInterview }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { push } = useAlerts();
  const [isEditing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<"cancel" | "delete" | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const update = useUpdateLiveInterview(interview.id);
  const cancel = useCancelLiveInterview(interview.id);
  const remove = useDeleteLiveInterview(interview.id);
  const isActive = interview.status !== "cancelled";

  async function markOutcome(status: "done" | "no_show") {
    try {
      await update.mutateAsync({ status });
      push({ type: "notice", message: t(`liveInterviews.detail.marked.${status}`) });
    } catch (error) {
      push({ type: "danger", message: apiErrorMessage(t, error) });
    }
  }

  return (
    <PageFrame width="narrow">
      <PageHeader
        back={{ to: path("LiveInterviews"), label: t("liveInterviews.form.back") }}
        title={interview.title}
        subtitle={`${interview.candidateName} · ${interview.positionTitle}`}
        eyebrow={<LiveInterviewStatusBadge status={interview.status} />}
        actions={
          isActive && interview.locationType === "room" ? (
            <ButtonLink to={memberRoomPath(interview.id)}>
              {t("liveInterviews.detail.join")}
            </ButtonLink>
          ) : null
        }
      />
      <SectionCard>
        {isEditing ? (
          <LiveInterviewForm
            lockCandidate
            defaultValues={editLiveInterviewValues(interview)}
            submitLabel={t("liveInterviews.form.save")}
            onSave={async ({ candidate_id: _, ...changes }) => {
              await update.mutateAsync(changes);
              push({ type: "notice", message: t("liveInterviews.form.saved") });
              setEditing(false);
            }}
          />
        ) : (
          <dl className={styles.details}>
            <dt>{t("liveInterviews.detail.when")}</dt>
            <dd>
              {interview.startsAt
                ? formatSlot(interview.startsAt, interview.endsAt, i18n.language)
                : t("liveInterviews.status.awaiting_candidate")}
              <div className={styles.muted}>
                {t("liveInterviews.detail.scheduledIn", { zone: interview.timeZone })}
              </div>
            </dd>
            <dt>{t("liveInterviews.detail.where")}</dt>
            <dd>
              {t(`liveInterviews.location.${interview.locationType}`)}
              {interview.location ? ` · ${interview.location}` : ""}
            </dd>
            <dt>{t("liveInterviews.form.interviewers")}</dt>
            <dd>{interview.interviewers.map((person) => person.name).join(", ")}</dd>
            <dt>{t("liveInterviews.form.agenda")}</dt>
            <dd>
              {interview.agenda.length === 0 ? (
                t("liveInterviews.detail.noAgenda")
              ) : (
                <ol>
                  {interview.agenda.map((item) => (
                    <li key={item.id}>{item.text}</li>
                  ))}
                </ol>
              )}
            </dd>
            <dt>{t("liveInterviews.form.panelNotes")}</dt>
            <dd>{interview.panelNotes || t("liveInterviews.detail.noNotes")}</dd>
            <dt>{t("liveInterviews.detail.feedback")}</dt>
            <dd>
              {t("liveInterviews.list.feedback", {
                done: interview.feedbackSubmittedCount,
                total: interview.interviewerCount,
              })}
            </dd>
          </dl>
        )}
        {interview.canManage && !isEditing ? (
          <div className={styles.actions}>
            {/* After the start: held, or the candidate did not come (the list shows it). */}
            {interview.status === "scheduled" &&
            interview.startsAt &&
            new Date(interview.startsAt) <= new Date() ? (
              <>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={update.isPending}
                  onClick={() => void markOutcome("done")}
                >
                  {t("liveInterviews.detail.markDone")}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={update.isPending}
                  onClick={() => void markOutcome("no_show")}
                >
                  {t("liveInterviews.detail.markNoShow")}
                </Button>
              </>
            ) : null}
            {isActive ? (
              <>
                <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
                  {t("liveInterviews.detail.edit")}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirm("cancel")}>
                  {t("liveInterviews.detail.cancel")}
                </Button>
              </>
            ) : null}
            <Button type="button" variant="danger" onClick={() => setConfirm("delete")}>
              {t("liveInterviews.detail.delete")}
            </Button>
          </div>
        ) : null}
      </SectionCard>
      {/* The panel's scorecards: their own first, the team's once theirs is in (issue 13). */}
      {isActive ? <LiveFeedbackSection liveInterviewId={interview.id} /> : null}
      <ConfirmModal
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
          setConfirmError(null);
        }}
        error={confirmError}
        title={t(`liveInterviews.detail.confirm.${confirm ?? "cancel"}.title`)}
        description={t(`liveInterviews.detail.confirm.${confirm ?? "cancel"}.body`)}
        confirmLabel={t(`liveInterviews.detail.confirm.${confirm ?? "cancel"}.action`)}
        isBusy={cancel.isPending || remove.isPending}
        onConfirm={() => {
          const action =
            confirm === "cancel"
              ? cancel.mutateAsync().then(() => {
                  push({ type: "notice", message: t("liveInterviews.detail.cancelled") });
                })
              : remove.mutateAsync().then(() => {
                  push({ type: "notice", message: t("liveInterviews.detail.deleted") });
                  navigate(path("LiveInterviews"));
                });
          action.then(
            () => setConfirm(null),
            (error: unknown) => setConfirmError(apiErrorMessage(t, error)),
          );
        }}
      />
    </PageFrame>
  );
}
