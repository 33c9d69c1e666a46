import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { LandingSections } from "../../../features/curricula/components/landing-sections";
import styles from "../../../features/curricula/components/training.module.css";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/** `/training/learn`: every video curriculum — the complete one, the tracks, the scenarios. */
export default function LearnPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("training.learn.documentTitle"));
  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <header className={pageBlocks.stack2}>
        <p className={blocks.eyebrow}>{t("training.learn.eyebrow")}</p>
        <h1 className={pageBlocks.title2xl}>{t("training.learn.title")}</h1>
        <p className={`${blocks.mutedLarge} ${styles.measure}`}>{t("training.learn.lead")}</p>
      </header>
      <LandingSections />
    </div>
  );
}
