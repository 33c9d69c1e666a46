import { Accordion } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CheckCircleIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PlayIcon,
} from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { ProgressBar } from "../../../components/progress-bar/progress-bar";
import { formatTimestamp } from "../../../lib/format-time";
import type { Curriculum, CurriculumVideo, Quiz } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { type CurriculumView, locateVideo } from "../lib/curriculum-navigation";
import styles from "./curriculum-sidebar.module.css";

export type CurriculumSidebarProps = {
  curriculum: Curriculum;
  view: CurriculumView | null;
  isCollapsed: boolean;
  onToggle: () => void;
  onSelectVideo: (videoId: string) => void;
  onSelectQuiz: (videoId: string, quizId: string) => void;
};

export const SIDEBAR_CONTENT_ID = "curriculum-contents";

type VideoState = "completed" | "selected" | "play";

function videoState(video: CurriculumVideo, view: CurriculumView | null): VideoState {
  if (video.isWatched) return "completed";
  return view?.kind === "video" && view.videoId === video.id ? "selected" : "play";
}

function VideoStateIcon({ state }: { state: VideoState }) {
  if (state === "completed") return <CheckCircleIcon size={18} />;
  return <PlayIcon size={18} />;
}

/**
 * The left panel of the curriculum page (SPEC §2): title, progress bar and an accordion of parts
 * numbered from 1, each listing its videos (title, duration, state icon) and their quizzes or
 * practices with their question counts. Collapsible.
 */
