import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { PencilIcon, PlayIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { apiErrorMessage } from "../../../i18n/error-message";
import { formatTimestamp } from "../../../lib/format-time";
import type { CurriculumNote } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { NoteForm } from "./note-form";
import styles from "./notes.module.css";

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
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function handleDelete() {
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await onDelete();
      setIsConfirming(false);
    } catch (error) {
      setDeleteError(apiErrorMessage(t, error));
    } finally {
      setIsDeleting(false);
    }
  }

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
          <Popover.Root open={isEditing} onOpenChange={setIsEditing}>
            <Popover.Trigger
              className={`${blocks.inlineCentre} ${styles.iconButton}`}
              aria-label={t("notes.edit", { time })}
            >
              <PencilIcon size={16} />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                className={`${blocks.gridGap3} ${styles.popover} ${styles.editPopover}`}
                align="end"
                sideOffset={6}
                collisionPadding={12}
              >
                <NoteForm
                  heading={t("notes.editTitle", { time })}
                  initialValue={note.description}
                  onSave={async (description) => {
                    await onUpdate(description);
                    setIsEditing(false);
                  }}
                  onCancel={() => setIsEditing(false)}
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>

          <Popover.Root
            open={isConfirming}
            onOpenChange={(open) => {
              setIsConfirming(open);
              if (!open) setDeleteError(null);
            }}
          >
            <Popover.Trigger
              className={`${blocks.inlineCentre} ${styles.iconButton}`}
              aria-label={t("notes.delete", { time })}
            >
              <TrashIcon size={16} />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                className={`${blocks.gridGap3} ${styles.popover}`}
                align="end"
                sideOffset={6}
                collisionPadding={12}
                role="alertdialog"
                aria-label={t("notes.delete", { time })}
              >
                <p className={pageBlocks.semibold}>{t("notes.deleteConfirm")}</p>
                {deleteError ? (
                  <p className={pageBlocks.error} role="alert">
                    {deleteError}
                  </p>
                ) : null}
                <div className={pageBlocks.endActions}>
                  <Popover.Close asChild>
                    <Button variant="ghost" size="sm">
                      {t("notes.keep")}
                    </Button>
                  </Popover.Close>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={handleDelete}
                    disabled={isDeleting}
                    aria-busy={isDeleting || undefined}
                  >
                    {t("notes.deleteAction")}
                  </Button>
                </div>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
      </div>
      <RichTextView html={note.description} className={styles.noteText} />
    </li>
  );
}
