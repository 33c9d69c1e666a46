import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CalendarIcon, ClockIcon, VideoIcon } from "../../../components/icons/icons";
import { Modal } from "../../../components/modal/modal";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { type BuilderQuestion, conditionsOf } from "../lib/builder-values";
import { formatDateTime, formatSecondsRange } from "../lib/format";
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
  welcomeMessage: string;
  /** ISO date-time, or null. */
  deadline: string | null;
  questions: readonly BuilderQuestion[];
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The organization's colour on the preview's header, with readable text on it. */
function brandHeaderStyle(color: string | null): CSSProperties | undefined {
  if (!color || !HEX.test(color)) return undefined;
  const [red, green, blue] = [1, 3, 5].map((start) =>
    Number.parseInt(color.slice(start, start + 2), 16),
  ) as [number, number, number];
  const isLight = (red * 299 + green * 587 + blue * 114) / 1000 > 150;
  return { background: color, color: isLight ? "#14201f" : "#ffffff" };
}

/**
 * The interview as a candidate will first see it (what `GET …/public/{uuid}` gives them): the
 * organization's branding, the title and welcome, how many questions, the conditions and the
 * deadline — never the questions' text. Shows the builder's unsaved values.
 */
export function InterviewPreview({
  open,
  onOpenChange,
  branding,
  title,
  welcomeMessage,
  deadline,
  questions,
}: InterviewPreviewProps) {
  const { t, i18n } = useTranslation();
  const conditions = conditionsOf(questions);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("interviews.preview.title")}
      description={t("interviews.preview.lead")}
    >
      <article className={styles.candidateView} aria-label={t("interviews.preview.candidateView")}>
        <header className={styles.brandBar} style={brandHeaderStyle(branding.brandColor)}>
          {branding.logoUrl ? (
            <img src={branding.logoUrl} alt={branding.organizationName} className={styles.logo} />
          ) : (
            <span className={styles.organization}>{branding.organizationName}</span>
          )}
        </header>
        <div className={styles.body}>
          <h3 className={styles.interviewTitle}>
            {title.trim() || t("interviews.preview.untitled")}
          </h3>
          {welcomeMessage ? <RichTextView html={welcomeMessage} /> : null}
          <ul className={styles.facts}>
            <li>
              <VideoIcon size={18} />
              {t("interviews.preview.questionCount", { count: questions.length })}
            </li>
            {conditions ? (
              <>
                <li>
                  <ClockIcon size={18} />
                  {t("interviews.preview.thinkTime", {
                    time: formatSecondsRange(t, conditions.think),
                  })}
                </li>
                <li>
                  <ClockIcon size={18} />
                  {t("interviews.preview.answerTime", {
                    time: formatSecondsRange(t, conditions.answer),
                  })}
                </li>
                <li>
                  <VideoIcon size={18} />
                  {conditions.retakes.min === conditions.retakes.max
                    ? t("interviews.preview.retakes", { count: conditions.retakes.max })
                    : t("interviews.preview.retakesRange", {
                        min: conditions.retakes.min,
                        max: conditions.retakes.max,
                      })}
                </li>
              </>
            ) : null}
            <li>
              <CalendarIcon size={18} />
              {deadline
                ? t("interviews.preview.deadline", {
                    date: formatDateTime(deadline, i18n.language),
                  })
                : t("interviews.preview.noDeadline")}
            </li>
          </ul>
          <p className={styles.note}>{t("interviews.preview.deviceCheck")}</p>
          <Button size="lg" disabled aria-describedby={undefined}>
            {t("interviews.preview.start")}
          </Button>
        </div>
      </article>
    </Modal>
  );
}
