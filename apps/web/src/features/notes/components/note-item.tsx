import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { PencilIcon, PlayIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { formatTimestamp } from "../../../lib/format-time";
import type { CurriculumNote } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import type { NoteAction } from "./note-actions";
import styles from "./notes.module.css";

// The popovers' code comes after the page is shown (decision 0063): its own chunk, asked for
// when the first note renders, never before the curriculum page's first paint.
const NoteActions = lazy(async () => ({ default: (await import("./note-actions")).NoteActions }));

export type NoteItemProps = {
  note: CurriculumNote;
  onPlayFrom: (seconds: number) => void;
  onUpdate: (description: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
};

/** One note: its time (plays the video from there), its text, and edit and delete popovers. */
export function NoteItem({ note, onPlayFrom, onUpdate, onDelete }: NoteItemProps) {
  const { t } = useTranslation();
  const time = formatTimestamp(note.timestamp);
  // A press on a stand-in before the popovers' code is there: that popover opens when it is.
  const [pressedEarly, setPressedEarly] = useState<NoteAction | null>(null);

  return (
    <li className={`${blocks.gridGap2} ${styles.note}`}>
      <div className={`${pageBlocks.row2} ${styles.noteHead}`}>
        <button
          type="button"
          className={`${pageBlocks.inlineRow} ${pageBlocks.smallBold} ${styles.time}`}
          onClick={() => onPlayFrom(note.timestamp)}
          aria-label={t("notes.playFrom", { time })}
        >
          <PlayIcon size={16} />
          <span>{time}</span>
        </button>
        <div className={styles.noteActions}>
          <Suspense
            fallback={
              <>
                <button
                  type="button"
                  className={`${blocks.inlineCentre} ${styles.iconButton}`}
                  aria-label={t("notes.edit", { time })}
                  onClick={() => setPressedEarly("edit")}
                >
                  <PencilIcon size={16} />
                </button>
                <button
                  type="button"
                  className={`${blocks.inlineCentre} ${styles.iconButton}`}
                  aria-label={t("notes.delete", { time })}
                  onClick={() => setPressedEarly("delete")}
                >
                  <TrashIcon size={16} />
                </button>
              </>
            }
          >
            <NoteActions
              time={time}
              description={note.description}
              onUpdate={onUpdate}
              onDelete={onDelete}
              openAtStart={pressedEarly}
            />
          </Suspense>
        </div>
      </div>
      <RichTextView html={note.description} className={styles.noteText} />
    </li>
  );
}
