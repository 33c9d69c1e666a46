import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageHeader } from "../../../components/page-layout/page-layout";
import { CategoriesPanel } from "../../../features/content-library/components/categories-panel";
import styles from "../../../features/content-library/components/content-page.module.css";
import { CustomSetsPanel } from "../../../features/content-library/components/custom-sets-panel";
import { QuestionsPanel } from "../../../features/content-library/components/questions-panel";
import { ScorecardsPanel } from "../../../features/scorecards/components/scorecards-panel";
import { useDocumentTitle } from "../../../lib/use-document-title";

const CONTENT_TABS = ["questions", "categories", "sets", "scorecards"] as const;
type ContentTab = (typeof CONTENT_TABS)[number];

function isContentTab(value: string | null): value is ContentTab {
  return (CONTENT_TABS as readonly (string | null)[]).includes(value);
}

/**
 * `/hire/content` (admins, HR managers — SPEC §6): the question library (Candor's and the
 * organization's), categories, custom sets and scorecards. The tab is in the address
 * (`?tab=sets`), so Back and a shared link open the same one.
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: ContentTab = isContentTab(requested) ? requested : "questions";
  useDocumentTitle(t("contentLibrary.documentTitle"));

  return (
    <div className={`${pageBlocks.stack5} ${styles.page}`}>
      <PageHeader title={t("contentLibrary.title")} subtitle={t("contentLibrary.lead")} />
      <Tabs.Root
        className={pageBlocks.column4}
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === "questions" ? {} : { tab: value }, { replace: true })
        }
      >
        <Tabs.List className={styles.list} aria-label={t("contentLibrary.tabsLabel")}>
          {CONTENT_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.trigger}>
              {t(`contentLibrary.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="questions" className={`${pageBlocks.raisedSurface} ${styles.card}`}>
          <QuestionsPanel />
        </Tabs.Content>
        <Tabs.Content value="categories" className={`${pageBlocks.raisedSurface} ${styles.card}`}>
          <CategoriesPanel />
        </Tabs.Content>
        <Tabs.Content value="sets" className={`${pageBlocks.raisedSurface} ${styles.card}`}>
          <CustomSetsPanel />
        </Tabs.Content>
        <Tabs.Content value="scorecards" className={`${pageBlocks.raisedSurface} ${styles.card}`}>
          <ScorecardsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
