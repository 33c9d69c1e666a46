import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { DownloadIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import styles from "./lesson-tabs.module.css";

/** The three templates of "Other Resources" (SPEC §2), real PDFs served by Candor. */
export const OTHER_RESOURCES = [
  { key: "interviewQuestionsGuide", href: "/resources/interview-questions-guide.pdf" },
  { key: "positionProfileTemplate", href: "/resources/position-profile-template.pdf" },
  { key: "interviewScorecardTemplate", href: "/resources/interview-scorecard-template.pdf" },
] as const;

/** Paragraphs of a transcript: separated by blank lines. */
function paragraphsOf(transcript: string): string[] {
  return transcript
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Below the player: the video's transcript and the downloadable templates. */
export function LessonTabs({ transcript }: { transcript: string }) {
  const { t } = useTranslation();
  const paragraphs = paragraphsOf(transcript);
  return (
    <Tabs.Root defaultValue="transcript" className={blocks.gridGap3}>
      <Tabs.List className={styles.list} aria-label={t("curriculum.tabs.label")}>
        <Tabs.Trigger value="transcript" className={styles.trigger}>
          {t("curriculum.tabs.transcript")}
        </Tabs.Trigger>
        <Tabs.Trigger value="resources" className={styles.trigger}>
          {t("curriculum.tabs.resources")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="transcript" className={styles.panel}>
        {paragraphs.length === 0 ? (
          <p className={pageBlocks.subdued}>{t("curriculum.noTranscript")}</p>
        ) : (
          <div className={`${blocks.gridGap3} ${styles.transcript}`}>
            {paragraphs.map((paragraph, index) => (
              // Paragraphs have no identity of their own; their order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </Tabs.Content>
      <Tabs.Content value="resources" className={styles.panel}>
        <p className={pageBlocks.subdued}>{t("curriculum.resources.intro")}</p>
        <ul className={`${pageBlocks.bareList} ${blocks.gridGap2} ${styles.resources}`}>
          {OTHER_RESOURCES.map(({ key, href }) => (
            <li key={key}>
              <a className={`${pageBlocks.row3} ${styles.resource}`} href={href} download>
                <DownloadIcon size={18} />
                <span className={`${pageBlocks.semibold} ${styles.resourceName}`}>
                  {t(`curriculum.resources.${key}`)}
                </span>
                {/* A file format, the same in every language. */}
                <span className={`${blocks.pill} ${styles.format}`} aria-hidden="true">
                  PDF
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
