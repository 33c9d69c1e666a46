import { Dialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./modal.module.css";

export type ModalProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled: open from the start (its trigger was pressed before its code was there). */
  defaultOpen?: boolean;
  /** The element that opens the modal (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
};

/**
 * A modal dialog on Radix Dialog: focus is trapped and restored, Escape and the close button
 * close it, the page behind is inert. Controlled (`open`) or uncontrolled (`trigger`). Closed,
 * it gives the focus back to what had it when it opened (Radix gives it back only to its own
 * trigger; a controlled modal's opener is a button of the page), if that is still there.
 */
export function Modal({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  description,
  children,
  footer,
  size = "md",
}: ModalProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, size === "md" ? null : styles[size]]
            .filter(Boolean)
            .join(" ")}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Still the opener: the dialog moves the focus inside only after this.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
            opener.current = null;
          }}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={pageBlocks.titleXl}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={`${pageBlocks.muted} ${styles.description}`}>
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className={`${pageBlocks.iconButton} ${styles.close}`}
              aria-label={t("modal.close")}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
          {footer ? (
            <div className={`${pageBlocks.endActions} ${styles.footer}`}>{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
