import { Popover } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { PencilIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import blocks from "../../../styles/blocks.module.css";
import { NoteForm } from "./note-form";
import styles from "./notes.module.css";

/** Which of a note's controls someone reached for before their code was there. */
export type NoteAction = "edit" | "delete";

export type NoteActionsProps = {
  /** The note's time as shown (`01:05`), for the buttons' names. */
  time: string;
  description: string;
  onUpdate: (description: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Open this popover at once: its stand-in was pressed while this code loaded. */
  openAtStart?: NoteAction | null;
  /** Focus this trigger at once: its stand-in had the focus. */
  focusAtStart?: NoteAction | null;
};

/**
 * A note's edit and delete popovers (Radix Popover, with its popper, focus and dismiss layers:
 * ~30 KiB the curriculum page needs only when someone edits or deletes a note). Drawn by
 * `NoteItem` once someone reaches for its stand-ins (decision 0063).
 */
export function NoteActions({
  time,
  description,
  onUpdate,
  onDelete,
  openAtStart = null,
  focusAtStart = null,
}: NoteActionsProps) {
  const { t } = useTranslation();
  const triggers = {
    edit: useRef<HTMLButtonElement>(null),
    delete: useRef<HTMLButtonElement>(null),
  };
  // Only on mount, taking over from the stand-in: an open popover takes the focus itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (focusAtStart && !openAtStart) triggers[focusAtStart].current?.focus();
  }, []);
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
          ref={triggers.edit}
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
          ref={triggers.delete}
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
