import { displayName, formatDateTime } from "@candor/shared/format";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { type InterviewEvent, interviewEventsQueryOptions } from "../api/interviews";
import styles from "./interview-page.module.css";

type Details = Record<string, unknown>;

function numberOf(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Which fields an `updated` event changed, translated ("title, deadline"). */
function changedFields(t: TFunction, details: Details): string {
  const changes = details.changes;
  if (!changes || typeof changes !== "object") return "";
  // Keys arrive camelCased (the deserializer camelizes every attribute, details included).
  const known = ["title", "welcomeMessage", "deadline", "scorecardId", "welcomeVideo"] as const;
  return Object.keys(changes)
    .map((key) =>
      (known as readonly string[]).includes(key)
        ? t(`interviews.events.fields.${key as (typeof known)[number]}`)
        : key === "welcomeVideoCaptions"
          ? t("captions.legend")
          : key,
    )
    .join(", ");
}

/** One line of the audit trail: what happened, in words. */
export function describeEvent(t: TFunction, event: InterviewEvent): string {
  const details = event.details as Details;
  switch (event.action) {
    case "created":
      return t("interviews.events.created", { count: numberOf(details.questionsCount) });
    case "updated":
      return t("interviews.events.updated", { fields: changedFields(t, details) });
    case "questions_changed":
      return t("interviews.events.questionsChanged", {
        version: numberOf(details.version),
        count: numberOf(details.questionsCount),
      });
    case "new_version":
      return t("interviews.events.newVersion", {
        from: numberOf(details.fromVersion),
        version: numberOf(details.version),
        count: numberOf(details.questionsCount),
      });
    case "candidates_invited": {
      const emails = Array.isArray(details.emails) ? details.emails.map(textOf) : [];
      return t("interviews.events.invited", {
        count: numberOf(details.count) || emails.length,
        emails: emails.join(", "),
      });
    }
    case "candidate_reminded":
      return details.automatic
        ? t("interviews.events.remindedAutomatically", { email: textOf(details.email) })
        : t("interviews.events.reminded", { email: textOf(details.email) });
    case "candidate_updated":
      return t("interviews.events.candidateUpdated", {
        email: textOf(details.email),
        fields: Object.keys((details.changes as Details | undefined) ?? {})
          .map((key) =>
            key === "deadline" || key === "timeMultiplier" || key === "extraRetakes"
              ? t(`interviews.events.fields.${key}`)
              : key,
          )
          .join(", "),
      });
    case "candidate_decided":
      return t("interviews.events.decided", {
        email: textOf(details.email),
        decision: t(
          `interviews.events.decisions.${(["advance", "reject", "hold"] as const).find((value) => value === details.decision) ?? "hold"}`,
        ),
      });
    default:
      return event.action;
  }
}

/** The interview's audit trail, newest first: who changed what, and when. */
export function InterviewEvents({ interviewId }: { interviewId: string }) {
  const { t, i18n } = useTranslation();
  const events = useInfiniteQuery(interviewEventsQueryOptions(interviewId));

  if (events.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("interviews.events.loading")}
      </p>
    );
  }
  if (!events.data) {
    return (
      <div
        role="alert"
        className={`${pageBlocks.stack2} ${pageBlocks.error} ${styles.inlineError}`}
      >
        <p>{apiErrorMessage(t, events.error)}</p>
        <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
          {t("interviews.retry")}
        </Button>
      </div>
    );
  }
  const records = events.data.pages.flatMap((page) => page.records);
  if (records.length === 0)
    return <p className={pageBlocks.muted}>{t("interviews.events.empty")}</p>;

  return (
    <>
      <ol className={styles.events}>
        {records.map((event) => (
          <li key={event.id} className={styles.event}>
            <p>{describeEvent(t, event)}</p>
            <p className={pageBlocks.muted}>
              {event.actor
                ? t("interviews.events.by", {
                    name: displayName(event.actor),
                    date: formatDateTime(event.createdAt, i18n.language),
                  })
                : t("interviews.events.bySystem", {
                    date: formatDateTime(event.createdAt, i18n.language),
                  })}
            </p>
          </li>
        ))}
      </ol>
      {events.hasNextPage ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          {t("interviews.events.more")}
        </Button>
      ) : null}
    </>
  );
}
