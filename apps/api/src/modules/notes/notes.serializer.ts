import type { NoteAttributes } from "@candor/shared/schemas/notes";
import type { notes } from "../../db/schema/index";
import { resource } from "../../lib/jsonapi";

export type NoteRow = typeof notes.$inferSelect;

export function serializeNote(note: NoteRow) {
  const attributes: NoteAttributes = {
    curriculum_video_id: note.videoId,
    timestamp: note.timestampSeconds,
    description: note.description,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
  return resource("note", note.id, attributes);
}
