import fs from "node:fs";
import path from "node:path";
import { TrainingContentFileSchema } from "@candor/shared/schemas/training-content";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { importContent, TINY_CONTENT } from "../../../test/training";
import { API_ROOT } from "../../config";
import {
  curricula,
  curriculumVideos,
  practiceInterviews,
  quizAnswers,
  quizzes,
} from "../../db/schema/index";
import {
  contentFiles,
  DEMO_CONTENT_DIR,
  importContentFile,
  seedTrainingContent,
} from "../../db/seed/training";
import { parseContentFile } from "./content-import";

const WEB_PUBLIC = path.join(API_ROOT, "../web/public");

function tinyParts() {
  const course = TINY_CONTENT.curricula?.[0];
  const part = course?.parts[0];
  const video = part?.videos[0];
  if (!course || !part || !video) throw new Error("the tiny content has a video");
  return { course, part, video };
}

function demoFiles() {
  return contentFiles(DEMO_CONTENT_DIR).map((file) => ({
    file,
    content: TrainingContentFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8"))),
  }));
}

describe("the demo content files", () => {
  const files = demoFiles();
  const allCurricula = files.flatMap(({ content }) => content.curricula);

  it("are valid content files", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it("hold one complete curriculum and at least four listed specialized tracks, each with two parts, transcripts, quizzes and practice steps", () => {
    const complete = allCurricula.filter((c) => c.type === "complete");
    const tracks = allCurricula.filter((c) => c.type === "specialized" && c.listed);
    expect(complete).toHaveLength(1);
    expect(tracks.length).toBeGreaterThanOrEqual(4);
    for (const curriculum of [...complete, ...tracks]) {
      expect(curriculum.parts.length, curriculum.slug).toBeGreaterThanOrEqual(2);
      const videos = curriculum.parts.flatMap((part) => part.videos);
      for (const video of videos) expect(video.transcript.length, video.slug).toBeGreaterThan(200);
      const quizTypes = new Set(videos.flatMap((video) => video.quizzes.map((q) => q.quiz_type)));
      expect([...quizTypes].sort(), curriculum.slug).toEqual(["practice", "quiz"]);
      const questionTypes = new Set(
        videos.flatMap((v) => v.quizzes.flatMap((q) => q.questions.map((x) => x.question_type))),
      );
      expect(questionTypes.size, curriculum.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it("hold the three challenging scenarios, 200 points each, in an unlisted curriculum", () => {
    const scenarios = allCurricula.find((c) => c.slug === "challenging-scenarios");
    expect(scenarios?.listed).toBe(false);
    const videos = scenarios?.parts[0]?.videos ?? [];
    expect(videos.map((video) => [video.title, video.points])).toEqual([
      ["The Nervous Candidate", 200],
      ["The Overqualified Candidate", 200],
      ["The Rambler", 200],
    ]);
  });

  it("hold three practice interviews", () => {
    expect(files.flatMap(({ content }) => content.practice_interviews)).toHaveLength(3);
  });

  it("reference at most 12 media files, 8 to 20 seconds long, each present with its captions", () => {
    const videos = allCurricula.flatMap((c) => c.parts.flatMap((part) => part.videos));
    const clips = new Set<string>();
    for (const video of videos) {
      expect(video.duration).toBeGreaterThanOrEqual(8);
      expect(video.duration).toBeLessThanOrEqual(20);
      if (video.media_path) clips.add(video.media_path);
      if (video.captions_path) clips.add(video.captions_path);
    }
    for (const { content } of files) {
      for (const c of content.curricula) {
        for (const v of c.parts.flatMap((part) => part.videos)) {
          for (const q of v.quizzes.flatMap((quiz) => quiz.questions)) {
            if (q.video_url) clips.add(q.video_url);
            if (q.captions_url) clips.add(q.captions_url);
          }
        }
      }
      for (const interview of content.practice_interviews) {
        for (const q of interview.questions) {
          clips.add(q.video_url);
          if (q.captions_url) clips.add(q.captions_url);
        }
      }
    }
    const webm = [...clips].filter((clip) => clip.endsWith(".webm"));
    expect(webm.length).toBeLessThanOrEqual(12);
    for (const clip of clips) {
      expect(clip).toMatch(/^\/media\/training\/[a-z0-9-]+\.(webm|vtt)$/);
      expect(fs.existsSync(path.join(WEB_PUBLIC, clip)), clip).toBe(true);
    }
  });
});

describe("parseContentFile", () => {
  it("reports every problem with its path", () => {
    expect(() =>
      parseContentFile({
        format: "candor-training-content",
        version: 1,
        curricula: [{ slug: "Bad Slug", title: "", type: "complete", parts: [] }],
      }),
    ).toThrow(/curricula\.0\.slug[\s\S]*curricula\.0\.title[\s\S]*curricula\.0\.parts/);
  });

  it("refuses a quiz question without a correct answer and a video with two sources", () => {
    const { course, part, video } = tinyParts();
    const quiz = video.quizzes?.[0];
    const question = quiz?.questions[0];
    if (!quiz || !question) throw new Error("the tiny content has a quiz");
    const broken = {
      ...TINY_CONTENT,
      curricula: [
        {
          ...course,
          parts: [
            {
              ...part,
              videos: [
                {
                  ...video,
                  wistia_id: "abc123",
                  quizzes: [
                    {
                      ...quiz,
                      questions: [
                        {
                          ...question,
                          answers: question.answers.map((answer) => ({
                            ...answer,
                            is_correct: false,
                          })),
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
    };
    expect(() => parseContentFile(broken)).toThrow(/needs a correct answer/);
    expect(() => parseContentFile(broken)).toThrow(/either wistia_id or media_path/);
  });
});

describe("importTrainingContent", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("imports the demo catalogue, and importing it again keeps every id", async () => {
    const { db } = app.database;
    expect(await seedTrainingContent(db)).toEqual({ imported: true });
    const before = {
      curricula: await db.select({ id: curricula.id, slug: curricula.slug }).from(curricula),
      videos: await db.select({ id: curriculumVideos.id }).from(curriculumVideos),
      answers: await db.select({ id: quizAnswers.id }).from(quizAnswers),
      interviews: await db.select({ id: practiceInterviews.id }).from(practiceInterviews),
    };
    expect(before.curricula.length).toBeGreaterThanOrEqual(6);
    expect(before.interviews).toHaveLength(3);
    // Unchanged files are skipped at the next start; imported again, they keep every id.
    expect(await seedTrainingContent(db)).toEqual({ imported: false });
    for (const file of contentFiles(DEMO_CONTENT_DIR)) await importContentFile(db, file);
    const sort = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(sort(await db.select({ id: curricula.id }).from(curricula))).toEqual(
      sort(before.curricula),
    );
    expect(sort(await db.select({ id: curriculumVideos.id }).from(curriculumVideos))).toEqual(
      sort(before.videos),
    );
    expect(sort(await db.select({ id: quizAnswers.id }).from(quizAnswers))).toEqual(
      sort(before.answers),
    );
  });

  it("updates what changed and removes what the file no longer has", async () => {
    const { db } = app.database;
    const first = await importContent(app, TINY_CONTENT);
    expect(first.curricula).toEqual({ created: 1, updated: 0 });
    const [video] = await db
      .select()
      .from(curriculumVideos)
      .where(eq(curriculumVideos.slug, "tiny-video"));

    const parts = tinyParts();
    const changed = {
      ...TINY_CONTENT,
      curricula: [
        {
          ...parts.course,
          title: "Tiny course, revised",
          parts: [
            {
              ...parts.part,
              videos: [
                { ...parts.video, quizzes: [] },
                { slug: "tiny-video-two", title: "Second", duration: 9, wistia_id: "w1s2t3" },
              ],
            },
          ],
        },
      ],
    };
    const second = await importContent(app, changed);
    expect(second.curricula).toEqual({ created: 0, updated: 1 });
    // The quiz, its question and the question's two answers.
    expect(second.removed).toBe(4);

    const [course] = await db.select().from(curricula).where(eq(curricula.slug, "tiny-course"));
    expect(course?.title).toBe("Tiny course, revised");
    const videos = await db
      .select()
      .from(curriculumVideos)
      .where(eq(curriculumVideos.curriculumId, course?.id ?? ""));
    expect(videos.map((row) => row.slug).sort()).toEqual(["tiny-video", "tiny-video-two"]);
    expect(videos.find((row) => row.slug === "tiny-video")?.id).toBe(video?.id);
    expect(
      await db
        .select()
        .from(quizzes)
        .where(eq(quizzes.videoId, video?.id ?? "")),
    ).toEqual([]);
  });
});
