import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { CertificateEarned } from "../../../features/certificates/components/certificate-earned";
import earnedStyles from "../../../features/certificates/components/certificate-earned.module.css";
import { CurriculumSidebar } from "../../../features/curricula/components/curriculum-sidebar";
import { LessonView } from "../../../features/curricula/components/lesson-view";
import { SectionResults } from "../../../features/curricula/components/section-results";
import { useWatchTracking } from "../../../features/curricula/hooks/use-watch-tracking";
import {
  type CurriculumView,
  firstVideoOfNextPart,
  initialView,
  locateVideo,
  viewAfterQuiz,
  viewAfterVideoEnded,
} from "../../../features/curricula/lib/curriculum-navigation";
import { useNoteMutations } from "../../../features/notes/api/notes";
import { NotesPanel } from "../../../features/notes/components/notes-panel";
import { QuizPlayer } from "../../../features/quizzes/components/quiz-player";
import { useQuizSubmission } from "../../../features/quizzes/hooks/use-quiz-submission";
import { useSession } from "../../../lib/auth/use-session";
import type { Curriculum } from "../../../lib/training/training-records";
import { useStickyTop } from "../../../lib/use-sticky-top";
import blocks from "../../../styles/blocks.module.css";
import styles from "./curriculum.module.css";

/** Phones and narrow windows start with the left panel folded, so the player comes first. */
const NARROW_QUERY = "(max-width: 899px)";

function isNarrowScreen(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.(NARROW_QUERY).matches;
}

export type CurriculumWorkspaceProps = {
  curriculum: Curriculum;
  /** The `videoId` query parameter of the first load (SPEC §2). */
  requestedVideoId: string | null;
};

/**
 * The curriculum page once loaded (SPEC §2, §4): left panel, centre (a video, a quiz or a part's
 * results) and, beside a video, 'My Notes'. Holds where the learner is and moves them on when a
 * video ends or a quiz is done.
 */
