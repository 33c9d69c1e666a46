import { z } from "zod";
import { CreateNoteInputSchema, NoteDocumentSchema, UpdateNoteInputSchema } from "../schemas/notes";
import { defineEndpoint, noContent } from "./define-endpoint";
import { notesPaths } from "./notes.paths";

const tags = ["notes"] as const;
const NoteParamsSchema = z.object({ noteId: z.string().max(100) });

/** A member's time-stamped notes on curriculum videos: each reads and changes only their own. */
export const notesEndpoints = {
  createNote: defineEndpoint({
    ...notesPaths.createNote,
    tags,
    summary:
      "Add a note at a time of a video; the rich text is sanitized (422 rich_text_empty when nothing is left)",
    access: "member",
    body: CreateNoteInputSchema,
    responses: { 201: NoteDocumentSchema },
  }),
  updateNote: defineEndpoint({
    ...notesPaths.updateNote,
    tags,
    summary: "Change one of the user's notes (another user's note is not found)",
    access: "member",
    params: NoteParamsSchema,
    body: UpdateNoteInputSchema,
    responses: { 200: NoteDocumentSchema },
  }),
  deleteNote: defineEndpoint({
    ...notesPaths.deleteNote,
    tags,
    summary: "Delete one of the user's notes",
    access: "member",
    params: NoteParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
} as const;
