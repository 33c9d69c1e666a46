import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MediumCourseCard } from "../../../components/course-card/course-card";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import {
  CardSkeletons,
  SectionEmpty,
  SectionError,
} from "../../../features/curricula/components/section-state";
import styles from "../../../features/curricula/components/training.module.css";
import { practiceInterviewsQueryOptions } from "../../../features/practice-interviews/api/practice-interviews";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/**
 * `/training/practice`: the practice sets (cards with `certificateResourceType` MockInterview).
 * Each opens a mock interview in which the learner plays the interviewer.
 */
export default function PracticePage() {
  const { t } = useTranslation();
  const sets = useQuery(practiceInterviewsQueryOptions);
  useDocumentTitle(t("practice.documentTitle"));

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <header className={pageBlocks.stack2}>
        <p className={blocks.eyebrow}>{t("practice.eyebrow")}</p>
        <h1 className={pageBlocks.title2xl}>{t("practice.title")}</h1>
        <p className={`${blocks.mutedLarge} ${styles.measure}`}>{t("practice.lead")}</p>
      </header>

      <section className={pageBlocks.stack4} aria-label={t("practice.listLabel")}>
        {sets.isPending ? (
          <CardSkeletons count={3} />
        ) : sets.isError ? (
          <SectionError error={sets.error} onRetry={() => void sets.refetch()} />
        ) : sets.data.length === 0 ? (
          <SectionEmpty>{t("practice.empty")}</SectionEmpty>
        ) : (
          <ul className={styles.grid}>
            {sets.data.map((set) => (
              <li key={set.id}>
                <MediumCourseCard course={set} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
