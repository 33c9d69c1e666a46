import { path } from "@candor/shared/routes";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ChevronRightIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageFrame, PageHeader, SectionCard } from "../../../components/page-layout/page-layout";
import { SearchField } from "../../../components/search-field/search-field";
import { type Guide, isGuideId, readGuides, searchGuides } from "../lib/help-guides";
import styles from "./guidance.module.css";

/**
 * The built-in help center (issue 18), the default HELP_CENTER_URL: short guides per role,
 * searchable on the page over the guides of the current language; `?guide=<id>` opens one.
 */
export function HelpCenter() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const guides = useMemo(() => readGuides(t), [t]);
  const wanted = searchParams.get("guide");

  if (wanted !== null) {
    const guide = isGuideId(wanted) ? guides.find((g) => g.id === wanted) : undefined;
    return (
      <PageFrame width="narrow">
        <PageHeader
          back={{ to: path("Help"), label: t("help.back") }}
          title={guide ? guide.title : t("help.title")}
          subtitle={guide?.summary}
        />
        <SectionCard>
          {guide ? (
            <ol className={styles.steps}>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : (
            <p role="alert">{t("help.notFound")}</p>
          )}
        </SectionCard>
      </PageFrame>
    );
  }
  return <GuideList guides={guides} />;
}

function GuideList({ guides }: { guides: Guide[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const listId = useId();
  const found = searchGuides(guides, query);
  return (
    <PageFrame width="medium">
      <PageHeader title={t("help.title")} subtitle={t("help.intro")} />
      <SearchField
        label={t("help.searchLabel")}
        placeholder={t("help.searchPlaceholder")}
        value={query}
        onChange={setQuery}
        controls={listId}
        className={styles.search}
      />
      <p className={`${pageBlocks.muted} ${styles.count}`} role="status">
        {found.length === 0
          ? t("help.noResults", { query: query.trim() })
          : t("help.results", { count: found.length })}
      </p>
      <ul id={listId} className={`${pageBlocks.bareList} ${styles.guides}`}>
        {found.map((guide) => (
          <li key={guide.id}>
            <Link className={styles.guideCard} to={path("Help", {}, { guide: guide.id })}>
              <span className={styles.guideTitle}>{guide.title}</span>
              <span className={pageBlocks.muted}>{guide.summary}</span>
              <span className={`${pageBlocks.inlineRow} ${styles.readGuide}`}>
                {t("help.readGuide")}
                <ChevronRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
