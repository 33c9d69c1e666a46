import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PencilIcon, PlayIcon, TrashIcon } from "../../../components/icons/icons";
import { reachHandlers, useOnDemand } from "../../../components/on-demand/use-on-demand";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { formatTimestamp } from "../../../lib/format-time";
import type { CurriculumNote } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import type { NoteAction } from "./note-actions";
import styles from "./notes.module.css";

// The popovers' code is a chunk of its own, fetched when someone reaches for a note's buttons
// (pointer over, focus, a press), never with the curriculum page (decision 0063).
const loadNoteActions = async () => (await import("./note-actions")).NoteActions;

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
  const { loaded: NoteActions, intent, want } = useOnDemand(loadNoteActions);
  // Which stand-in was pressed or focused: the real control opens or takes the focus in its place.
  const [reached, setReached] = useState<NoteAction>("edit");
  const reachFor = (action: NoteAction) =>
    reachHandlers((wanted) => {
      if (wanted?.open || wanted?.focus) setReached(action);
      want(wanted);
    });

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
          {NoteActions ? (
            <NoteActions
              time={time}
              description={note.description}
              onUpdate={onUpdate}
              onDelete={onDelete}
              openAtStart={intent.open ? reached : null}
              focusAtStart={intent.focus ? reached : null}
            />
          ) : (
            <>
              <button
                type="button"
                className={`${blocks.inlineCentre} ${styles.iconButton}`}
                aria-label={t("notes.edit", { time })}
                aria-haspopup="dialog"
                aria-expanded={false}
                {...reachFor("edit")}
              >
                <PencilIcon size={16} />
              </button>
              <button
                type="button"
                className={`${blocks.inlineCentre} ${styles.iconButton}`}
                aria-label={t("notes.delete", { time })}
                aria-haspopup="dialog"
                aria-expanded={false}
                {...reachFor("delete")}
              >
                <TrashIcon size={16} />
              </button>
            </>
          )}
        </div>
      </div>
      <RichTextView html={note.description} className={styles.noteText} />
    </li>
  );
}
