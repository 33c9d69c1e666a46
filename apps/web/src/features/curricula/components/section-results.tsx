import { path } from "@candor/shared/routes";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { AwardIcon, StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { ProgressBar } from "../../../components/progress-bar/progress-bar";
import type { Curriculum, CurriculumPart } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { partPointsEarned, partProgress } from "../lib/curriculum-navigation";
import styles from "./section-results.module.css";

export type SectionResultsProps = {
  curriculum: Curriculum;
  part: CurriculumPart;
  firstName: string | null | undefined;
  /** 'Continue to Next Section'; absent after the last part. */
  onContinue?: (() => void) | undefined;
};

/**
 * The results of a part (SPEC §2): '{part title} Results', the greeting, the part's completed
 * percentage with a progress bar and the Candor points earned in it, then the next section.
 */
export function SectionResults({ curriculum, part, firstName, onContinue }: SectionResultsProps) {
  const { t } = useTranslation();
  const percent = partProgress(part);
  const points = partPointsEarned(part);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      className={`${pageBlocks.raisedSurface} ${styles.results}`}
      aria-labelledby="section-results-title"
    >
      <h2 id="section-results-title" className={pageBlocks.title2xl} ref={headingRef} tabIndex={-1}>
        {t("curriculum.sectionResults.title", { part: part.title })}
      </h2>
      <p className={blocks.mutedLarge}>
        {firstName
          ? t("curriculum.sectionResults.greeting", { firstName })
          : t("curriculum.sectionResults.greetingNoName")}
      </p>
      <div className={styles.stats}>
        <div className={blocks.gridGap2}>
          <p className={`${pageBlocks.inlineRow2} ${styles.statValue}`}>
            {t("curriculum.sectionResults.completed", { percent })}
          </p>
          <ProgressBar value={percent} label={t("curriculum.sectionResults.progressLabel")} />
        </div>
        <div className={blocks.gridGap2}>
          <p className={`${pageBlocks.inlineRow2} ${styles.statValue}`}>
            <StarIcon size={20} className={pageBlocks.warning} />
            {t("curriculum.sectionResults.pointsEarned", { count: points })}
          </p>
        </div>
      </div>
      <div className={`${pageBlocks.centredWrap} ${styles.actions}`}>
        {onContinue ? (
          <Button size="lg" onClick={onContinue}>
            {t("curriculum.sectionResults.continue")}
          </Button>
        ) : (
          <>
            <p className={`${pageBlocks.subdued} ${styles.done}`}>
              {t("curriculum.sectionResults.courseDone")}
            </p>
            {curriculum.certificateId ? (
              <ButtonLink
                size="lg"
                to={path("Certificate", { certificate: curriculum.certificateId })}
              >
                <AwardIcon size={18} />
                {t("curriculum.sectionResults.viewCertificate")}
              </ButtonLink>
            ) : null}
            <ButtonLink variant="secondary" size="lg" to={path("Learn")}>
              {t("curriculum.sectionResults.backToLearn")}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
