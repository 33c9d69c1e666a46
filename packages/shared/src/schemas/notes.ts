import { z } from "zod";
import { documentSchema, resourceSchema } from "./jsonapi";

/** Characters of a note's HTML as sent, before the server sanitizes it. */
export const NOTE_DESCRIPTION_MAX_LENGTH = 10_000;
/** A note's time in the video, in whole seconds (SPEC §3). */
export const NOTE_TIMESTAMP_MAX = 86_400;

/** A time-stamped note of the signed-in user on a curriculum video (SPEC §3 Note). */
export const NoteAttributesSchema = z
  .object({
    curriculum_video_id: z.string(),
    /** Seconds into the video. */
    timestamp: z.number().int().min(0),
    /** Sanitized HTML of the editor's formats (headings 1–3, bold, italic, underline, lists). */
    description: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "NoteAttributes" });
export type NoteAttributes = z.infer<typeof NoteAttributesSchema>;

export const NoteDocumentSchema = documentSchema(resourceSchema("note", NoteAttributesSchema)).meta(
  { id: "NoteDocument" },
);

const timestampSchema = z.coerce
  .number({ error: "not_a_number" })
  .min(0, "invalid")
  .max(NOTE_TIMESTAMP_MAX, "invalid")
  .transform((value) => Math.floor(value));

/**
 * The editor's HTML; the server sanitizes it and answers `rich_text_empty` when nothing is left
 * (SPEC §5: Save Note is disabled while the text is empty).
 */
const descriptionSchema = z.string({ error: "blank" }).max(NOTE_DESCRIPTION_MAX_LENGTH, "too_long");

/** `POST /v1/notes` (SPEC §7). */
export const CreateNoteInputSchema = z
  .object({
    note: z.object({
      curriculum_video_id: z.string({ error: "blank" }).min(1, "blank").max(100, "invalid"),
      timestamp: timestampSchema,
      description: descriptionSchema,
    }),
  })
  .meta({ id: "CreateNoteInput" });
export type CreateNoteInput = z.infer<typeof CreateNoteInputSchema>;

/** `PUT /v1/notes/{noteId}`: the new text (SPEC §7); the time may move too. */
export const UpdateNoteInputSchema = z
  .object({
    description: descriptionSchema,
    timestamp: timestampSchema.optional(),
  })
  .meta({ id: "UpdateNoteInput" });
export type UpdateNoteInput = z.infer<typeof UpdateNoteInputSchema>;
