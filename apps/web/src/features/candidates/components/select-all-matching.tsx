import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";

export type SelectAllMatchingProps = {
  /** Rows on this page (all selected). */
  pageCount: number;
  /** Candidates the filters find, over every page. */
  matchingCount: number;
  allMatching: boolean;
  onSelectAll: () => void;
  onClear: () => void;
};

/**
 * The Gmail pattern: once every row of the page is selected, offer every candidate the filters
 * find, with how many that is; once chosen, say so and offer to clear. Nothing when the page
 * holds every match already.
 */
export function SelectAllMatching({
  pageCount,
  matchingCount,
  allMatching,
  onSelectAll,
  onClear,
}: SelectAllMatchingProps) {
  const { t } = useTranslation();
  if (matchingCount <= pageCount) return null;
  return (
    <p className={pageBlocks.wrapRow}>
      {allMatching ? (
        <>
          <span>{t("candidatesList.allMatchingSelected", { count: matchingCount })}</span>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t("candidateImport.bulk.clear")}
          </Button>
        </>
      ) : (
        <>
          <span>{t("candidatesList.pageSelected", { count: pageCount })}</span>
          <Button size="sm" variant="ghost" onClick={onSelectAll}>
            {t("candidatesList.selectAllMatching", { count: matchingCount })}
          </Button>
        </>
      )}
    </p>
  );
}
