import { ANSWER_TIME_SECONDS, RETAKES, THINK_TIME_SECONDS } from "@candor/shared/rules/interviews";
import type {
  CreatePrerecordedInterviewInput,
  InterviewQuestionInput,
  UpdatePrerecordedInterviewInput,
} from "@candor/shared/schemas/interviews";
import type { Interview } from "../api/interviews";

/** One question in the builder; field names as the server names them, so its errors land. */
export type BuilderQuestion = {
  /** The interview question it edits (keeps its prompt video); null for a new one. */
  question_id: string | null;
  text: string;
  /** The library question it was copied from (its prompt video is copied too). */
  source_question_id: string | null;
  /** Shown only: the question has a prompt video. */
  has_video: boolean;
  think_time_seconds: number;
  answer_time_seconds: number;
  retakes_allowed: number;
};

export type BuilderValues = {
  title: string;
  welcome_message: string;
  /** `yyyy-mm-dd` from the date input; "" for no deadline. */
  deadline: string;
  /** "" for none (reviews then use the position's scorecard). */
  scorecard_id: string;
  /**
   * Blind first pass (issue 16); undefined on a new interview until changed, so the server takes
   * the organization's default.
   */
  blind_review?: boolean;
  /** Only certified reviewers may submit scores (issue 16). */
  certified_reviewers_only?: boolean;
  questions: BuilderQuestion[];
};

/** The two fair-review switches, sent only when they have a value. */
function fairReviewInput(values: BuilderValues) {
  return {
    ...(values.blind_review !== undefined ? { blind_review: values.blind_review } : {}),
    ...(values.certified_reviewers_only !== undefined
      ? { certified_reviewers_only: values.certified_reviewers_only }
      : {}),
  };
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** A question with the default conditions; `overrides` say what differs. */
export function newQuestion(overrides: Partial<BuilderQuestion> = {}): BuilderQuestion {
  return {
    question_id: null,
    text: "",
    source_question_id: null,
    has_video: false,
    think_time_seconds: THINK_TIME_SECONDS.default,
    answer_time_seconds: ANSWER_TIME_SECONDS.default,
    retakes_allowed: RETAKES.default,
    ...overrides,
  };
}

/** A library question (or a custom set's) copied in: its text, video and suggested length. */
export function questionFromLibrary(question: {
  id: string;
  text: string;
  answerTimeSeconds: number;
  hasVideo: boolean;
}): BuilderQuestion {
  return newQuestion({
    text: question.text,
    source_question_id: question.id,
    has_video: question.hasVideo,
    answer_time_seconds: clamp(question.answerTimeSeconds, ANSWER_TIME_SECONDS),
  });
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** An ISO date-time as the local calendar day of a date input (`yyyy-mm-dd`); "" for none. */
export function dateInputOf(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's day as the end of that local day, ISO (the deadline lasts the whole day). */
export function deadlineOf(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/** Today as a date input's value, the earliest deadline allowed. */
export function todayInput(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function valuesOf(interview: Interview | undefined): BuilderValues {
  return {
    title: interview?.title ?? "",
    welcome_message: interview?.welcomeMessage ?? "",
    deadline: dateInputOf(interview?.deadline),
    scorecard_id: interview?.scorecardId ?? "",
    ...(interview
      ? {
          blind_review: interview.blindReview,
          certified_reviewers_only: interview.certifiedReviewersOnly,
        }
      : {}),
    questions:
      interview?.questions.map((question) => ({
        question_id: question.id,
        text: question.text,
        source_question_id: question.sourceQuestionId,
        has_video: question.videoUrl !== null,
        think_time_seconds: question.thinkTimeSeconds,
        answer_time_seconds: question.answerTimeSeconds,
        retakes_allowed: question.retakesAllowed,
      })) ?? [],
  };
}

export function questionsInput(questions: readonly BuilderQuestion[]): InterviewQuestionInput[] {
  return questions.map((question) => ({
    ...(question.question_id ? { id: question.question_id } : {}),
    text: question.text.trim(),
    source_question_id: question.source_question_id,
    think_time_seconds: question.think_time_seconds,
    answer_time_seconds: question.answer_time_seconds,
    retakes_allowed: question.retakes_allowed,
  }));
}

export function createInput(
  positionId: string,
  values: BuilderValues,
): CreatePrerecordedInterviewInput {
  return {
    position_id: positionId,
    title: values.title.trim(),
    welcome_message: values.welcome_message || null,
    deadline: deadlineOf(values.deadline),
    scorecard_id: values.scorecard_id || null,
    ...fairReviewInput(values),
    questions: questionsInput(values.questions),
  };
}

/**
 * What an edit sends. The deadline and the questions only when changed: an unchanged deadline
 * that has passed would be refused, and an unchanged list must not look like an edit.
 */
export function updateInput(
  values: BuilderValues,
  changed: { deadline: boolean; questions: boolean },
): UpdatePrerecordedInterviewInput {
  return {
    title: values.title.trim(),
    welcome_message: values.welcome_message || null,
    scorecard_id: values.scorecard_id || null,
    ...fairReviewInput(values),
    ...(changed.deadline ? { deadline: deadlineOf(values.deadline) } : {}),
    ...(changed.questions ? { questions: questionsInput(values.questions) } : {}),
  };
}

/** Whether two lists of questions say the same (what the server compares to make a version). */
export function sameQuestions(
  left: readonly BuilderQuestion[],
  right: readonly BuilderQuestion[],
): boolean {
  return JSON.stringify(questionsInput(left)) === JSON.stringify(questionsInput(right));
}

/** Preset choices of a time or count, with `current` among them when it is not a preset. */
export function choicesWith(presets: readonly number[], current: number): number[] {
  return presets.includes(current) ? [...presets] : [...presets, current].sort((a, b) => a - b);
}

export const THINK_TIME_CHOICES = [0, 10, 15, 30, 45, 60, 90, 120, 180, 300, 600] as const;
export const ANSWER_TIME_CHOICES = [
  15, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200,
] as const;
export const RETAKE_CHOICES = Array.from(
  { length: RETAKES.max - RETAKES.min + 1 },
  (_, index) => RETAKES.min + index,
);
