import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { PlusIcon, VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { positionInterviewsQueryOptions } from "../api/interviews";
import styles from "./position-interviews.module.css";

/**
 * The "Pre-recorded interviews" section of a position's page (managers): its interviews with
 * their candidates by status, and the way to build another.
 */
export function PositionInterviews({ positionId }: { positionId: string }) {
  const { t, i18n } = useTranslation();
  const interviews = useQuery(positionInterviewsQueryOptions(positionId));
  const build = (
    <ButtonLink size="sm" to={path("BuildPreRecordedInterview", { id: positionId })}>
      <PlusIcon size={16} />
      {t("interviews.position.build")}
    </ButtonLink>
  );

  return (
    <section
      className={`${pageBlocks.stack3} ${pageBlocks.raisedSurface} ${styles.section}`}
      aria-labelledby="position-interviews-title"
    >
      <div className={pageBlocks.spreadRow}>
        <h2 id="position-interviews-title" className={pageBlocks.sectionTitle}>
          {t("interviews.position.title")}
        </h2>
        {interviews.data && interviews.data.records.length > 0 ? build : null}
      </div>
      {interviews.isPending ? (
        <p className={pageBlocks.muted} role="status">
          {t("interviews.position.loading")}
        </p>
      ) : !interviews.data ? (
        <div className={`${pageBlocks.stack2} ${pageBlocks.error} ${styles.problem}`}>
          <p>{apiErrorMessage(t, interviews.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void interviews.refetch()}>
            {t("interviews.retry")}
          </Button>
        </div>
      ) : interviews.data.records.length === 0 ? (
        <div className={`${pageBlocks.stack2} ${styles.empty}`}>
          <VideoIcon size={24} />
          <p>{t("interviews.position.empty")}</p>
          {build}
        </div>
      ) : (
        <ul className={pageBlocks.list}>
          {interviews.data.records.map((interview) => (
            <li key={interview.id} className={`${pageBlocks.stack} ${styles.item}`}>
              <Link
                className={pageBlocks.itemName}
                to={path("PreRecordedInterview", {
                  positionId,
                  preRecordedInterviewId: interview.id,
                })}
              >
                {interview.title}
              </Link>
              <span className={pageBlocks.muted}>
                {[
                  t("interviews.page.questionCount", { count: interview.questions.length }),
                  t("interviews.position.candidates", { count: interview.candidatesCount }),
                  t("interviews.position.completed", {
                    count:
                      interview.candidatesCountByStatus.completed +
                      interview.candidatesCountByStatus.reviewed,
                  }),
                  interview.deadline
                    ? t("interviews.position.deadline", {
                        date: formatDate(interview.deadline, i18n.language),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
