import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { PencilIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import blocks from "../../../styles/blocks.module.css";
import { NoteForm } from "./note-form";
import styles from "./notes.module.css";

/** Which of a note's popovers a press asked for before their code was there. */
export type NoteAction = "edit" | "delete";

export type NoteActionsProps = {
  /** The note's time as shown (`01:05`), for the buttons' names. */
  time: string;
  description: string;
  onUpdate: (description: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Open this popover at once: it was pressed while this code loaded. */
  openAtStart?: NoteAction | null;
};

/**
 * A note's edit and delete popovers (Radix Popover, with its popper, focus and dismiss layers:
 * ~30 KiB the curriculum page needs only when someone edits or deletes a note). Loaded by
 * `NoteItem` after the page is shown, not before its first paint (decision 0063).
 */
export function NoteActions({
  time,
  description,
  onUpdate,
  onDelete,
  openAtStart = null,
}: NoteActionsProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(openAtStart === "edit");
  const [isConfirming, setIsConfirming] = useState(openAtStart === "delete");
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
    <>
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
              initialValue={description}
              onSave={async (text) => {
                await onUpdate(text);
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
    </>
  );
}
