import { displayName } from "@candor/shared/format";
import { CANDIDATE_INTERVIEW_NOTE_MAX_LENGTH } from "@candor/shared/schemas/reviews";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { type CandidateNote, notesQueryOptions, useNoteMutations } from "../api/review";
import styles from "./review.module.css";

function formatWhen(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(value),
  );
}

/** The hiring team's notes on this candidate, oldest first; each member edits their own. */
export function NotesPanel({
  candidateInterviewId,
  userId,
}: {
  candidateInterviewId: string;
  userId: string;
}) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const notes = useQuery(notesQueryOptions(candidateInterviewId));
  const { add, edit, remove } = useNoteMutations(candidateInterviewId);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const [deleting, setDeleting] = useState<CandidateNote | null>(null);

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) {
      setProblem(t("reviews.notes.required"));
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync(draft.trim());
      setDraft("");
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing?.body.trim()) return;
    try {
      await edit.mutateAsync({ noteId: editing.id, body: editing.body.trim() });
      setEditing(null);
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <div className={pageBlocks.stack2}>
      {notes.isPending ? (
        <p className={pageBlocks.muted} role="status">
          {t("reviews.notes.loading")}
        </p>
      ) : notes.isError ? (
        <p className={pageBlocks.error} role="alert">
          {apiErrorMessage(t, notes.error)}
        </p>
      ) : notes.data.length === 0 ? (
        <p className={pageBlocks.muted}>{t("reviews.notes.empty")}</p>
      ) : (
        <ul className={pageBlocks.list3}>
          {notes.data.map((note) => {
            const isMine = note.author?.id === userId;
            const author = note.author ? displayName(note.author) : t("reviews.formerMember");
            return (
              <li key={note.id} className={`${pageBlocks.stack} ${styles.note}`}>
                <p className={pageBlocks.wrapRow}>
                  <span className={pageBlocks.semibold}>{author}</span>
                  <span className={pageBlocks.muted}>
                    {formatWhen(note.createdAt, i18n.language)}
                  </span>
                </p>
                {editing?.id === note.id ? (
                  <form className={pageBlocks.stack2} onSubmit={saveEdit} noValidate>
                    <label htmlFor={`${baseId}-edit`} className="visually-hidden">
                      {t("reviews.notes.editLabel")}
                    </label>
                    <textarea
                      id={`${baseId}-edit`}
                      className={formStyles.input}
                      rows={3}
                      maxLength={CANDIDATE_INTERVIEW_NOTE_MAX_LENGTH}
                      value={editing.body}
                      onChange={(event) => setEditing({ id: note.id, body: event.target.value })}
                    />
                    <div className={pageBlocks.wrapRow}>
                      <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                        {t("reviews.cancel")}
                      </Button>
                      <Button
                        size="sm"
                        type="submit"
                        disabled={edit.isPending || !editing.body.trim()}
                      >
                        {t("reviews.notes.save")}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <p className={styles.noteBody}>{note.body}</p>
                )}
                {isMine && editing?.id !== note.id ? (
                  <div className={pageBlocks.wrapRow}>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing({ id: note.id, body: note.body })}
                    >
                      {t("reviews.notes.edit")}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(note)}>
                      {t("reviews.notes.delete")}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <form className={pageBlocks.stack2} onSubmit={addNote} noValidate>
        <label htmlFor={`${baseId}-new`} className={formStyles.label}>
          {t("reviews.notes.addLabel")}
        </label>
        <textarea
          id={`${baseId}-new`}
          className={formStyles.input}
          rows={3}
          maxLength={CANDIDATE_INTERVIEW_NOTE_MAX_LENGTH}
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${baseId}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {problem ? (
          <p id={`${baseId}-error`} className={formStyles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {t("reviews.notes.add")}
          </Button>
        </div>
      </form>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        size="sm"
        title={t("reviews.notes.deleteTitle")}
        description={t("reviews.notes.deleteBody")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t("reviews.cancel")}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={async () => {
                if (!deleting) return;
                try {
                  await remove.mutateAsync(deleting.id);
                } catch (error) {
                  setProblem(apiErrorMessage(t, error));
                }
                setDeleting(null);
              }}
            >
              {t("reviews.notes.confirmDelete")}
            </Button>
          </>
        }
      />
    </div>
  );
}
