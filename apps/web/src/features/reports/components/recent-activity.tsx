import { displayName, formatDate } from "@candor/shared/format";
import { canAccessPage } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import type { ActivityKind } from "@candor/shared/schemas/reports";
import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelState } from "../../../components/panel/panel";
import type { SessionUser } from "../../../lib/auth/session-api";
import { type Activity, overallActivityQueryOptions } from "../api/reports";
import styles from "./reports.module.css";

/** How many items the dashboard shows. */
const SHOWN = 10;

/** The dot's colour: things that move forward, things that end, the rest. */
const TONES: Partial<Record<ActivityKind, "success" | "muted">> = {
  position_opened: "success",
  position_created_open: "success",
  candidate_completed: "success",
  candidate_advanced: "success",
  certificate_earned: "success",
  position_closed: "muted",
  candidate_rejected: "muted",
};

/** Kinds whose candidate has answered, so their review page has something to show. */
const REVIEWABLE: readonly ActivityKind[] = [
  "candidate_completed",
  "candidate_advanced",
  "candidate_rejected",
  "candidate_held",
];

const MARK = "\u0001";

/**
 * A translated sentence with React nodes where its placeholders are: the translation is asked
 * for with markers in place of the values, then cut at the markers (a title is never parsed as
 * markup, whatever it holds).
 */
function sentence(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(MARK).map((part, index) =>
    // Odd pieces are the names between two markers.
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence never move.
    index % 2 === 1 ? <Fragment key={index}>{nodes[part] ?? part}</Fragment> : part,
  );
}

function ActivityText({ item, user }: { item: Activity; user: SessionUser }) {
  const { t } = useTranslation();
  const { actor, position, interview, candidate, certificate } = item;
  const removed = <span className={styles.removed}>{t("dashboard.activity.removed")}</span>;
  const linkOr = (label: string, to: string | null) =>
    to ? <Link to={to}>{label}</Link> : <strong>{label}</strong>;

  const nodes: Record<string, ReactNode> = {
    actor: actor ? <strong>{displayName(actor)}</strong> : null,
    position: position
      ? linkOr(
          position.title,
          canAccessPage(user, "Position") ? path("Position", { id: position.id }) : null,
        )
      : removed,
    interview: interview
      ? linkOr(
          interview.title,
          position && canAccessPage(user, "PreRecordedInterview")
            ? path("PreRecordedInterview", {
                positionId: position.id,
                preRecordedInterviewId: interview.id,
              })
            : null,
        )
      : removed,
    candidate: candidate
      ? linkOr(
          candidate.name,
          candidate.id &&
            REVIEWABLE.includes(item.kind) &&
            canAccessPage(user, "ReviewCandidateInterview")
            ? path("ReviewCandidateInterview", { id: candidate.id })
            : null,
        )
      : removed,
    // Certificates are their holder's own: only the holder opens the page.
    certificate: certificate
      ? linkOr(
          certificate.title,
          actor?.id === user.id && canAccessPage(user, "Certificate")
            ? path("Certificate", { certificate: certificate.id })
            : null,
        )
      : removed,
  };
  const markers = Object.fromEntries(Object.keys(nodes).map((name) => [name, MARK + name + MARK]));
  const text = t(`dashboard.activity.kinds.${item.kind}`, {
    ...markers,
    context: actor ? "actor" : undefined,
    count: item.count ?? 0,
  });
  return <span className={styles.eventText}>{sentence(text, nodes)}</span>;
}

/** The organization's newest activity: positions, interviews, candidates, decisions, training. */
export function RecentActivityPanel({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const activity = useQuery(overallActivityQueryOptions(SHOWN));
  return (
    <Panel id="activity" title={t("dashboard.activity.title")}>
      {!activity.data ? (
        <PanelState error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <p className={pageBlocks.muted}>{t("dashboard.activity.none")}</p>
      ) : (
        <ol className={`${pageBlocks.stack3} ${styles.timeline}`}>
          {activity.data.map((item) => (
            <li
              key={item.id}
              className={`${pageBlocks.stack} ${styles.event} ${styles[`event_${TONES[item.kind] ?? "brand"}`] ?? ""}`}
            >
              <ActivityText item={item} user={user} />
              <time className={pageBlocks.muted} dateTime={item.at}>
                {formatDate(item.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