export function CurriculumSidebar({
  curriculum,
  view,
  isCollapsed,
  onToggle,
  onSelectVideo,
  onSelectQuiz,
}: CurriculumSidebarProps) {
  const { t } = useTranslation();
  const parts = curriculum.curriculumParts;
  const viewVideoId = view && view.kind !== "section-results" ? view.videoId : null;
  const currentPartId =
    (viewVideoId ? locateVideo(parts, viewVideoId)?.part.id : null) ??
    (view?.kind === "section-results" ? view.partId : parts[0]?.id);
  const [openParts, setOpenParts] = useState<string[]>(currentPartId ? [currentPartId] : []);
  // The part of what is on screen opens when the learner moves into it.
  const [shownPartId, setShownPartId] = useState(currentPartId);
  if (currentPartId !== shownPartId) {
    setShownPartId(currentPartId);
    if (currentPartId && !openParts.includes(currentPartId)) {
      setOpenParts([...openParts, currentPartId]);
    }
  }
  const hasVideos = parts.some((part) => part.curriculumVideos.length > 0);

  return (
    <aside
      className={`${pageBlocks.column} ${styles.panel}`}
      data-collapsed={isCollapsed || undefined}
      aria-label={t("curriculum.panel")}
    >
      <div className={styles.head}>
        <h1 className={`${pageBlocks.sectionTitle} ${styles.title}`}>{curriculum.title}</h1>
        <button
          type="button"
          className={`${blocks.inlineCentre} ${styles.toggle}`}
          aria-expanded={!isCollapsed}
          aria-controls={SIDEBAR_CONTENT_ID}
          aria-label={t(isCollapsed ? "curriculum.expandPanel" : "curriculum.collapsePanel")}
          title={t(isCollapsed ? "curriculum.expandPanel" : "curriculum.collapsePanel")}
          onClick={onToggle}
        >
          <span className={styles.toggleWide}>
            {isCollapsed ? <ChevronRightIcon size={18} /> : <ChevronLeftIcon size={18} />}
          </span>
          <span className={styles.toggleNarrow}>
            <ChevronDownIcon size={18} />
          </span>
        </button>
      </div>

      <div
        id={SIDEBAR_CONTENT_ID}
        className={`${pageBlocks.stack3} ${styles.body}`}
        hidden={isCollapsed}
      >
        <div className={styles.progress}>
          <span className={pageBlocks.muted}>
            {t("curriculum.progress", { percent: curriculum.progress })}
          </span>
          <ProgressBar
            value={curriculum.progress}
            label={t("curriculum.progress", { percent: curriculum.progress })}
          />
        </div>

        {hasVideos ? (
          <Accordion.Root
            type="multiple"
            value={openParts}
            onValueChange={setOpenParts}
            className={blocks.gridGap2}
          >
            {parts.map((part, partIndex) => (
              <Accordion.Item key={part.id} value={part.id} className={styles.part}>
                {/* Parts are the sections under the curriculum's title (h1). */}
                <Accordion.Header asChild>
                  <h2 className={styles.partHeader}>
                    <Accordion.Trigger className={`${pageBlocks.row2} ${styles.partTrigger}`}>
                      <span
                        className={`${blocks.inlineCentre} ${styles.partNumber}`}
                        aria-hidden="true"
                      >
                        {partIndex + 1}
                      </span>
                      <span className={styles.partTitle}>
                        <span className="visually-hidden">
                          {t("curriculum.partLabel", { number: partIndex + 1 })}:{" "}
                        </span>
                        {part.title}
                      </span>
                      <ChevronDownIcon size={18} className={styles.chevron} />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className={styles.partContent}>
                  {part.curriculumVideos.length === 0 ? (
                    <p className={`${pageBlocks.muted} ${styles.empty}`}>
                      {t("curriculum.noVideos")}
                    </p>
                  ) : (
                    <ul className={`${pageBlocks.bareList} ${styles.videos}`}>
                      {part.curriculumVideos.map((video) => (
                        <VideoEntry
                          key={video.id}
                          video={video}
                          view={view}
                          onSelectVideo={onSelectVideo}
                          onSelectQuiz={onSelectQuiz}
                        />
                      ))}
                    </ul>
                  )}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        ) : (
          <p className={`${pageBlocks.muted} ${styles.empty}`}>{t("curriculum.noVideos")}</p>
        )}
      </div>
    </aside>
  );
}

function VideoEntry({
  video,
  view,
  onSelectVideo,
  onSelectQuiz,
}: {
  video: CurriculumVideo;
  view: CurriculumView | null;
  onSelectVideo: (videoId: string) => void;
  onSelectQuiz: (videoId: string, quizId: string) => void;
}) {
  const { t } = useTranslation();
  const state = videoState(video, view);
  const isCurrent = view?.kind === "video" && view.videoId === video.id;
  return (
    <li>
      <button
        type="button"
        className={`${pageBlocks.bareButton} ${styles.video}`}
        data-state={state}
        aria-current={isCurrent ? "true" : undefined}
        onClick={() => onSelectVideo(video.id)}
      >
        <span className={`${blocks.inlineCentre} ${styles.stateIcon}`} data-state={state}>
          <VideoStateIcon state={state} />
        </span>
        <span className={styles.videoText}>
          <span className={`${pageBlocks.itemName} ${styles.videoTitle}`}>{video.title}</span>
          <span className={`${pageBlocks.inlineRow} ${styles.meta}`}>
            <span className="visually-hidden">
              {t(`curriculum.videoState.${state}`)},{" "}
              {t("curriculum.duration", { time: formatTimestamp(video.duration) })}
            </span>
            <span aria-hidden="true">{formatTimestamp(video.duration)}</span>
          </span>
        </span>
      </button>
      {video.quizzes.length > 0 ? (
        <ul className={`${pageBlocks.bareList} ${styles.quizzes}`}>
          {video.quizzes.map((quiz) => (
            <QuizEntry
              key={quiz.id}
              quiz={quiz}
              isCurrent={view?.kind === "quiz" && view.quizId === quiz.id}
              onSelect={() => onSelectQuiz(video.id, quiz.id)}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function QuizEntry({
  quiz,
  isCurrent,
  onSelect,
}: {
  quiz: Quiz;
  isCurrent: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={`${pageBlocks.bareButton} ${styles.quiz}`}
        aria-current={isCurrent ? "true" : undefined}
        onClick={onSelect}
      >
        <span className={blocks.typeBadge} data-type={quiz.quizType}>
          {t(`quiz.label.${quiz.quizType}`)}
        </span>
        <span className={styles.quizName}>{quiz.name}</span>
        <span className={`${pageBlocks.inlineRow} ${styles.meta}`}>
          {t("curriculum.questionsCount", { count: quiz.quizQuestions.length })}
          {quiz.completed ? (
            <>
              <span className="visually-hidden">, {t("curriculum.quizCompleted")}</span>
              <CheckCircleIcon size={14} className={styles.quizDone} />
            </>
          ) : null}
        </span>
      </button>
    </li>
  );
}
