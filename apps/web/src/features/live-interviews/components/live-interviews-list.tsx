import { path } from "@candor/shared/routes";
import type { LiveInterviewStatus } from "@candor/shared/schemas/live-interviews";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { SelectField } from "../../../components/form/select-field";
import { ListEmpty, ListError, ListLoading } from "../../../components/list-state/list-state";
import { StatusBadge, type StatusTone } from "../../../components/status-badge/status-badge";
import {
  type LiveInterview,
  liveInterviewsQueryOptions,
  positionChoicesQueryOptions,
} from "../api/live-interviews";
import { formatSlot, startOfWeek } from "../time";
import styles from "./live-interviews.module.css";

const TONES: Record<LiveInterviewStatus, StatusTone> = {
  scheduled: "brand",
  awaiting_candidate: "warning",
  done: "success",
  cancelled: "neutral",
  no_show: "danger",
};

export function LiveInterviewStatusBadge({ status }: { status: LiveInterviewStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`liveInterviews.status.${status}`)}</StatusBadge>;
}

/** Where a row leads: the interview's page under its position. */
export function liveInterviewPath(interview: Pick<LiveInterview, "id" | "positionId">) {
  return path("PositionLiveInterview", {
    id: interview.positionId,
    liveInterviewId: interview.id,
  });
}

type View = "list" | "week";
type Scope = "upcoming" | "past";

/**
 * `/hire/live-interviews`' content: upcoming or past, the caller's or the team's, by position, as
 * a list or a week (a CSS grid of seven days in the viewer's zone: no calendar library, decision
 * 0028, to stay within the route's size budget).
 */
export function LiveInterviewsList({ canSeeTeam }: { canSeeTeam: boolean }) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => new Date().toISOString());
  const [scope, setScope] = useState<Scope>("upcoming");
  const [view, setView] = useState<View>("list");
  const [mine, setMine] = useState(!canSeeTeam);
  const [positionId, setPositionId] = useState<string | null>(null);
  const [weekStart, setWeekStart] = useState(() => startOfWeek(new Date()));
  const weekEnd = useMemo(() => new Date(weekStart.getTime() + 7 * 86_400_000), [weekStart]);
  const positions = useQuery({ ...positionChoicesQueryOptions, enabled: canSeeTeam });
  const list = useQuery(
    liveInterviewsQueryOptions({
      scope,
      mine,
      positionId,
      page: 1,
      now,
      ...(view === "week" ? { from: weekStart.toISOString(), to: weekEnd.toISOString() } : {}),
    }),
  );

  const toolbar = (
    <div className={styles.toolbar}>
      <fieldset className={styles.buttonGroup} aria-label={t("liveInterviews.list.view")}>
        {(["list", "week"] as const).map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={view === value ? "primary" : "secondary"}
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {t(`liveInterviews.list.views.${value}`)}
          </Button>
        ))}
      </fieldset>
      {view === "list" ? (
        <fieldset className={styles.buttonGroup} aria-label={t("liveInterviews.list.when")}>
          {(["upcoming", "past"] as const).map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={scope === value ? "primary" : "secondary"}
              aria-pressed={scope === value}
              onClick={() => setScope(value)}
            >
              {t(`liveInterviews.list.scopes.${value}`)}
            </Button>
          ))}
        </fieldset>
      ) : (
        <fieldset className={styles.buttonGroup} aria-label={t("liveInterviews.list.week")}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setWeekStart(new Date(weekStart.getTime() - 7 * 86_400_000))}
          >
            {t("liveInterviews.list.previousWeek")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setWeekStart(new Date(weekStart.getTime() + 7 * 86_400_000))}
          >
            {t("liveInterviews.list.nextWeek")}
          </Button>
        </fieldset>
      )}
      {canSeeTeam ? (
        <>
          <SelectField
            label={t("liveInterviews.list.whose")}
            value={mine ? "mine" : "team"}
            onChange={(event) => setMine(event.target.value === "mine")}
          >
            <option value="team">{t("liveInterviews.list.team")}</option>
            <option value="mine">{t("liveInterviews.list.mine")}</option>
          </SelectField>
          <SelectField
            label={t("liveInterviews.list.position")}
            value={positionId ?? ""}
            onChange={(event) => setPositionId(event.target.value || null)}
          >
            <option value="">{t("liveInterviews.list.allPositions")}</option>
            {(positions.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
    </div>
  );

  let body: React.ReactNode;
  if (list.isPending) body = <ListLoading label={t("liveInterviews.list.loading")} />;
  else if (list.isError) {
    body = (
      <ListError
        title={t("liveInterviews.list.error")}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (view === "week") {
    body = <WeekGrid interviews={list.data.records} weekStart={weekStart} locale={i18n.language} />;
  } else if (list.data.records.length === 0) {
    body = (
      <ListEmpty
        title={t(`liveInterviews.list.empty.${scope}`)}
        body={t("liveInterviews.list.emptyBody")}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t("liveInterviews.list.title")}>
        {list.data.records.map((interview) => (
          <li key={interview.id} className={styles.row}>
            <div>
              <Link to={liveInterviewPath(interview)} className={styles.rowTitle}>
                {interview.candidateName}
              </Link>
              <div className={styles.muted}>
                {interview.positionTitle} · {interview.title}
              </div>
            </div>
            <div>
              <div>
                {interview.startsAt
                  ? formatSlot(interview.startsAt, interview.endsAt, i18n.language)
                  : t("liveInterviews.status.awaiting_candidate")}
              </div>
              <div className={styles.muted}>
                {interview.interviewers.map((person) => person.name).join(", ")}
              </div>
            </div>
            <div>
              <LiveInterviewStatusBadge status={interview.status} />
              <div className={styles.muted}>
                {t("liveInterviews.list.feedback", {
                  done: interview.feedbackSubmittedCount,
                  total: interview.interviewerCount,
                })}
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {toolbar}
      {body}
    </>
  );
}

function WeekGrid({
  interviews,
  weekStart,
  locale,
}: {
  interviews: LiveInterview[];
  weekStart: Date;
  locale: string;
}) {
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = new Date(weekStart);
    day.setDate(day.getDate() + index);
    return day;
  });
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  const timeLabel = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
  return (
    <div className={styles.week}>
      {days.map((day) => {
        const events = interviews.filter((interview) => {
          if (!interview.startsAt) return false;
          const start = new Date(interview.startsAt);
          return start.toDateString() === day.toDateString();
        });
        return (
          <section key={day.toISOString()} className={styles.day} aria-label={dayLabel.format(day)}>
            <h3 className={styles.dayName}>{dayLabel.format(day)}</h3>
            {events.map((interview) => (
              <Link key={interview.id} to={liveInterviewPath(interview)} className={styles.event}>
                {timeLabel.format(new Date(interview.startsAt ?? ""))} {interview.candidateName}
              </Link>
            ))}
          </section>
        );
      })}
    </div>
  );
}
