import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { AwardIcon, StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { PracticeInterview } from "../api/practice-interviews";
import styles from "./practice.module.css";

/** The end of a practice set: points earned, the "Practice set" certificate, what next. */
export function PracticeComplete({
  interview,
  certificateId,
  onReview,
  onReset,
}: {
  interview: PracticeInterview;
  certificateId: string | null;
  onReview: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (interview.questionsCount === 0) {
    return (
      <section className={`${pageBlocks.raisedSurface} ${pageBlocks.stack4} ${styles.step}`}>
        <h2 className={pageBlocks.titleXl}>{t("practice.interview.noQuestions")}</h2>
        <div className={`${pageBlocks.endActions} ${styles.stepActions}`}>
          <ButtonLink to={path("Practice")} variant="secondary">
            {t("practice.interview.backToSets")}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section
      className={`${pageBlocks.raisedSurface} ${pageBlocks.stack4} ${styles.complete}`}
      aria-labelledby="practice-step-heading"
    >
      <span className={`${blocks.medallion} ${blocks.centre}`}>
        <AwardIcon size={36} />
      </span>
      <h2 id="practice-step-heading" className={pageBlocks.titleXl} tabIndex={-1}>
        {t("practice.complete.title")}
      </h2>
      <p className={pageBlocks.subdued}>
        {t("practice.complete.body", { title: interview.title })}
      </p>
      <p className={`${pageBlocks.inlineRow} ${pageBlocks.smallBold} ${styles.feedbackPoints}`}>
        <StarIcon size={16} />
        {t("practice.complete.points", {
          points: interview.userPoints,
          total: interview.candorPoints,
        })}
      </p>
      {certificateId ? (
        <div className={`${pageBlocks.stack3} ${styles.certificateNote}`}>
          <p>
            <span className={`${blocks.caps} ${styles.certificateType}`}>
              {t("cards.certificateTypePractice")}
            </span>
            {t("practice.complete.certificate")}
          </p>
          <ButtonLink to={path("Certificate", { certificate: certificateId })}>
            <AwardIcon size={16} />
            {t("practice.complete.viewCertificate")}
          </ButtonLink>
        </div>
      ) : null}
      <div className={`${pageBlocks.endActions} ${styles.stepActions}`} data-align="center">
        <Button variant="secondary" onClick={onReview}>
          {t("practice.complete.review")}
        </Button>
        <Button variant="secondary" onClick={onReset}>
          {t("practice.reset.action")}
        </Button>
        <ButtonLink to={path("Practice")} variant="ghost">
          {t("practice.interview.backToSets")}
        </ButtonLink>
      </div>
    </section>
  );
}
