import { NOTE_SAVED_BANNER_MS } from "@candor/shared/constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { formatTimestamp } from "../../../lib/format-time";
import type { CurriculumNote } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { NoteForm } from "./note-form";
import { NoteItem } from "./note-item";
import styles from "./notes.module.css";

export type NotesPanelProps = {
  notes: readonly CurriculumNote[];
  /** Where a new note is being written (seconds into the video), or null when none is. */
  draftTimestamp: number | null;
  onCreate: (timestamp: number, description: string) => Promise<unknown>;
  onUpdate: (noteId: string, description: string) => Promise<unknown>;
  onDelete: (noteId: string) => Promise<unknown>;
  onCloseDraft: () => void;
  onPlayFrom: (seconds: number) => void;
};

/**
 * The right panel 'My Notes' (SPEC §2): the video's notes by time, each with play-from-time, edit
 * and delete; the note form once Add Note was pressed; the 'saved' banner for 3 seconds after a
 * note is saved (SPEC §4); and the empty state with how to add one.
 */
export function NotesPanel({
  notes,
  draftTimestamp,
  onCreate,
  onUpdate,
  onDelete,
  onCloseDraft,
  onPlayFrom,
}: NotesPanelProps) {
  const { t } = useTranslation();
  const [savedCount, setSavedCount] = useState(0);
  const [isSavedShown, setIsSavedShown] = useState(false);

  useEffect(() => {
    if (savedCount === 0) return;
    setIsSavedShown(true);
    const timer = window.setTimeout(() => setIsSavedShown(false), NOTE_SAVED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [savedCount]);

  const markSaved = () => setSavedCount((count) => count + 1);
  const sorted = [...notes].sort((a, b) => a.timestamp - b.timestamp);

  return (
    <aside className={`${pageBlocks.stack3} ${styles.panel}`} aria-labelledby="my-notes-title">
      <h2 id="my-notes-title" className={pageBlocks.sectionTitle}>
        {t("notes.title")}
      </h2>

      <div className={styles.savedSlot} role="status">
        {isSavedShown ? (
          <p className={`${pageBlocks.row2} ${styles.saved}`}>
            <CheckCircleIcon size={18} />
            {t("notes.saved")}
          </p>
        ) : null}
      </div>

      {draftTimestamp !== null ? (
        <NoteForm
          key={draftTimestamp}
          heading={t("notes.form.title", { time: formatTimestamp(draftTimestamp) })}
          onSave={async (description) => {
            await onCreate(draftTimestamp, description);
            markSaved();
            onCloseDraft();
          }}
          onCancel={onCloseDraft}
        />
      ) : null}

      {sorted.length === 0 ? (
        draftTimestamp === null ? (
          <div className={`${blocks.gridGap2} ${pageBlocks.muted} ${styles.empty}`}>
            <p className={`${pageBlocks.bold} ${styles.emptyTitle}`}>{t("notes.empty")}</p>
            <p>{t("notes.emptyHelp")}</p>
          </div>
        ) : null
      ) : (
        <ul className={`${pageBlocks.bareList} ${blocks.gridGap3}`} aria-label={t("notes.list")}>
          {sorted.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              onPlayFrom={onPlayFrom}
              onUpdate={async (description) => {
                await onUpdate(note.id, description);
                markSaved();
              }}
              onDelete={() => onDelete(note.id)}
            />
          ))}
        </ul>
      )}
    </aside>
  );
}
