import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConditionsList } from "../../../components/interview-intro/conditions-list";
import { InterviewHeader } from "../../../components/interview-intro/interview-header";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { brandStyle } from "../../../lib/branding";
import { summarizeConditions } from "../../../lib/interview-conditions";
import type { BuilderQuestion } from "../lib/builder-values";
import styles from "./interview-preview.module.css";

export type PreviewBranding = {
  organizationName: string;
  /** `#rrggbb`; null keeps Candor's colours. */
  brandColor: string | null;
  logoUrl: string | null;
};

export type InterviewPreviewProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branding: PreviewBranding;
  title: string;
  positionTitle: string;
  welcomeMessage: string;
  /** ISO date-time, or null. */
  deadline: string | null;
  questions: readonly BuilderQuestion[];
};

/**
 * The interview as a candidate will first see it at its link, built from the candidate pages'
 * own pieces (header, conditions, branding): the organization's colours and logo, the title and
 * welcome, how many questions and under which conditions, the deadline — never the questions'
 * text. Shows the builder's unsaved values; nothing can be started or recorded here.
 */
export function InterviewPreview({
  open,
  onOpenChange,
  branding,
  title,
  positionTitle,
  welcomeMessage,
  deadline,
  questions,
}: InterviewPreviewProps) {
  const { t } = useTranslation();
  const summary = summarizeConditions(
    questions.map((question) => ({
      thinkTimeSeconds: question.think_time_seconds,
      answerTimeSeconds: question.answer_time_seconds,
      retakesAllowed: question.retakes_allowed,
    })),
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("interviews.preview.title")}
      description={t("interviews.preview.lead")}
    >
      <article
        className={`${pageBlocks.stack4} ${styles.candidateView}`}
        style={brandStyle(branding.brandColor)}
        aria-label={t("interviews.preview.candidateView")}
      >
        <InterviewHeader
          organization={{ name: branding.organizationName, logoUrl: branding.logoUrl }}
          title={title.trim() || t("interviews.preview.untitled")}
          positionTitle={positionTitle}
        />
        <section className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}>
          {welcomeMessage ? <RichTextView html={welcomeMessage} /> : null}
          <h2 className={pageBlocks.sectionTitle}>
            {t("candidateInterviews.session.conditionsTitle")}
          </h2>
          {questions.length > 0 ? (
            <ConditionsList summary={summary} deadline={deadline} />
          ) : (
            <p className={pageBlocks.subdued}>{t("interviews.preview.noQuestions")}</p>
          )}
          <p className={pageBlocks.subdued}>
            {t("candidateInterviews.landing.accommodationsNote")}
          </p>
          <p className={introStyles.note}>{t("interviews.preview.deviceCheck")}</p>
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button size="lg" disabled>
              {t("candidateInterviews.landing.start")}
            </Button>
          </div>
        </section>
      </article>
    </Modal>
  );
}
