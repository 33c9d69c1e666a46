import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import formStyles from "../form/form.module.css";
import { Modal } from "../modal/modal";
import styles from "./confirm-modal.module.css";

export type ConfirmModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The confirming button's label, e.g. "Delete". */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  isBusy?: boolean;
  /** What went wrong with the last attempt, shown in the dialog. */
  error?: string | null;
  tone?: "danger" | "primary";
};

/** Asks before an action that can't be undone (a delete); Cancel and Escape leave everything. */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isBusy = false,
  error,
  tone = "danger",
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("confirm.cancel")}
          </Button>
          <Button
            variant={tone}
            disabled={isBusy}
            aria-busy={isBusy || undefined}
            onClick={onConfirm}
          >
            {isBusy ? <span className={formStyles.spinner} aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