export function CurriculumWorkspace({ curriculum, requestedVideoId }: CurriculumWorkspaceProps) {
  const { t } = useTranslation();
  const slug = curriculum.slug;
  const parts = curriculum.curriculumParts;
  const { user } = useSession();
  const [, setSearchParams] = useSearchParams();
  const [view, setView] = useState<CurriculumView | null>(() =>
    initialView(parts, requestedVideoId),
  );
  const [isPanelCollapsed, setIsPanelCollapsed] = useState(isNarrowScreen);
  const [draftTimestamp, setDraftTimestamp] = useState<number | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const centreRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<HTMLDivElement>(null);
  useStickyTop(layoutRef);
  // The certificate the learner's last step just earned: said wherever they are on the page.
  const [earnedCertificateId, setEarnedCertificateId] = useState<string | null>(null);
  const tracking = useWatchTracking({ onCertificateIssued: setEarnedCertificateId });
  const notes = useNoteMutations(slug);
  const submitAnswers = useQuizSubmission({ onCertificateIssued: setEarnedCertificateId });

  // The address keeps the video on screen, so a reload comes back to it (and not to the first
  // unwatched video, which the one just watched no longer is).
  const keepInAddress = useCallback(
    (videoId: string) =>
      setSearchParams(
        (current) => {
          if (current.get("videoId") === videoId) return current;
          const params = new URLSearchParams(current);
          params.set("videoId", videoId);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const initialVideoId = useRef(view && view.kind !== "section-results" ? view.videoId : null);
  useEffect(() => {
    if (initialVideoId.current) keepInAddress(initialVideoId.current);
    initialVideoId.current = null;
  }, [keepInAddress]);

  const go = useCallback(
    (next: CurriculumView | null) => {
      setView(next);
      setDraftTimestamp(null);
      if (next && next.kind !== "section-results") keepInAddress(next.videoId);
      const centre = centreRef.current;
      if (centre && centre.getBoundingClientRect().top < 0) {
        centre.scrollIntoView({ block: "start" });
      }
    },
    [keepInAddress],
  );

  /** A pick from the left panel; on a phone the panel folds away so the choice is in view. */
  function choose(next: CurriculumView) {
    if (isNarrowScreen()) setIsPanelCollapsed(true);
    go(next);
  }

  const videoLocation =
    view && view.kind !== "section-results" ? locateVideo(parts, view.videoId) : null;
  const quiz =
    view?.kind === "quiz" ? videoLocation?.video.quizzes.find((q) => q.id === view.quizId) : null;
  const resultsPartIndex =
    view?.kind === "section-results" ? parts.findIndex((part) => part.id === view.partId) : -1;
  const resultsPart = parts[resultsPartIndex];
  const video = view?.kind === "video" ? videoLocation?.video : undefined;

  function addNote() {
    const element = videoRef.current;
    element?.pause();
    setDraftTimestamp(Math.floor(element?.currentTime ?? 0));
  }

  function playFrom(seconds: number) {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    element.play()?.catch(() => {});
    element.focus();
  }

  let centre: ReactNode;
  if (video && view?.kind === "video") {
    centre = (
      <LessonView
        video={video}
        userPoints={curriculum.userPoints}
        videoRef={videoRef}
        autoPlay={view.autoPlay ?? false}
        onTimeUpdate={(element) => tracking.onTimeUpdate(video, element)}
        onPause={(element) => tracking.onStop(video, element)}
        onEnded={(element) => {
          tracking.onStop(video, element);
          go(viewAfterVideoEnded(parts, video.id));
        }}
        onAddNote={addNote}
      />
    );
  } else if (quiz && videoLocation) {
    const { video: quizVideo } = videoLocation;
    centre = (
      <QuizPlayer
        key={quiz.id}
        quiz={quiz}
        videoTitle={quizVideo.title}
        onSubmit={(answerIds) => submitAnswers(quiz, answerIds)}
        // Submitted, skipped or left with nothing to send: on to what follows (SPEC §4).
        onEnd={() => go(viewAfterQuiz(parts, quizVideo.id, quiz.id))}
      />
    );
  } else if (resultsPart) {
    const next = firstVideoOfNextPart(parts, resultsPart.id);
    centre = (
      <SectionResults
        key={resultsPart.id}
        curriculum={curriculum}
        part={resultsPart}
        firstName={user?.firstName}
        onContinue={next ? () => go(next) : undefined}
      />
    );
  } else {
    centre = (
      <div className={`${blocks.centre} ${styles.nothing}`}>
        <p className={`${pageBlocks.titleXl} ${pageBlocks.bold} ${styles.nothingTitle}`}>
          {t("curriculum.nothingHere")}
        </p>
      </div>
    );
  }

  const showNotes = Boolean(video);

  return (
    <div
      ref={layoutRef}
      className={styles.layout}
      data-collapsed={isPanelCollapsed || undefined}
      data-notes={showNotes ? "shown" : "hidden"}
    >
      <div className={styles.left}>
        <CurriculumSidebar
          curriculum={curriculum}
          view={view}
          isCollapsed={isPanelCollapsed}
          onToggle={() => setIsPanelCollapsed((collapsed) => !collapsed)}
          onSelectVideo={(videoId) => choose({ kind: "video", videoId })}
          onSelectQuiz={(videoId, quizId) => choose({ kind: "quiz", videoId, quizId })}
        />
      </div>
      <div className={styles.centre} ref={centreRef}>
        {/* A live region from the start, so the news is announced when it comes. */}
        <div className={earnedStyles.slot} role="status">
          {earnedCertificateId ? (
            <CertificateEarned
              curriculumTitle={curriculum.title}
              certificateId={earnedCertificateId}
              onDismiss={() => setEarnedCertificateId(null)}
            />
          ) : null}
        </div>
        {centre}
      </div>
      {showNotes && video ? (
        <div className={styles.notes}>
          <NotesPanel
            key={video.id}
            notes={video.notes}
            draftTimestamp={draftTimestamp}
            onCreate={(timestamp, description) =>
              notes.create.mutateAsync({ curriculumVideoId: video.id, timestamp, description })
            }
            onUpdate={(noteId, description) => notes.update.mutateAsync({ noteId, description })}
            onDelete={(noteId) => notes.remove.mutateAsync(noteId)}
            onCloseDraft={() => setDraftTimestamp(null)}
            onPlayFrom={playFrom}
          />
        </div>
      ) : null}
    </div>
  );
}
