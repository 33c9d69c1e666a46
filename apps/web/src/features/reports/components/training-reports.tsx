import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BarRows } from "../../../components/bar-chart/bar-chart";
import { ChartFigure } from "../../../components/charts/chart-figure";
import formStyles from "../../../components/form/form.module.css";
import { AwardIcon, PlayIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import {
  certificatesReportQueryOptions,
  learnReportQueryOptions,
  practiceReportQueryOptions,
  reportMemberChoicesQueryOptions,
} from "../api/hiring-reports";
import styles from "./reports.module.css";

/** The member picker of the training reports: the whole team, or one member's own page. */
export function MemberPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (memberId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const members = useQuery(reportMemberChoicesQueryOptions);
  return (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <label htmlFor={id}>{t("reportsSection.training.member")}</label>
        <select
          id={id}
          className={formStyles.input}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{t("reportsSection.training.wholeTeam")}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Learn and practice progress per curriculum or set, as bars of average progress. */
function ProgressPanel({ kind, userId }: { kind: "learn" | "practice"; userId?: string }) {
  const { t } = useTranslation();
  const report = useQuery(
    kind === "learn" ? learnReportQueryOptions(userId) : practiceReportQueryOptions(userId),
  );
  const rows = report.data;
  return (
    <Panel id={`training-${kind}`} title={t(`reportsSection.training.${kind}Title`)}>
      {!rows ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : rows.every((row) => row.startedCount === 0) ? (
        <PanelEmpty
          icon={<PlayIcon size={22} />}
          title={t("reportsSection.training.emptyTitle")}
          body={t("reportsSection.training.emptyBody")}
        />
      ) : (
        <ChartFigure
          caption={t(`reportsSection.training.${kind}Caption`)}
          fileName={`training-${kind}`}
          table={{
            columns: [
              t("reportsSection.training.item"),
              t("reportsSection.training.started"),
              t("reportsSection.training.completed"),
              t("reportsSection.training.progress"),
            ],
            rows: rows.map((row) => ({
              key: row.id,
              cells: [row.title, row.startedCount, row.completedCount, `${row.averageProgress}%`],
            })),
          }}
        >
          <BarRows
            data={rows.map((row) => ({
              key: row.id,
              label: row.title,
              value: row.averageProgress,
              display: `${row.averageProgress}%`,
              tone: row.averageProgress >= 100 ? "success" : "brand",
            }))}
          />
        </ChartFigure>
      )}
    </Panel>
  );
}

function CertificatesPanel({ userId }: { userId?: string }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(certificatesReportQueryOptions(userId));
  const data = report.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <Panel id="training-certificates" title={t("reportsSection.training.certificatesTitle")}>
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.records.length === 0 ? (
        <PanelEmpty
          icon={<AwardIcon size={22} />}
          title={t("reportsSection.training.noCertificatesTitle")}
          body={t("reportsSection.training.noCertificatesBody")}
        />
      ) : (
        <ChartFigure
          caption={t("reportsSection.training.certificatesCaption")}
          fileName="certificates"
          table={{
            columns: [
              t("reportsSection.training.holder"),
              t("reportsSection.training.certificate"),
              t("reportsSection.training.issued"),
            ],
            rows: data.records.map((row) => ({
              key: row.id,
              cells: [
                `${row.holder.firstName} ${row.holder.lastName}`.trim(),
                row.title,
                row.issuedAt.slice(0, 10),
              ],
            })),
          }}
        >
          <ul className={styles.pendingList}>
            {data.records.slice(0, 10).map((row) => (
              <li key={row.id} className={styles.pendingItem}>
                <span>
                  <span className={pageBlocks.smallBold}>
                    {`${row.holder.firstName} ${row.holder.lastName}`.trim()}
                  </span>{" "}
                  · {row.title}
                </span>
                <span className={pageBlocks.muted}>{date.format(new Date(row.issuedAt))}</span>
              </li>
            ))}
          </ul>
        </ChartFigure>
      )}
    </Panel>
  );
}

/** Learn, practice and certificates of the team, or of one member (`userId`). */
export function TrainingReports({ userId }: { userId?: string }) {
  return (
    <div className={styles.reportGrid}>
      <ProgressPanel kind="learn" userId={userId} />
      <ProgressPanel kind="practice" userId={userId} />
      <CertificatesPanel userId={userId} />
    </div>
  );
}
