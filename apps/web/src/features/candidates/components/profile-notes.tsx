import { displayName, formatDateTime } from "@candor/shared/format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { MentionSource } from "../../../components/rich-text/mention-extension";
import { RichTextEditor } from "../../../components/rich-text/rich-text-editor-lazy";
import { RichTextView, richTextToPlain } from "../../../components/rich-text/rich-text-view";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useSession } from "../../../lib/auth/use-session";
import { mentionableMembersQueryOptions } from "../api/candidate-invite";
import {
  type CandidateNote,
  candidateNotesQueryOptions,
  useCandidateProfileMutations,
} from "../api/candidate-profile";

/** Members who can see candidates, offered after `@` (the server emails those mentioned). */
function useMentionSource(): MentionSource {
  const queryClient = useQueryClient();
  return async (query) => {
    const members = await queryClient.fetchQuery(mentionableMembersQueryOptions(query.trim()));
    return members.map((member) => ({ id: member.id, label: member.name, detail: member.email }));
  };
}

/** The editor with Save and (when editing) Cancel; a note that says nothing is not sent. */
function NoteForm({
  label,
  initial = "",
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [html, setHtml] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const mentions = useMentionSource();

  return (
    <form
      className={pageBlocks.stack2}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!richTextToPlain(html).trim()) {
          setError(t("candidateProfile.notes.blank"));
          return;
        }
        setError(undefined);
        setIsBusy(true);
        try {
          await onSubmit(html);
          setHtml("");
        } catch (failure) {
          setError(apiErrorMessage(t, failure));
        } finally {
          setIsBusy(false);
        }
      }}
    >
      <RichTextEditor
        label={label}
        value={html}
        onChange={setHtml}
        error={error}
        rows={3}
        mentions={mentions}
        hint={t("candidateInvite.mentions.hint")}
      />
      <div className={pageBlocks.endActions}>
        {onCancel ? (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t("candidateProfile.cancel")}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={isBusy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({ note, candidateId }: { note: CandidateNote; candidateId: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { updateNote, removeNote } = useCandidateProfileMutations(candidateId);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  // The server lets only the author change a note; others are not offered to.
  const isMine = Boolean(user && note.author?.id === user.id);
  const author = note.author ? displayName(note.author) : t("candidateProfile.notes.formerMember");

  return (
    <li className={pageBlocks.stack2}>
      <p className={pageBlocks.muted}>
        {t("candidateProfile.notes.by", {
          name: author,
          date: formatDateTime(note.createdAt, i18n.language),
        })}
      </p>
      {isEditing ? (
        <NoteForm
          label={t("candidateProfile.notes.editLabel")}
          initial={note.description}
          submitLabel={t("candidateProfile.notes.save")}
          onSubmit={async (description) => {
            await updateNote.mutateAsync({ noteId: note.id, description });
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <RichTextView html={note.description} />
      )}
      {isMine && !isEditing ? (
        <div className={pageBlocks.wrapRow}>
          <Button size="sm" variant="ghost" onClick={() => setIsEditing(true)}>
            {t("candidateProfile.notes.edit")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setIsDeleting(true)}>
            {t("candidateProfile.notes.delete")}
          </Button>
        </div>
      ) : null}
      <ConfirmModal
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t("candidateProfile.notes.deleteTitle")}
        description={t("candidateProfile.notes.deleteBody")}
        confirmLabel={t("candidateProfile.notes.delete")}
        isBusy={removeNote.isPending}
        error={removeNote.error ? apiErrorMessage(t, removeNote.error) : null}
        onConfirm={() => removeNote.mutate(note.id, { onSuccess: () => setIsDeleting(false) })}
      />
    </li>
  );
}

/** The team's notes, newest first, and the editor to add one. */
export function ProfileNotes({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const notes = useQuery(candidateNotesQueryOptions(candidateId));
  const { addNote } = useCandidateProfileMutations(candidateId);

  return (
    <div className={pageBlocks.stack4}>
      <NoteForm
        label={t("candidateProfile.notes.addLabel")}
        submitLabel={t("candidateProfile.notes.add")}
        onSubmit={(description) => addNote.mutateAsync(description)}
      />
      {notes.isPending ? (
        <p className={pageBlocks.muted} role="status">
          {t("candidateProfile.notes.loading")}
        </p>
      ) : notes.isError ? (
        <p className={pageBlocks.error} role="alert">
          {apiErrorMessage(t, notes.error)}
        </p>
      ) : notes.data.length === 0 ? (
        <p className={pageBlocks.muted}>{t("candidateProfile.notes.none")}</p>
      ) : (
        <ul className={pageBlocks.list3}>
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} candidateId={candidateId} />
          ))}
        </ul>
      )}
    </div>
  );
}
