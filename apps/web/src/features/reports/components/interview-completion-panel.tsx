import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BarRows } from "../../../components/bar-chart/bar-chart";
import { ChartFigure } from "../../../components/charts/chart-figure";
import { VideoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { type HiringFilters, interviewCompletionQueryOptions } from "../api/hiring-reports";
import { percent } from "./report-format";
import styles from "./reports.module.css";

/**
 * One-way interviews: invitations sent, started and completed (all interviews, then each), and
 * for each interview how many answered each question — where the count drops is where
 * candidates stopped.
 */
export function InterviewCompletionPanel({ filters }: { filters: HiringFilters }) {
  const { t } = useTranslation();
  const report = useQuery(interviewCompletionQueryOptions(filters));
  const data = report.data;
  return (
    <Panel
      id="interview-completion"
      title={t("reportsSection.completion.title")}
      className={styles.wide}
    >
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.invitedCount === 0 ? (
        <PanelEmpty
          icon={<VideoIcon size={22} />}
          title={t("reportsSection.completion.emptyTitle")}
          body={t("reportsSection.completion.emptyBody")}
        />
      ) : (
        <>
          <ChartFigure
            caption={t("reportsSection.completion.invitationsCaption")}
            fileName="invitations"
            table={{
              columns: [
                t("reportsSection.completion.step"),
                t("reportsSection.completion.candidates"),
                t("reportsSection.completion.share"),
              ],
              rows: [
                ["sent", data.invitedCount],
                ["started", data.startedCount],
                ["completed", data.completedCount],
              ].map(([step, value]) => ({
                key: String(step),
                cells: [
                  t(`reportsSection.completion.steps.${step as "sent" | "started" | "completed"}`),
                  Number(value),
                  `${percent(Number(value), data.invitedCount)}%`,
                ],
              })),
            }}
          >
            <BarRows
              data={(["sent", "started", "completed"] as const).map((step) => {
                const value =
                  step === "sent"
                    ? data.invitedCount
                    : step === "started"
                      ? data.startedCount
                      : data.completedCount;
                return {
                  key: step,
                  label: t(`reportsSection.completion.steps.${step}`),
                  value,
                  tone: step === "completed" ? "success" : "brand",
                };
              })}
            />
          </ChartFigure>
          {data.interviews.map((interview) => (
            <section key={interview.id} className={styles.interviewBlock}>
              <h3 className={pageBlocks.smallBold}>
                {t("reportsSection.completion.interviewTitle", {
                  title: interview.title,
                  position: interview.position.title,
                })}
              </h3>
              <p className={pageBlocks.muted}>
                {t("reportsSection.completion.interviewSummary", {
                  invited: interview.invitedCount,
                  started: interview.startedCount,
                  completed: interview.completedCount,
                })}
              </p>
              {interview.questions.length > 0 && interview.startedCount > 0 ? (
                <ChartFigure
                  caption={t("reportsSection.completion.questionsCaption", {
                    title: interview.title,
                  })}
                  fileName={`interview-${interview.id}-questions`}
                  table={{
                    columns: [
                      t("reportsSection.completion.question"),
                      t("reportsSection.completion.answered"),
                      t("reportsSection.completion.ofStarted"),
                    ],
                    rows: interview.questions.map((question) => ({
                      key: String(question.position),
                      cells: [
                        `${question.position + 1}. ${question.text}`,
                        question.answeredCount,
                        `${percent(question.answeredCount, interview.startedCount)}%`,
                      ],
                    })),
                  }}
                >
                  <BarRows
                    data={interview.questions.map((question) => ({
                      key: String(question.position),
                      label: t("reportsSection.completion.questionShort", {
                        number: question.position + 1,
                      }),
                      value: question.answeredCount,
                      display: `${question.answeredCount}/${interview.startedCount}`,
                    }))}
                  />
                </ChartFigure>
              ) : null}
            </section>
          ))}
        </>
      )}
    </Panel>
  );
}
