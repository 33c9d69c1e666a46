import type { Pagy } from "@candor/shared/schemas/jsonapi";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./pagination.module.css";

export type PaginationProps = {
  pagy: Pagy;
  onPage: (page: number) => void;
  /** The navigation's accessible name, e.g. "Question pages". */
  label: string;
  /** The count stopped at a cap (`meta.count_capped`): "of 1,000+", and no last page to name. */
  countCapped?: boolean;
};

/** "1–20 of 45" and Previous / Page 1 of 3 / Next, from a list's `meta.pagy` ("of 1,000+" past a cap). */
export function Pagination({ pagy, onPage, label, countCapped = false }: PaginationProps) {
  const { t, i18n } = useTranslation();
  if (pagy.count === 0) return null;
  return (
    <nav className={`${pageBlocks.spreadRow} ${styles.pagination}`} aria-label={label}>
      <span className={pageBlocks.subdued}>
        {countCapped
          ? t("pagination.rangeCapped", {
              from: pagy.from,
              to: pagy.to,
              count: new Intl.NumberFormat(i18n.language).format(pagy.count),
            })
          : t("pagination.range", { from: pagy.from, to: pagy.to, count: pagy.count })}
      </span>
      {pagy.pages > 1 ? (
        <span className={pageBlocks.inlineRow2}>
          <Button
            size="sm"
            variant="secondary"
            disabled={pagy.prev === null}
            onClick={() => pagy.prev !== null && onPage(pagy.prev)}
          >
            <ChevronLeftIcon size={16} />
            {t("pagination.previous")}
          </Button>
          <span className={pageBlocks.subdued}>
            {countCapped
              ? t("pagination.page", { page: pagy.page })
              : t("pagination.pageOf", { page: pagy.page, pages: pagy.pages })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={pagy.next === null}
            onClick={() => pagy.next !== null && onPage(pagy.next)}
          >
            {t("pagination.next")}
            <ChevronRightIcon size={16} />
          </Button>
        </span>
      ) : null}
    </nav>
  );
}
