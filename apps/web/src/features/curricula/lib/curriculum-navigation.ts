import { progressPercent } from "@candor/shared/rules/training";
import type { CurriculumPart, CurriculumVideo } from "../../../lib/training/training-records";

/**
 * Where the curriculum page is (SPEC §2, §4): a video, one of its quizzes (or practices), or the
 * results of a part. Pure functions decide where the learner goes next.
 */
export type CurriculumView =
  | { kind: "video"; videoId: string; autoPlay?: boolean }
  | { kind: "quiz"; videoId: string; quizId: string }
  | { kind: "section-results"; partId: string };

type Parts = readonly CurriculumPart[];

export type VideoLocation = {
  part: CurriculumPart;
  partIndex: number;
  video: CurriculumVideo;
  videoIndex: number;
};

export function locateVideo(parts: Parts, videoId: string): VideoLocation | null {
  for (const [partIndex, part] of parts.entries()) {
    const videoIndex = part.curriculumVideos.findIndex((video) => video.id === videoId);
    const video = part.curriculumVideos[videoIndex];
    if (video) return { part, partIndex, video, videoIndex };
  }
  return null;
}

/**
 * The video selected on first load (SPEC §4): with `videoId`, that video of the first part (the
 * landing's Challenging Scenarios link into a one-part curriculum; a video of a later part is
 * found too); otherwise the first video not yet watched, or the last video when all are. Null
 * when the curriculum has no video.
 */
export function firstLoadVideoId(parts: Parts, requestedVideoId?: string | null): string | null {
  if (requestedVideoId) {
    const inFirstPart = parts[0]?.curriculumVideos.find((video) => video.id === requestedVideoId);
    if (inFirstPart) return inFirstPart.id;
    const elsewhere = locateVideo(parts, requestedVideoId);
    if (elsewhere) return elsewhere.video.id;
  }
  const videos = parts.flatMap((part) => part.curriculumVideos);
  return (videos.find((video) => !video.isWatched) ?? videos.at(-1))?.id ?? null;
}

export function initialView(parts: Parts, requestedVideoId?: string | null): CurriculumView | null {
  const videoId = firstLoadVideoId(parts, requestedVideoId);
  return videoId ? { kind: "video", videoId } : null;
}

/** The next video of the same part, playing at once; else the part's results. */
function nextVideoOrResults(location: VideoLocation): CurriculumView {
  const next = location.part.curriculumVideos[location.videoIndex + 1];
  return next
    ? { kind: "video", videoId: next.id, autoPlay: true }
    : { kind: "section-results", partId: location.part.id };
}

/**
 * When a video ends (SPEC §4): its first quiz if it has quizzes; else the next video in the same
 * part; else the part's section results.
 */
export function viewAfterVideoEnded(parts: Parts, videoId: string): CurriculumView | null {
  const location = locateVideo(parts, videoId);
  if (!location) return null;
  const firstQuiz = location.video.quizzes[0];
  if (firstQuiz) return { kind: "quiz", videoId, quizId: firstQuiz.id };
  return nextVideoOrResults(location);
}

/**
 * After a quiz is submitted, or skipped from its overview (SPEC §4): the video's next quiz or
 * practice; else the next video of the part; else — the next video starts a new part, or there
 * is none — the part's section results.
 */
export function viewAfterQuiz(
  parts: Parts,
  videoId: string,
  quizId: string,
): CurriculumView | null {
  const location = locateVideo(parts, videoId);
  if (!location) return null;
  const { quizzes } = location.video;
  const index = quizzes.findIndex((quiz) => quiz.id === quizId);
  const nextQuiz = index === -1 ? undefined : quizzes[index + 1];
  if (nextQuiz) return { kind: "quiz", videoId, quizId: nextQuiz.id };
  return nextVideoOrResults(location);
}

/** 'Continue to Next Section': the first video of the part after `partId`, if there is one. */
export function firstVideoOfNextPart(parts: Parts, partId: string): CurriculumView | null {
  const index = parts.findIndex((part) => part.id === partId);
  for (const part of parts.slice(index + 1)) {
    const first = part.curriculumVideos[0];
    if (first) return { kind: "video", videoId: first.id };
  }
  return null;
}

/** A part's share done (videos watched, quizzes completed) with the shared progress rule. */
export function partProgress(part: CurriculumPart): number {
  let done = 0;
  let total = 0;
  for (const video of part.curriculumVideos) {
    total += 1 + video.quizzes.length;
    done += (video.isWatched ? 1 : 0) + video.quizzes.filter((quiz) => quiz.completed).length;
  }
  return progressPercent(done, total);
}

/**
 * Candor points earned in a part: each watched video's and each completed quiz's, which the
 * server pays once apiece.
 */
export function partPointsEarned(part: CurriculumPart): number {
  let points = 0;
  for (const video of part.curriculumVideos) {
    if (video.isWatched) points += video.candorPoints;
    for (const quiz of video.quizzes) if (quiz.completed) points += quiz.candorPoints;
  }
  return points;
}
