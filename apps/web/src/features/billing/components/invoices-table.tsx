import { formatDate } from "@candor/shared/format";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { DownloadIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { downloadInvoice, invoicesQueryOptions } from "../api/invoices";
import { formatMoney } from "../lib/money";
import styles from "./billing.module.css";

/** The organization's invoices, newest first, a page at a time, each downloadable as a PDF. */
export function InvoicesTable() {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const [page, setPage] = useState(1);
  const invoices = useQuery(invoicesQueryOptions(page));

  if (invoices.isPending) {
    return (
      <p className={pageBlocks.muted} role="status">
        {t("billing.invoices.loading")}
      </p>
    );
  }
  if (!invoices.data) {
    return (
      <div className={`${pageBlocks.row3} ${styles.inlineProblem}`}>
        <p>{t("billing.invoices.loadFailed")}</p>
        <Button size="sm" variant="secondary" onClick={() => void invoices.refetch()}>
          {t("billing.retry")}
        </Button>
      </div>
    );
  }
  const { records, pagy } = invoices.data;
  if (records.length === 0 && page === 1) {
    return <p className={pageBlocks.muted}>{t("billing.invoices.empty")}</p>;
  }

  return (
    <>
      <div className={styles.tableScroll}>
        <table
          className={[styles.table, invoices.isPlaceholderData ? styles.refreshing : null]
            .filter(Boolean)
            .join(" ")}
        >
          <caption className="visually-hidden">{t("billing.invoices.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("billing.invoices.number")}</th>
              <th scope="col">{t("billing.invoices.date")}</th>
              <th scope="col">{t("billing.invoices.description")}</th>
              <th scope="col" className={styles.numeric}>
                {t("billing.invoices.amount")}
              </th>
              <th scope="col">{t("billing.invoices.status")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("billing.invoices.download")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row" className={styles.invoiceNumber}>
                  {invoice.label}
                </th>
                <td data-label={t("billing.invoices.date")}>
                  {formatDate(invoice.issuedAt, i18n.language)}
                </td>
                <td data-label={t("billing.invoices.description")}>
                  {t(`billing.invoices.reasons.${invoice.reason}`, {
                    plan: t(`plans.${invoice.kind}`),
                  })}
                  <span className={styles.period}>
                    {t("billing.invoices.period", {
                      from: formatDate(invoice.periodStart, i18n.language),
                      to: formatDate(invoice.periodEnd, i18n.language),
                    })}
                  </span>
                </td>
                <td data-label={t("billing.invoices.amount")} className={styles.numeric}>
                  {formatMoney(invoice.amountCents, invoice.currency, i18n.language)}
                </td>
                <td data-label={t("billing.invoices.status")}>
                  <span
                    className={`${styles.invoiceStatus} ${styles[`invoice_${invoice.status}`]}`}
                  >
                    {t(`billing.invoices.statuses.${invoice.status}`)}
                  </span>
                </td>
                <td className={styles.downloadCell}>
                  <AsyncButton
                    size="sm"
                    variant="ghost"
                    aria-label={t("billing.invoices.downloadLabel", { label: invoice.label })}
                    onClick={async () => {
                      try {
                        await downloadInvoice(invoice);
                      } catch (error) {
                        push({ type: "danger", message: apiErrorMessage(t, error) });
                      }
                    }}
                  >
                    <DownloadIcon size={16} />
                    {t("billing.invoices.download")}
                  </AsyncButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagy && pagy.pages > 1 ? (
        <nav
          className={`${pageBlocks.row3} ${styles.pager}`}
          aria-label={t("billing.invoices.pages")}
        >
          <Button
            size="sm"
            variant="secondary"
            disabled={!pagy.prev}
            onClick={() => setPage(pagy.prev ?? 1)}
          >
            {t("billing.invoices.previous")}
          </Button>
          <span>{t("billing.invoices.pageOf", { page: pagy.page, pages: pagy.pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={!pagy.next}
            onClick={() => setPage(pagy.next ?? pagy.page)}
          >
            {t("billing.invoices.next")}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
