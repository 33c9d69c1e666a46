import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { Modal } from "../../../components/modal/modal";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useBulkClosePositions } from "../api/save-position";
import styles from "./positions-list.module.css";

export type BulkCloseModalProps = {
  /** The ticked positions; null keeps the modal closed. */
  ids: readonly string[] | null;
  onClose: () => void;
  onClosed: () => void;
};

/** Confirms closing the ticked positions, then says what happened (`POST bulk_close`). */
export function BulkCloseModal({ ids, onClose, onClosed }: BulkCloseModalProps) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const bulkClose = useBulkClosePositions();
  const [error, setError] = useState<string | null>(null);
  const count = ids?.length ?? 0;

  async function confirm() {
    if (!ids) return;
    setError(null);
    try {
      const result = await bulkClose.mutateAsync(ids);
      const closed = result.closed_ids.length;
      const already = result.already_closed_ids.length;
      const messages = [t("positions.bulkClose.done", { count: closed })];
      if (already > 0) messages.push(t("positions.bulkClose.alreadyClosed", { count: already }));
      push({ type: "notice", message: messages.join(" ") });
      onClosed();
    } catch (caught) {
      setError(apiErrorMessage(t, caught));
    }
  }

  return (
    <Modal
      open={ids !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      size="sm"
      title={t("positions.bulkClose.title", { count })}
      description={t("positions.bulkClose.body")}
      footer={
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={onClose}>
            {t("positions.bulkClose.cancel")}
          </Button>
          <AsyncButton variant="danger" onClick={confirm}>
            {t("positions.bulkClose.confirm", { count })}
          </AsyncButton>
        </div>
      }
    >
      {error ? <FormBanner>{error}</FormBanner> : null}
    </Modal>
  );
}
