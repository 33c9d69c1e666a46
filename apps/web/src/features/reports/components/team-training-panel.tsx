import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/avatar/avatar";
import { ButtonLink } from "../../../components/button/button";
import { PlayIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelLink, PanelState } from "../../../components/panel/panel";
import { topLearnersQueryOptions } from "../api/reports";
import styles from "./reports.module.css";

/** How many learners the dashboard ranks. */
const SHOWN = 5;

/**
 * Team training progress: the members with the most Candor points, with what they watched,
 * completed and earned; before anyone trains, the way into the training area.
 */
export function TeamTrainingPanel() {
  const { t } = useTranslation();
  const report = useQuery(topLearnersQueryOptions(SHOWN));
  return (
    <Panel
      id="training-progress"
      title={t("dashboard.training.title")}
      action={<PanelLink to={path("TrainingHome")}>{t("dashboard.training.open")}</PanelLink>}
    >
      {!report.data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.learners.length === 0 ? (
        <PanelEmpty
          icon={<PlayIcon size={22} />}
          title={t("dashboard.training.emptyTitle")}
          body={t("dashboard.training.emptyBody")}
          action={
            <ButtonLink to={path("TrainingHome")} size="sm" variant="secondary">
              {t("dashboard.training.start")}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <p className={pageBlocks.muted}>
            {[
              t("dashboard.training.summary", {
                count: report.data.team.membersCount,
                learners: report.data.team.learnersCount,
              }),
              t("dashboard.training.teamCertificates", {
                count: report.data.team.certificatesCount,
              }),
            ].join(" · ")}
          </p>
          <ol
            className={`${pageBlocks.stack} ${pageBlocks.bareList}`}
            aria-label={t("dashboard.training.ranking")}
          >
            {report.data.learners.map((learner) => {
              const name = displayName(learner);
              return (
                <li key={learner.id} className={`${pageBlocks.centredWrap} ${styles.learner}`}>
                  <Avatar
                    src={learner.avatar}
                    firstName={learner.firstName}
                    lastName={learner.lastName}
                    size={36}
                    decorative
                  />
                  <div className={`${pageBlocks.column} ${styles.learnerMain}`}>
                    <span className={pageBlocks.itemName}>{name}</span>
                    <span className={pageBlocks.muted}>
                      {[
                        t("dashboard.training.videos", { count: learner.videosWatched }),
                        t("dashboard.training.quizzes", { count: learner.quizzesCompleted }),
                      ].join(" · ")}
                    </span>
                  </div>
                  <div className={`${pageBlocks.stack} ${styles.learnerSide}`}>
                    <span className={`${pageBlocks.smallBold} ${styles.learnerPoints}`}>
                      {t("dashboard.training.points", { count: learner.points })}
                    </span>
                    <span className={pageBlocks.muted}>
                      {t("dashboard.training.certificates", {
                        count: learner.certificatesCount,
                      })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Panel>
  );
}
