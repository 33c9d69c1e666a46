import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import type { Actor } from "../../../test/organizations";
import { createLearner, getCurriculum, importDemoContent, videosOf } from "../../../test/training";

let app: TestApp;
let learner: Actor;
let other: Actor;
let videoId: string;

beforeAll(async () => {
  app = await buildTestApp();
  await importDemoContent(app);
  learner = await createLearner(app, "premium");
  other = await createLearner(app, "premium");
  const doc = (await getCurriculum(app, learner, "interviewing-essentials")).attributes;
  videoId = videosOf(doc)[1]?.id ?? "";
});
afterAll(() => app.close());

function call(
  actor: Actor,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function createNote(actor: Actor, description: string, timestamp: number | string = 12) {
  return call(actor, "POST", "/v1/notes", {
    note: { curriculum_video_id: videoId, timestamp, description },
  });
}

async function notesOn(actor: Actor) {
  const doc = (await getCurriculum(app, actor, "interviewing-essentials")).attributes;
  return videosOf(doc).find((video) => video.id === videoId)?.notes ?? [];
}

describe("notes", () => {
  it("creates a note with sanitized rich text, listed on its video for its author only", async () => {
    const response = await createNote(
      learner,
      '<h2 onclick="x()">Follow-ups</h2><p><strong>Ask</strong> <em>what</em> <u>next</u><script>alert(1)</script></p><ol><li data-list="ordered">one</li></ol><img src=x onerror=y>',
      42.7,
    );
    expect(response.statusCode).toBe(201);
    const note = response.json().data;
    expect(note).toMatchObject({
      type: "note",
      attributes: {
        curriculum_video_id: videoId,
        timestamp: 42,
        description:
          '<h2>Follow-ups</h2><p><strong>Ask</strong> <em>what</em> <u>next</u></p><ol><li data-list="ordered">one</li></ol>',
      },
    });
    const mine = await notesOn(learner);
    expect(mine.map((each) => each.id)).toEqual([note.id]);
    expect(mine[0]).toMatchObject({ timestamp: 42 });
    expect(await notesOn(other)).toEqual([]);
  });

  it("lists a video's notes by timestamp", async () => {
    const author = await createLearner(app, "premium");
    await createNote(author, "<p>later</p>", 90);
    await createNote(author, "<p>earlier</p>", 5);
    const notes = await notesOn(author);
    expect(notes.map((note) => note.timestamp)).toEqual([5, 90]);
  });

  it("refuses an empty note, an unknown video and a bad timestamp", async () => {
    const empty = await createNote(learner, "<p><br></p>");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toEqual({ description: ["rich_text_empty"] });

    const unknown = await call(learner, "POST", "/v1/notes", {
      note: {
        curriculum_video_id: "00000000-0000-4000-8000-000000000000",
        timestamp: 1,
        description: "<p>x</p>",
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual({ curriculum_video_id: ["invalid"] });

    const negative = await createNote(learner, "<p>x</p>", -3);
    expect(negative.statusCode).toBe(422);
    expect(negative.json().message).toEqual({ "note.timestamp": ["invalid"] });
  });

  it("updates and deletes the author's note", async () => {
    const created = (await createNote(learner, "<p>draft</p>")).json().data;
    const updated = await call(learner, "PUT", `/v1/notes/${created.id}`, {
      description: "<p>final <b>text</b></p>",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.attributes).toMatchObject({
      description: "<p>final <b>text</b></p>",
      timestamp: 12,
    });
    const moved = await call(learner, "PUT", `/v1/notes/${created.id}`, {
      description: "<p>final</p>",
      timestamp: 30,
    });
    expect(moved.json().data.attributes.timestamp).toBe(30);

    const deleted = await call(learner, "DELETE", `/v1/notes/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await notesOn(learner)).map((note) => note.id)).not.toContain(created.id);
    expect((await call(learner, "DELETE", `/v1/notes/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 to another user for the note, and changes nothing", async () => {
    const created = (await createNote(learner, "<p>private</p>")).json().data;
    const update = await call(other, "PUT", `/v1/notes/${created.id}`, {
      description: "<p>hijacked</p>",
    });
    expect(update.statusCode).toBe(404);
    expect((await call(other, "DELETE", `/v1/notes/${created.id}`)).statusCode).toBe(404);
    const mine = await notesOn(learner);
    expect(mine.find((note) => note.id === created.id)).toMatchObject({
      description: "<p>private</p>",
    });
    expect(
      (await call(other, "PUT", "/v1/notes/not-a-uuid", { description: "<p>x</p>" })).statusCode,
    ).toBe(404);
  });

  it("refuses notes on a course the plan does not include", async () => {
    const free = await createLearner(app, "free");
    const response = await createNote(free, "<p>x</p>");
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("training_not_available");
  });
});
