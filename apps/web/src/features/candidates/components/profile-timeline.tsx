import { displayName, formatDateTime } from "@candor/shared/format";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { candidateEventsQueryOptions } from "../api/candidate-profile";

type Payload = Record<string, unknown>;
export type TimelineEvent = {
  id: string;
  kind: string;
  payload: Payload;
  actor: { firstName: string; lastName: string; email: string } | null;
  at: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The candidate fields an `updated` event names (its keys arrive camelCased). */
const FIELDS = ["firstName", "lastName", "email", "phone", "location", "links", "tags"] as const;

/** One line of the timeline in words; a kind this page does not know yet is still shown. */
export function describeCandidateEvent(
  t: TFunction,
  event: TimelineEvent,
  stages: readonly PipelineStage[],
): string {
  const { payload } = event;
  const stageName = (key: unknown) => stages.find((stage) => stage.key === key)?.name ?? text(key);
  switch (event.kind) {
    case "created":
      return t("candidateProfile.timeline.created", {
        source: t(`candidates.source.${text(payload.source) || "manual"}`, text(payload.source)),
      });
    case "updated": {
      const changes = payload.changes && typeof payload.changes === "object" ? payload.changes : {};
      const fields = Object.keys(changes).map((key) =>
        (FIELDS as readonly string[]).includes(key)
          ? t(`candidateProfile.timeline.fields.${key as (typeof FIELDS)[number]}`)
          : key,
      );
      return t("candidateProfile.timeline.updated", { fields: fields.join(", ") });
    }
    case "position_added":
      return t("candidateProfile.timeline.positionAdded", {
        position: text(payload.positionTitle),
        stage: stageName(payload.stage),
      });
    case "stage_changed":
      return t("candidateProfile.timeline.stageChanged", {
        position: text(payload.positionTitle),
        from: stageName(payload.from),
        to: stageName(payload.to),
      });
    case "note_added":
      return t("candidateProfile.timeline.noteAdded");
    case "interview_invited":
      // Events recorded before the title was kept say it without one.
      return payload.interviewTitle
        ? t("candidateInvite.timeline.interviewInvited", {
            interview: text(payload.interviewTitle),
            position: text(payload.positionTitle),
          })
        : t("candidateProfile.timeline.interviewInvited");
    case "resume_uploaded":
      return t("candidateInvite.timeline.resumeUploaded", { file: text(payload.fileName) });
    case "resume_replaced":
      return t("candidateInvite.timeline.resumeReplaced", {
        file: text(payload.fileName),
        previous: text(payload.previousFileName),
      });
    case "resume_removed":
      return t("candidateInvite.timeline.resumeRemoved", { file: text(payload.fileName) });
    case "mentioned":
      return t("candidateInvite.timeline.mentioned", { name: text(payload.userName) });
    case "email_sent":
      return t("candidateMessages.timeline.emailSent", { subject: text(payload.subject) });
    case "live_interview_scheduled":
    case "live_interview_rescheduled":
    case "live_interview_cancelled":
      return t(`liveInterviews.timeline.${event.kind}`, {
        title: text(payload.title),
        position: text(payload.positionTitle),
      });
    case "live_feedback_submitted":
      return t("liveFeedback.timeline.submitted", {
        interview: text(payload.title),
        position: text(payload.positionTitle),
      });
    default:
      return t("candidateProfile.timeline.other", { kind: event.kind.replaceAll("_", " ") });
  }
}

/** The candidate's timeline, newest first, 20 at a time. */
export function ProfileTimeline({
  candidateId,
  stages,
}: {
  candidateId: string;
  stages: readonly PipelineStage[];
}) {
  const { t, i18n } = useTranslation();
  const events = useInfiniteQuery(candidateEventsQueryOptions(candidateId));

  if (events.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("candidateProfile.timeline.loading")}
      </p>
    );
  }
  if (events.isError) {
    return (
      <div role="alert" className={`${pageBlocks.stack2} ${pageBlocks.error}`}>
        <p>{apiErrorMessage(t, events.error)}</p>
        <div>
          <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
            {t("candidateProfile.retry")}
          </Button>
        </div>
      </div>
    );
  }
  const records = events.data.pages.flatMap((page) => page.records) as unknown as TimelineEvent[];
  if (records.length === 0) {
    return <p className={pageBlocks.muted}>{t("candidateProfile.timeline.none")}</p>;
  }
  return (
    <div className={pageBlocks.stack3}>
      <ol className={pageBlocks.list2}>
        {records.map((event) => {
          const date = formatDateTime(event.at, i18n.language);
          return (
            <li key={event.id}>
              <p>{describeCandidateEvent(t, event, stages)}</p>
              <p className={pageBlocks.muted}>
                {event.actor
                  ? t("candidateProfile.timeline.by", { name: displayName(event.actor), date })
                  : date}
              </p>
            </li>
          );
        })}
      </ol>
      {events.hasNextPage ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            {t("candidateProfile.timeline.more")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
