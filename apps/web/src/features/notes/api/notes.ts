import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { notesEndpoints } from "@candor/shared/endpoints/notes";
import { notesPaths } from "@candor/shared/endpoints/notes.paths";
import type { NoteAttributes } from "@candor/shared/schemas/notes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { curriculumQueryKey } from "../../../lib/training/training-keys";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const notesCalls = callsOf<typeof notesEndpoints>()(notesPaths);

export type Note = JsonApiRecord<NoteAttributes>;

export type CreateNoteBody = { curriculumVideoId: string; timestamp: number; description: string };

function readNote(document: JsonApiDocument): Note {
  const note = deserialize<NoteAttributes>(document);
  if (!note) throw new TypeError("The response holds no note");
  return note;
}

/** `POST /v1/notes` `{note: {curriculum_video_id, timestamp, description}}` (SPEC §7). */
export async function createNote({ curriculumVideoId, timestamp, description }: CreateNoteBody) {
  return readNote(
    await api(notesCalls.createNote, {
      body: {
        note: {
          curriculum_video_id: curriculumVideoId,
          timestamp: Math.floor(timestamp),
          description,
        },
      },
    }),
  );
}

/** `PUT /v1/notes/{noteId}` `{description}`. */
export async function updateNote({ noteId, description }: { noteId: string; description: string }) {
  return readNote(await api(notesCalls.updateNote, { params: { noteId }, body: { description } }));
}

/** `DELETE /v1/notes/{noteId}`. */
export async function deleteNote(noteId: string): Promise<void> {
  await api(notesCalls.deleteNote, { params: { noteId } });
}

/** The three note calls; each refreshes the curriculum, which lists the notes. */
export function useNoteMutations(curriculumSlug: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: curriculumQueryKey(curriculumSlug) });
  return {
    create: useMutation({ mutationFn: createNote, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateNote, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteNote, onSuccess: refresh }),
  };
}
