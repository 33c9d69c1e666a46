import { displayName, formatPlaybackTime } from "@candor/shared/format";
import { ANSWER_COMMENT_MAX_LENGTH } from "@candor/shared/schemas/reviews";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { PlayIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import blocks from "../../../styles/blocks.module.css";
import {
  answerCommentsQueryOptions,
  type ReviewQuestion,
  useAddAnswerComment,
  useDeleteAnswerComment,
} from "../api/review";
import styles from "./review.module.css";

/** The playback speeds a reviewer may choose. */
const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

type Person = { id: string; firstName: string; lastName: string; email: string };

function nameOf(person: Person | null, fallback: string): string {
  if (!person) return fallback;
  return displayName(person);
}

export type AnswerPlayerProps = {
  question: ReviewQuestion;
  /** The signed-in member: their own comments can be deleted. */
  userId: string;
  /** Fetches fresh signed URLs (they are short-lived) when a video fails to load. */
  onReloadVideos: () => void;
};

/**
 * One question beside its answer: the video (HTML5, the signed URL as recorded) with a playback
 * speed, comments pinned to moments of it — add one at the current time, click one to play from
 * there.
 */
export function AnswerPlayer({ question, userId, onReloadVideos }: AnswerPlayerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const answer = question.answer;
  const number = question.position + 1;

  return (
    <article
      className={`${pageBlocks.raisedSurface} ${styles.answerCard}`}
      aria-labelledby={`${baseId}-title`}
    >
      <div className={pageBlocks.column2}>
        <h3 id={`${baseId}-title`} className={`${pageBlocks.stack} ${styles.questionTitle}`}>
          <span className={styles.questionNumber}>
            {t("reviews.answers.questionN", { position: number })}
          </span>
          {question.text}
        </h3>
        <p className={pageBlocks.muted}>
          {t("reviews.answers.conditions", {
            think: formatPlaybackTime(question.thinkTimeSeconds),
            answer: formatPlaybackTime(question.answerTimeSeconds),
            count: question.retakesAllowed,
          })}
        </p>
        {answer ? (
          <p className={pageBlocks.muted}>
            {[
              answer.durationSeconds !== null
                ? t("reviews.answers.duration", {
                    time: formatPlaybackTime(answer.durationSeconds),
                  })
                : null,
              t("reviews.answers.takes", { count: answer.takesUsed }),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        ) : null}
      </div>
      <div className={styles.videoSide}>
        {answer?.audioUrl ? (
          // Blind first pass (decision 0045): the audio only; the picture is never sent.
          <AnswerVideo
            key={`${answer.id}-audio`}
            kind="audio"
            answerId={answer.id}
            videoUrl={answer.audioUrl}
            contentType={answer.audioContentType}
            userId={userId}
            label={t("fairReview.blind.audioLabel", { position: number })}
            commentsLabel={t("reviews.comments.titleFor", { position: number })}
            onReload={onReloadVideos}
          />
        ) : answer?.audioUnavailable ? (
          <p className={`${blocks.centre} ${styles.noAnswer}`} role="status">
            {t("fairReview.blind.audioUnavailable")}
          </p>
        ) : answer?.videoUrl ? (
          <AnswerVideo
            key={answer.id}
            answerId={answer.id}
            videoUrl={answer.videoUrl}
            contentType={answer.contentType}
            userId={userId}
            label={t("reviews.answers.videoLabel", { position: number })}
            commentsLabel={t("reviews.comments.titleFor", { position: number })}
            onReload={onReloadVideos}
          />
        ) : answer?.text ? (
          // A written answer (the text-answers accommodation, issue 17), where the video would be.
          <figure className={styles.textAnswer}>
            <figcaption className={styles.textAnswerLabel}>
              {t("candidateTrust.review.textAnswer")}
            </figcaption>
            <p>{answer.text}</p>
          </figure>
        ) : (
          <p className={`${blocks.centre} ${styles.noAnswer}`}>{t("reviews.answers.noAnswer")}</p>
        )}
      </div>
    </article>
  );
}

function AnswerVideo({
  kind = "video",
  answerId,
  videoUrl,
  contentType,
  userId,
  label,
  commentsLabel,
  onReload,
}: {
  /** `audio` in a blind first pass: an audio element, no picture. */
  kind?: "video" | "audio";
  answerId: string;
  videoUrl: string;
  contentType: string | null;
  userId: string;
  label: string;
  commentsLabel: string;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const video = useRef<HTMLMediaElement | null>(null);
  const setMedia = (element: HTMLMediaElement | null) => {
    video.current = element;
  };
  const [rate, setRate] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const comments = useQuery(answerCommentsQueryOptions(answerId));
  const add = useAddAnswerComment(answerId);
  const remove = useDeleteAnswerComment(answerId);

  function playFrom(seconds: number) {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    setCurrentTime(seconds);
    // A browser may refuse to play without a gesture it trusts; the reviewer presses Play then.
    void element.play()?.catch(() => undefined);
  }

  async function addComment(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) {
      setProblem(t("reviews.comments.required"));
      return;
    }
    setProblem(null);
    const at = Math.round((video.current?.currentTime ?? currentTime) * 10) / 10;
    try {
      await add.mutateAsync({ timestamp_seconds: at, body });
      setDraft("");
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  const records = [...(comments.data ?? [])].sort(
    (left, right) => left.timestampSeconds - right.timestampSeconds,
  );

  return (
    <div className={pageBlocks.stack2}>
      {hasFailed ? (
        <div className={`${pageBlocks.stack2} ${styles.videoProblem}`} role="alert">
          <p>{t("reviews.answers.videoFailed")}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setHasFailed(false);
              onReload();
            }}
          >
            {t("reviews.answers.reloadVideo")}
          </Button>
        </div>
      ) : kind === "audio" ? (
        // biome-ignore lint/a11y/useMediaCaption: candidates' recorded answers have no captions
        <audio
          ref={setMedia}
          className={styles.audio}
          controls
          preload="metadata"
          aria-label={label}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = rate;
          }}
          onError={() => setHasFailed(true)}
        >
          <source src={videoUrl} {...(contentType ? { type: contentType } : {})} />
        </audio>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: candidates' recorded answers have no captions
        <video
          ref={setMedia}
          className={styles.video}
          controls
          preload="metadata"
          playsInline
          aria-label={label}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = rate;
          }}
          onError={() => setHasFailed(true)}
        >
          <source src={videoUrl} {...(contentType ? { type: contentType } : {})} />
        </video>
      )}
      <div className={pageBlocks.row2}>
        <label htmlFor={`${baseId}-rate`} className={`${pageBlocks.muted} ${pageBlocks.semibold}`}>
          {t("reviews.answers.speed")}
        </label>
        <select
          id={`${baseId}-rate`}
          className={pageBlocks.control}
          value={rate}
          onChange={(event) => {
            const next = Number(event.target.value);
            setRate(next);
            if (video.current) video.current.playbackRate = next;
          }}
        >
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {t("reviews.answers.rate", { value })}
            </option>
          ))}
        </select>
      </div>

      <section className={pageBlocks.stack2} aria-label={commentsLabel}>
        {comments.isPending ? (
          <p className={pageBlocks.muted} role="status">
            {t("reviews.comments.loading")}
          </p>
        ) : comments.isError ? (
          <p className={pageBlocks.error} role="alert">
            {apiErrorMessage(t, comments.error)}
          </p>
        ) : records.length === 0 ? (
          <p className={pageBlocks.muted}>{t("reviews.comments.empty")}</p>
        ) : (
          <ul className={pageBlocks.list2}>
            {records.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <button
                  type="button"
                  className={`${pageBlocks.youBadge} ${styles.timestamp}`}
                  onClick={() => playFrom(comment.timestampSeconds)}
                  aria-label={t("reviews.comments.playFrom", {
                    time: formatPlaybackTime(comment.timestampSeconds),
                  })}
                >
                  <PlayIcon size={12} />
                  {formatPlaybackTime(comment.timestampSeconds)}
                </button>
                <div className={styles.commentText}>
                  <span className={pageBlocks.semibold}>
                    {nameOf(comment.author, t("reviews.formerMember"))}
                  </span>
                  <p>{comment.body}</p>
                </div>
                {comment.author?.id === userId ? (
                  <button
                    type="button"
                    className={`${pageBlocks.iconButton} ${styles.iconButton}`}
                    disabled={remove.isPending}
                    aria-label={t("reviews.comments.delete", {
                      time: formatPlaybackTime(comment.timestampSeconds),
                    })}
                    onClick={() => remove.mutate(comment.id)}
                  >
                    <TrashIcon size={16} />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <form
          className={`${pageBlocks.wrapRow} ${styles.commentForm}`}
          onSubmit={addComment}
          noValidate
        >
          <label htmlFor={`${baseId}-comment`} className="visually-hidden">
            {t("reviews.comments.label", { time: formatPlaybackTime(currentTime) })}
          </label>
          <input
            id={`${baseId}-comment`}
            className={formStyles.input}
            value={draft}
            maxLength={ANSWER_COMMENT_MAX_LENGTH}
            placeholder={t("reviews.comments.placeholder")}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${baseId}-comment-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {t("reviews.comments.add", { time: formatPlaybackTime(currentTime) })}
          </Button>
          {problem ? (
            <p
              id={`${baseId}-comment-error`}
              className={`${pageBlocks.error} ${styles.error}`}
              role="alert"
            >
              {problem}
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}
