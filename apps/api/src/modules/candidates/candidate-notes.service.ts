import type { CandidateNoteInput } from "@candor/shared/schemas/candidates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { sanitizeRichText } from "../../lib/rich-text";
import type { MemberScope } from "../../plugins/auth";
import { notifyMentions } from "./candidate-mentions";
import { deleteNote, findNote, insertNote, listNotes, updateNote } from "./candidate-notes.queries";
import { insertEvent } from "./candidate-pipeline.queries";
import { type CandidateScope, findCandidate, updateCandidate } from "./candidates.queries";
import { serializeNote } from "./candidates.serializer";

export type CandidateNotesServiceDeps = {
  db: Database;
  clock: () => Date;
  /** Links in mention emails point at the organization's subdomain of this origin. */
  publicUrl: string;
};

/**
 * The hiring team's notes on a candidate (SPEC §3 "candidate notes"): rich text sanitized like
 * every rich-text field; read by the organization's managers, changed or deleted by their author
 * only (403 for anyone else).
 */
export function createCandidateNotesService({ db, clock, publicUrl }: CandidateNotesServiceDeps) {
  async function note(scope: CandidateScope, noteId: string) {
    const row = await findNote(db, { ...scope, noteId });
    if (!row) throw AppError.notFound();
    return serializeNote(row);
  }

  /** The note, if it is the caller's; 404 when it is not the organization's. */
  async function ownNote(scope: MemberScope, noteId: string) {
    const row = await findNote(db, { ...scope, noteId });
    if (!row) throw AppError.notFound();
    if (row.note.authorId !== scope.userId) throw new AppError("forbidden");
    return row;
  }

  function sanitized(input: CandidateNoteInput) {
    // Mentions of members survive as `<span data-mention="{user id}">` (candidate-mentions.ts).
    const description = sanitizeRichText(input.description, { mentions: true });
    // Markup alone (an empty paragraph, a stripped tag) says nothing.
    if (!description) throw AppError.fields({ description: ["blank"] });
    return description;
  }

  return {
    async list(scope: CandidateScope, candidateId: string) {
      if (!(await findCandidate(db, { ...scope, candidateId }))) throw AppError.notFound();
      const rows = await listNotes(db, { ...scope, candidateId });
      return rows.map(serializeNote);
    },

    async create(scope: MemberScope, candidateId: string, input: CandidateNoteInput) {
      const description = sanitized(input);
      const now = clock();
      const noteId = await db.transaction(async (tx) => {
        if (!(await findCandidate(tx, { ...scope, candidateId }))) throw AppError.notFound();
        const row = await insertNote(tx, {
          organizationId: scope.organizationId,
          candidateId,
          authorId: scope.userId,
          description,
          createdAt: now,
          updatedAt: now,
        });
        await insertEvent(tx, {
          organizationId: scope.organizationId,
          candidateId,
          kind: "note_added",
          payload: { note_id: row.id },
          actorId: scope.userId,
          at: now,
        });
        await updateCandidate(tx, { ...scope, candidateId, values: { lastActivityAt: now } });
        await notifyMentions(
          tx,
          scope,
          { id: row.id, candidateId, authorId: scope.userId, html: description, now },
          { publicUrl },
        );
        return row.id;
      });
      return note(scope, noteId);
    },

    async update(scope: MemberScope, noteId: string, input: CandidateNoteInput) {
      const { note: current } = await ownNote(scope, noteId);
      const description = sanitized(input);
      const now = clock();
      await db.transaction(async (tx) => {
        await updateNote(tx, { ...scope, noteId, description, now });
        // Only members not told about this note yet: an edit does not email anyone twice.
        await notifyMentions(
          tx,
          scope,
          {
            id: noteId,
            candidateId: current.candidateId,
            authorId: scope.userId,
            html: description,
            now,
          },
          { publicUrl },
        );
      });
      return note(scope, noteId);
    },

    async remove(scope: MemberScope, noteId: string) {
      await ownNote(scope, noteId);
      await deleteNote(db, { ...scope, noteId });
    },
  };
}

export type CandidateNotesService = ReturnType<typeof createCandidateNotesService>;
