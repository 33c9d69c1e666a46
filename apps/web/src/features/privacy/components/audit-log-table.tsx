import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table/data-table";
import { ListEmpty, ListError, ListLoading } from "../../../components/list-state/list-state";
import { Pagination } from "../../../components/pagination/pagination";
import { type AuditEntry, auditLogQueryOptions } from "../api/privacy";

/** "2 recordings, 1 candidate record": the counts an entry keeps, never content. */
function useCountsText() {
  const { t } = useTranslation();
  return (entry: AuditEntry) =>
    Object.entries(entry.counts)
      .filter(([, value]) => value > 0)
      .map(([key, value]) =>
        t(`privacy.audit.counts.${key}` as "privacy.audit.counts.recordings", {
          count: value,
          defaultValue: `${key}: ${value}`,
        }),
      )
      .join(", ");
}

/** The organization's privacy audit log (admins): what retention and erasure did, newest first. */
export function AuditLogTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQueryOptions(page));
  const countsText = useCountsText();
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
  });

  if (log.isPending) return <ListLoading label={t("privacy.audit.loading")} rows={3} />;
  if (log.isError) {
    return (
      <ListError
        isCompact
        title={t("privacy.audit.loadFailed")}
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (log.data.records.length === 0) {
    return (
      <ListEmpty isCompact title={t("privacy.audit.empty")} body={t("privacy.audit.emptyBody")} />
    );
  }
  const columns = {
    at: t("privacy.audit.columns.at"),
    action: t("privacy.audit.columns.action"),
    by: t("privacy.audit.columns.by"),
    counts: t("privacy.audit.columns.counts"),
  };
  return (
    <>
      <DataTable density="compact" isRefreshing={log.isPlaceholderData}>
        <caption className="visually-hidden">{t("privacy.audit.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.at}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.by}</th>
            <th scope="col">{columns.counts}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.records.map((entry) => (
            <tr key={entry.id}>
              <td data-label={columns.at}>{dateTime.format(new Date(entry.at))}</td>
              <td data-label={columns.action}>{t(`privacy.audit.actions.${entry.action}`)}</td>
              <td data-label={columns.by}>{entry.actorName ?? t("privacy.audit.automatic")}</td>
              <td data-label={columns.counts}>{countsText(entry) || "—"}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {log.data.pagy ? (
        <Pagination pagy={log.data.pagy} onPage={setPage} label={t("privacy.audit.pages")} />
      ) : null}
    </>
  );
}
