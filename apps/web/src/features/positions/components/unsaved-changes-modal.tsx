import { useTranslation } from "react-i18next";
import type { Blocker } from "react-router";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import styles from "./positions-list.module.css";

/** Asks before a held navigation (useUnsavedChangesGuard) throws the changes away. */
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
        <div className={styles.modalActions}>
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
