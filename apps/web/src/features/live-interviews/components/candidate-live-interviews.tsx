import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import {
  downloadLiveInterviewCalendar,
  myLiveInterviewsQueryOptions,
} from "../api/candidate-live-interviews";
import { candidatePagePath, formatSlot } from "../time";
import styles from "./live-interviews.module.css";

/**
 * The candidate dashboard's live interviews (issue 13), above the one-way ones: the time in the
 * candidate's zone, Join from 10 minutes before, and the calendar file. Nothing when there are none.
 */
export function CandidateLiveInterviews() {
  const { t, i18n } = useTranslation();
  const interviews = useQuery(myLiveInterviewsQueryOptions);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const [error, setError] = useState<string | null>(null);

  if (interviews.isPending || interviews.isError) return null;
  const upcoming = interviews.data.filter((interview) => interview.status !== "done");
  if (upcoming.length === 0) return null;

  return (
    <section aria-labelledby="candidate-live-title">
      <h2 id="candidate-live-title">{t("liveInterviews.candidate.title")}</h2>
      {error ? <p role="alert">{error}</p> : null}
      <ul className={styles.list}>
        {upcoming.map((interview) => {
          const opensAt = interview.roomOpensAt ? new Date(interview.roomOpensAt).getTime() : null;
          const endsAt = interview.endsAt ? new Date(interview.endsAt).getTime() : null;
          const isOpen =
            interview.status === "scheduled" &&
            interview.locationType === "room" &&
            opensAt !== null &&
            now >= opensAt &&
            (endsAt === null || now <= endsAt);
          return (
            <li key={interview.id} className={styles.row}>
              <div>
                <div className={styles.rowTitle}>{interview.title}</div>
                <div className={styles.muted}>
                  {interview.organization.name} · {interview.positionTitle}
                </div>
              </div>
              <div>
                {interview.startsAt
                  ? formatSlot(interview.startsAt, interview.endsAt, i18n.language)
                  : t("liveInterviews.status.awaiting_candidate")}
                {interview.status === "cancelled" ? (
                  <div className={styles.muted}>{t("liveInterviews.status.cancelled")}</div>
                ) : null}
              </div>
              <div className={styles.actions}>
                {interview.locationType === "room" && interview.status === "scheduled" ? (
                  isOpen ? (
                    <ButtonLink to={candidatePagePath(interview.id)}>
                      {t("liveInterviews.candidate.join")}
                    </ButtonLink>
                  ) : (
                    <Button type="button" disabled>
                      {t("liveInterviews.candidate.join")}
                    </Button>
                  )
                ) : null}
                {interview.startsAt && interview.status === "scheduled" ? (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      setError(null);
                      downloadLiveInterviewCalendar(interview.id).catch(() =>
                        setError(t("liveInterviews.candidate.calendarFailed")),
                      );
                    }}
                  >
                    {t("liveInterviews.candidate.addToCalendar")}
                  </Button>
                ) : null}
              </div>
              {interview.locationType !== "room" && interview.location ? (
                <div className={styles.muted}>
                  {t(`liveInterviews.location.${interview.locationType}`)} · {interview.location}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {upcoming.some((interview) => interview.locationType === "room") ? (
        <p className={styles.muted}>{t("liveInterviews.candidate.joinHint")}</p>
      ) : null}
    </section>
  );
}
