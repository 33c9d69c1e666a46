import type { CreateNoteInput, UpdateNoteInput } from "@candor/shared/schemas/notes";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { sanitizeRichText } from "../../lib/rich-text";
import type { MemberScope } from "../../plugins/auth";
import type { TrainingProgressService } from "../training-progress/training-progress.service";
import { deleteNote, findNote, insertNote, updateNote } from "./notes.queries";
import { serializeNote } from "./notes.serializer";

export type NotesServiceDeps = {
  db: Database;
  clock: () => Date;
  /** The training modules' shared catalogue, progress, points and certificates. */
  progress: Pick<TrainingProgressService, "assertCurriculumAvailable" | "findVideo">;
};

/** Safe HTML, or 422 `rich_text_empty` when nothing is left of it (SPEC §5). */
function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw AppError.fields({ description: ["rich_text_empty"] });
  return clean;
}

/** Time-stamped notes on curriculum videos: each user reads and changes only their own. */
export function createNotesService({ db, clock, progress }: NotesServiceDeps) {
  return {
    /** A note as the API answers it; a curriculum's page lists each video's notes so. */
    serialize: serializeNote,

    async create(scope: MemberScope, input: CreateNoteInput["note"]) {
      const description = cleanDescription(input.description);
      const video = await progress.findVideo(input.curriculum_video_id);
      if (!video) throw AppError.fields({ curriculum_video_id: ["invalid"] });
      await progress.assertCurriculumAvailable(scope, video.curriculum);
      const note = await insertNote(db, {
        userId: scope.userId,
        videoId: video.video.id,
        timestampSeconds: input.timestamp,
        description,
        now: clock(),
      });
      return serializeNote(note);
    },

    async update(scope: MemberScope, noteId: string, input: UpdateNoteInput) {
      const found = await findNote(db, { userId: scope.userId, noteId });
      if (!found) throw AppError.notFound();
      await progress.assertCurriculumAvailable(scope, found.curriculum);
      const note = await updateNote(db, {
        userId: scope.userId,
        noteId: found.note.id,
        values: {
          description: cleanDescription(input.description),
          ...(input.timestamp !== undefined ? { timestampSeconds: input.timestamp } : {}),
          updatedAt: clock(),
        },
      });
      if (!note) throw AppError.notFound();
      return serializeNote(note);
    },

    /** Deleting stays possible when the plan no longer includes the course: it is the user's. */
    async remove(scope: MemberScope, noteId: string) {
      if (!(await deleteNote(db, { userId: scope.userId, noteId }))) throw AppError.notFound();
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
