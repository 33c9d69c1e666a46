import type { CertificateAttributes } from "@candor/shared/schemas/certificates";
import type { CourseCardAttributes } from "@candor/shared/schemas/curricula";
import type { InterviewAttributes } from "@candor/shared/schemas/practice-interviews";

/*
 * Wire documents (snake_case JSON:API) of the training calls, for stubbing `fetch` in tests.
 */

type CardInput = Partial<CourseCardAttributes> & { id: string; title: string };

export function cardResource(
  { id, ...attributes }: CardInput,
  type: "curriculum" | "interview" = "curriculum",
) {
  const isPractice = type === "interview";
  const full: CourseCardAttributes = {
    description: `About ${attributes.title}`,
    slug: attributes.title.toLowerCase().replace(/\W+/g, "-"),
    image_slug: null,
    avatar: null,
    candor_points: 300,
    progress: 0,
    got_certificate: false,
    is_certificate: false,
    certificate_type: isPractice ? "practice_set" : "video_lessons",
    certificate_resource_type: isPractice ? "MockInterview" : "Curriculum",
    type: isPractice ? "practice" : "learning",
    curriculum_type: isPractice ? null : "specialized",
    is_available: true,
    ...attributes,
  };
  return { id, type, attributes: full };
}

export function listDocument(data: unknown[]) {
  const count = data.length;
  return {
    data,
    meta: {
      pagy: {
        page: 1,
        limit: Math.max(count, 1),
        count,
        pages: 1,
        prev: null,
        next: null,
        from: count ? 1 : 0,
        to: count,
      },
    },
  };
}

/** The challenging scenarios curriculum with its three videos; `watched` lists their slugs. */
export function scenariosCurriculum(watched: string[] = []) {
  const video = (id: string, slug: string, title: string) => ({
    id,
    slug,
    title,
    wistia_id: null,
    media_url: `/media/training/${slug}.webm`,
    captions_url: null,
    duration: 60,
    transcript: "",
    candor_points: 200,
    is_watched: watched.includes(slug),
    last_position: 0,
    notes: [],
    quizzes: [],
  });
  return {
    data: {
      id: "cs",
      type: "curriculum",
      attributes: {
        title: "Challenging scenarios",
        description: "",
        slug: "challenging-scenarios",
        curriculum_type: "specialized",
        image_slug: null,
        progress: 0,
        user_points: 0,
        candor_points: 600,
        got_certificate: false,
        certificate_id: null,
        awards_certificate: false,
        curriculum_parts: [
          {
            id: "p1",
            slug: "scenarios",
            title: "Scenarios",
            curriculum_videos: [
              video("v-nervous", "the-nervous-candidate", "The Nervous Candidate"),
              video("v-over", "the-overqualified-candidate", "The Overqualified Candidate"),
              video("v-rambler", "the-rambler", "The Rambler"),
            ],
          },
        ],
      },
    },
  };
}

/** A practice set of three questions; `answers` maps a question id to the chosen option id. */
export function interviewDocument(
  answers: Record<string, string> = {},
  overrides: Partial<InterviewAttributes> = {},
) {
  const questions = [1, 2, 3].map((position) => ({
    id: `q${position}`,
    position,
    text: `How would you follow up on answer ${position}?`,
    video_title: `Clip ${position}`,
    video_url: "/media/training/practice-candidate-answer.webm",
    captions_url: "/media/training/practice-candidate-answer.vtt",
    answers: [
      {
        id: `q${position}-good`,
        text: `Ask for a concrete example (${position})`,
        points: 30,
        description: `Good: examples show what the candidate really did (${position}).`,
      },
      {
        id: `q${position}-weak`,
        text: `Move on to the next topic (${position})`,
        points: 0,
        description: `You missed the chance to dig deeper (${position}).`,
      },
    ],
    answer_id: answers[`q${position}`] ?? null,
  }));
  const answered = questions.filter((question) => question.answer_id).length;
  const attributes: InterviewAttributes = {
    title: "Sales manager interview",
    description: "Play the interviewer for a sales manager.",
    slug: "sales-manager",
    image_slug: null,
    candor_points: 190,
    completion_points: 100,
    progress: Math.floor((answered * 100) / 3),
    answered_count: answered,
    questions_count: 3,
    current_question_id: questions.find((question) => !question.answer_id)?.id ?? null,
    completed: answered === 3,
    user_points: answered * 30,
    got_certificate: false,
    certificate_id: null,
    questions,
    ...overrides,
  };
  return { data: { id: "i1", type: "interview", attributes } };
}

export function certificateResource(id: string, overrides: Partial<CertificateAttributes> = {}) {
  const attributes: CertificateAttributes = {
    title: "Sales manager interview",
    description: "Play the interviewer for a sales manager.",
    slug: "sales-manager",
    image_slug: null,
    avatar: null,
    candor_points: 190,
    progress: 100,
    got_certificate: true,
    is_certificate: true,
    certificate_type: "practice_set",
    certificate_resource_type: "MockInterview",
    type: "practice",
    curriculum_type: null,
    is_available: true,
    resource_id: "i1",
    holder_name: "Ada Lovelace",
    issued_at: "2026-03-05T10:00:00.000Z",
    verification_code: "7KQ2-M9XD-4TRB",
    verify_url: "http://localhost:3000/certificates/verify/7KQ2-M9XD-4TRB",
    download_path: `/v1/certificates/${id}/download`,
    ...overrides,
  };
  return { id, type: "certificate", attributes };
}
