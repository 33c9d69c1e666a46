import type {
  CurriculumAttributes,
  Quiz as WireQuiz,
  CurriculumVideo as WireVideo,
} from "@candor/shared/schemas/curricula";
import { deserialize } from "../lib/jsonapi";
import type { Curriculum } from "../lib/training/training-records";

type WirePart = CurriculumAttributes["curriculum_parts"][number];
type WireQuestion = WireQuiz["quiz_questions"][number];

/** A quiz question on the wire: two answers `<id>-a` (correct) and `<id>-b`. */
export function makeWireQuestion(id: string, overrides: Partial<WireQuestion> = {}): WireQuestion {
  return {
    id,
    text: `Question ${id}?`,
    question_type: "multiple_choice_list",
    correct_answers_ids: [`${id}-a`],
    video_title: null,
    video_url: null,
    captions_url: null,
    quiz_answers: [
      { id: `${id}-a`, text: `Right ${id}`, points: 0, description: "" },
      { id: `${id}-b`, text: `Wrong ${id}`, points: 0, description: "" },
    ],
    ...overrides,
  };
}

export function makeWireQuiz(id: string, overrides: Partial<WireQuiz> = {}): WireQuiz {
  return {
    id,
    slug: id,
    name: `Quiz ${id}`,
    description: `About ${id}`,
    quiz_type: "quiz",
    candor_points: 50,
    completed: false,
    answers_ids: [],
    last_result_correct: null,
    quiz_questions: [makeWireQuestion(`${id}q1`), makeWireQuestion(`${id}q2`)],
    ...overrides,
  };
}

export function makeWireVideo(id: string, overrides: Partial<WireVideo> = {}): WireVideo {
  return {
    id,
    slug: id,
    title: `Video ${id}`,
    wistia_id: null,
    media_url: `/media/training/${id}.webm`,
    captions_url: `/media/training/${id}.vtt`,
    duration: 95,
    transcript: `Transcript of ${id}.`,
    candor_points: 10,
    is_watched: false,
    last_position: 0,
    notes: [],
    quizzes: [],
    ...overrides,
  };
}

export function makeWirePart(
  id: string,
  videos: WireVideo[],
  overrides: Partial<WirePart> = {},
): WirePart {
  return { id, slug: id, title: `Part ${id}`, curriculum_videos: videos, ...overrides };
}

/** The curriculum document of `GET /v1/curriculums/{slug}`. */
export function curriculumDocument(
  parts: WirePart[],
  overrides: Partial<CurriculumAttributes> = {},
) {
  const attributes: CurriculumAttributes = {
    title: "Interviewing Essentials",
    description: "Everything to run a good interview.",
    slug: "interviewing-essentials",
    curriculum_type: "complete",
    image_slug: null,
    progress: 0,
    user_points: 0,
    candor_points: 500,
    got_certificate: false,
    certificate_id: null,
    awards_certificate: true,
    curriculum_parts: parts,
    ...overrides,
  };
  return { data: { id: "c1", type: "curriculum", attributes } };
}

/** The same curriculum as the web app holds it (camelCase). */
export function makeCurriculum(
  parts: WirePart[],
  overrides: Partial<CurriculumAttributes> = {},
): Curriculum {
  return deserialize<CurriculumAttributes>(curriculumDocument(parts, overrides)) as Curriculum;
}
