import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import blocks from "../../styles/blocks.module.css";
import { Avatar } from "../avatar/avatar";
import {
  ArrowRightIcon,
  AwardIcon,
  CheckIcon,
  ClockIcon,
  DownloadIcon,
  PlayIcon,
  StarIcon,
  VideoIcon,
} from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { clampPercent, ProgressBar } from "../progress-bar/progress-bar";
import {
  type Course,
  certificateTypeKey,
  courseActionKey,
  courseHref,
  courseStatus,
  isPracticeCourse,
} from "./course";
import styles from "./course-card.module.css";

export type CourseCardSize = "big" | "medium" | "small";

export type CourseCardProps = {
  course: Course;
  size?: CourseCardSize;
  /** Certificate cards: downloads the PDF. Without it the download icon is shown, not a button. */
  onDownloadCertificate?: (course: Course) => void;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Where the card goes, when not where SPEC §2 sends its kind (`courseHref`): a challenging
   * scenario opens its curriculum at a video, a course the plan lacks the not-available page.
   */
  href?: string;
  className?: string;
};

/** Covers are tinted from the slug so neighbouring cards differ without any image. */
function coverTone(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 4;
}

function titleInitials(title: string): [string, string] {
  const words = title.split(/\s+/).filter(Boolean);
  return [words[0] ?? "", words[1] ?? ""];
}

/**
 * A course card (SPEC §2 Cards) in three sizes. The whole card is one link (the button-like
 * label stretches over it); the certificate download is a separate button above that link.
 */
export function CourseCard({
  course,
  size = "medium",
  onDownloadCertificate,
  headingLevel = 3,
  href,
  className,
}: CourseCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = courseStatus(course);
  const progress = clampPercent(course.progress);
  const points = course.candorPoints ?? 0;
  const isPractice = isPracticeCourse(course);
  const isCertificate = Boolean(course.isCertificate);
  const Heading = `h${headingLevel}` as const;
  const CoverIcon = isCertificate ? AwardIcon : isPractice ? PlayIcon : VideoIcon;
  const [first, second] = titleInitials(course.title);

  return (
    <article
      className={[pageBlocks.raisedSurface, pageBlocks.stack, styles.card, styles[size], className]
        .filter(Boolean)
        .join(" ")}
      data-status={status}
      data-kind={isCertificate ? "certificate" : isPractice ? "practice" : "learning"}
      aria-labelledby={titleId}
    >
      <div className={`${blocks.centre} ${styles.cover}`} data-tone={coverTone(course.slug)}>
        <CoverIcon className={styles.coverIcon} size={size === "small" ? 22 : 40} />
        {size === "small" ? null : (
          <Avatar
            className={styles.avatar}
            src={course.avatar}
            firstName={first}
            lastName={second}
            size={size === "big" ? 40 : 32}
          />
        )}
      </div>

      <div className={`${pageBlocks.stack2} ${styles.body}`}>
        <div className={pageBlocks.spreadRow}>
          <span className={`${blocks.caps} ${pageBlocks.subdued}`}>
            {isCertificate
              ? t(certificateTypeKey(course))
              : t(isPractice ? "cards.kindPractice" : "cards.kindLearning")}
          </span>
          <StatusBadge status={status} />
        </div>

        <Heading id={titleId} className={`${pageBlocks.sectionTitle} ${styles.title}`}>
          {course.title}
        </Heading>

        {course.description && size !== "small" ? (
          <p className={`${pageBlocks.muted} ${styles.description}`}>{course.description}</p>
        ) : null}

        <p
          className={`${pageBlocks.inlineRow} ${pageBlocks.muted} ${pageBlocks.semibold} ${styles.points}`}
        >
          <StarIcon size={16} />
          {t("nav.points", { count: points })}
        </p>

        {isCertificate ? null : (
          <div className={blocks.stackGap1}>
            <ProgressBar value={progress} label={t("cards.progress", { progress })} />
            <span className={blocks.fine} aria-hidden="true">
              {t("cards.progress", { progress })}
            </span>
          </div>
        )}

        <div className={`${pageBlocks.row2} ${styles.actions}`}>
          <Link
            to={href ?? courseHref(course)}
            className={`${pageBlocks.inlineRow2} ${styles.cta}`}
          >
            {t(courseActionKey(course))}
            <span className="visually-hidden">: {course.title}</span>
            <ArrowRightIcon size={16} />
          </Link>
          {isCertificate ? (
            onDownloadCertificate ? (
              <button
                type="button"
                className={`${blocks.inlineCentre} ${styles.download}`}
                aria-label={t("cards.downloadCertificate")}
                title={t("cards.downloadCertificate")}
                onClick={() => onDownloadCertificate(course)}
              >
                <DownloadIcon />
              </button>
            ) : (
              <span
                className={`${blocks.inlineCentre} ${styles.download}`}
                data-testid="download-icon"
              >
                <DownloadIcon />
              </span>
            )
          ) : null}
        </div>
      </div>
    </article>
  );
}

function StatusBadge({ status }: { status: ReturnType<typeof courseStatus> }) {
  const { t } = useTranslation();
  if (status === "complete") {
    return (
      <span className={`${pageBlocks.inlineRow} ${styles.badge} ${styles.badgeComplete}`}>
        <CheckIcon size={14} strokeWidth={3} />
        {t("cards.completed")}
      </span>
    );
  }
  if (status === "in_progress") {
    return (
      <span className={`${pageBlocks.inlineRow} ${styles.badge} ${styles.badgeProgress}`}>
        <ClockIcon size={14} />
        {t("cards.inProgress")}
      </span>
    );
  }
  return null;
}

export function BigCourseCard(props: Omit<CourseCardProps, "size">) {
  return <CourseCard {...props} size="big" />;
}

export function MediumCourseCard(props: Omit<CourseCardProps, "size">) {
  return <CourseCard {...props} size="medium" />;
}

export function SmallCourseCard(props: Omit<CourseCardProps, "size">) {
  return <CourseCard {...props} size="small" />;
}
