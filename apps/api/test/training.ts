import type { PlanKind } from "@candor/shared/constants";
import type { TrainingContentFileInput } from "@candor/shared/schemas/training-content";
import { and, eq } from "drizzle-orm";
import type { App } from "../src/app";
import { certificates, curricula, curriculumVideos, notes } from "../src/db/schema/index";
import { seedTrainingContent } from "../src/db/seed/training";
import {
  importTrainingContent,
  parseContentFile,
} from "../src/modules/training-content/content-import";
import { issueCertificate } from "../src/modules/training-progress/issue-certificate";
import { type Actor, createOrganization } from "./organizations";
import { setSubscription } from "./positions";

/** The demo catalogue of apps/api/content, imported as the demo seed does. */
export async function importDemoContent(app: App) {
  await seedTrainingContent(app.database.db);
}

/** Imports a content file given as an object (validated like a file). */
export async function importContent(app: App, content: TrainingContentFileInput) {
  return importTrainingContent(app.database.db, parseContentFile(content));
}

/** An organization on `plan` and its admin, signed in: a learner. */
export async function createLearner(app: App, plan: PlanKind = "premium"): Promise<Actor> {
  const { organization, admin } = await createOrganization(app);
  if (plan !== "free")
    await setSubscription(app, organization.id, { kind: plan, status: "active" });
  return admin;
}

/** A small unlisted curriculum (open on every plan) with one video and one quiz. */
export const TINY_CONTENT: TrainingContentFileInput = {
  format: "candor-training-content",
  version: 1,
  curricula: [
    {
      slug: "tiny-course",
      title: "Tiny course",
      type: "specialized",
      listed: false,
      parts: [
        {
          slug: "only-part",
          title: "Only part",
          videos: [
            {
              slug: "tiny-video",
              title: "Tiny video",
              duration: 12,
              points: 10,
              media_path: "/media/training/welcome-to-candor.webm",
              quizzes: [
                {
                  slug: "tiny-quiz",
                  name: "Tiny quiz",
                  quiz_type: "quiz",
                  questions: [
                    {
                      text: "Structured interviews ask everyone the same questions.",
                      question_type: "true_or_false",
                      answers: [
                        { text: "True", is_correct: true },
                        { text: "False", is_correct: false },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  practice_interviews: [],
};

type Json = Record<string, unknown>;

/** GET a curriculum document as `actor` (200 expected). */
export async function getCurriculum(app: App, actor: Actor, slug: string) {
  const response = await app.inject({
    method: "GET",
    url: `/v1/curriculums/${slug}`,
    headers: actor.headers,
  });
  if (response.statusCode !== 200) {
    throw new Error(`curriculum ${slug}: ${response.statusCode} ${response.body}`);
  }
  return response.json().data as { id: string; attributes: CurriculumDoc };
}

export type CurriculumDoc = Json & {
  progress: number;
  user_points: number;
  certificate_id: string | null;
  curriculum_parts: {
    id: string;
    title: string;
    curriculum_videos: (Json & {
      id: string;
      title: string;
      candor_points: number;
      is_watched: boolean;
      notes: (Json & { id: string })[];
      quizzes: (Json & {
        id: string;
        quiz_type: "quiz" | "practice";
        candor_points: number;
        completed: boolean;
        answers_ids: string[];
        quiz_questions: (Json & {
          id: string;
          correct_answers_ids: string[];
          quiz_answers: { id: string; text: string; points: number }[];
        })[];
      })[];
    })[];
  }[];
};

/** Every video of a curriculum document, in order. */
export function videosOf(doc: CurriculumDoc) {
  return doc.curriculum_parts.flatMap((part) => part.curriculum_videos);
}

/** The answer ids that answer every question of a quiz correctly. */
export function correctAnswerIds(
  quiz: CurriculumDoc["curriculum_parts"][number]["curriculum_videos"][number]["quizzes"][number],
) {
  return quiz.quiz_questions.flatMap((question) =>
    quiz.quiz_type === "practice"
      ? [[...question.quiz_answers].sort((a, b) => b.points - a.points)[0]?.id ?? ""]
      : question.correct_answers_ids,
  );
}

/** The current user's Candor points. */
export async function currentPoints(app: App, actor: Actor): Promise<number> {
  const response = await app.inject({
    method: "GET",
    url: "/v1/users/current",
    headers: actor.headers,
  });
  return response.json().data.attributes.points;
}

/** A note of `userId` stored straight in the database on the tiny content's video. */
export async function insertNote(app: App, userId: string): Promise<string> {
  const [video] = await app.database.db
    .select({ id: curriculumVideos.id })
    .from(curriculumVideos)
    .where(eq(curriculumVideos.slug, "tiny-video"));
  if (!video) throw new Error("import TINY_CONTENT first");
  const [note] = await app.database.db
    .insert(notes)
    .values({ userId, videoId: video.id, timestampSeconds: 3, description: "<p>Stored</p>" })
    .returning({ id: notes.id });
  if (!note) throw new Error("note not inserted");
  return note.id;
}

/** A certificate of `userId` for the tiny course, stored straight in the database. */
export async function insertCertificate(app: App, userId: string): Promise<string> {
  const [course] = await app.database.db
    .select({ id: curricula.id })
    .from(curricula)
    .where(eq(curricula.slug, "tiny-course"));
  if (!course) throw new Error("import TINY_CONTENT first");
  const id = await issueCertificate(app.database.db, {
    userId,
    resourceType: "Curriculum",
    resourceId: course.id,
    title: "Tiny course",
    issuedAt: app.clock(),
  });
  if (id) return id;
  const [held] = await app.database.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.resourceId, course.id)));
  if (!held) throw new Error("certificate not found");
  return held.id;
}
