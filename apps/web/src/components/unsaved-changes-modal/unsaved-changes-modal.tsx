import { useTranslation } from "react-i18next";
import type { Blocker } from "react-router";
import { Button } from "../button/button";
// The same footer as ConfirmModal's: buttons at the end, wrapping on a phone.
import styles from "../confirm-modal/confirm-modal.module.css";
import { Modal } from "../modal/modal";

/** Asks before a held navigation (lib/forms/use-unsaved-changes-guard) throws the changes away. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const isOpen = blocker.state === "blocked";
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      size="sm"
      title={t("positions.unsaved.title")}
      description={t("positions.unsaved.body")}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t("positions.unsaved.stay")}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t("positions.unsaved.leave")}
          </Button>
        </div>
      }
    />
  );
}
