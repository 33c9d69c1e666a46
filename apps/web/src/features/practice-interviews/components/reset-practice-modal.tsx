import { useTranslation } from "react-i18next";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { Modal } from "../../../components/modal/modal";
import { apiErrorMessage } from "../../../i18n/error-message";
import { type PracticeInterview, useResetPracticeInterview } from "../api/practice-interviews";

/** Confirms a reset: the answers go, the points and the certificate earned stay. */
export function ResetPracticeModal({
  slug,
  title,
  open,
  onOpenChange,
  onReset,
}: {
  slug: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: (interview: PracticeInterview) => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPracticeInterview(slug);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset.reset();
        onOpenChange(next);
      }}
      size="sm"
      title={t("practice.reset.title")}
      description={t("practice.reset.body", { title })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("practice.reset.cancel")}
          </Button>
          <AsyncButton
            variant="danger"
            onClick={async () => {
              const fresh = await reset.mutateAsync();
              onOpenChange(false);
              onReset(fresh);
            }}
          >
            {t("practice.reset.confirm")}
          </AsyncButton>
        </>
      }
    >
      {reset.isError ? <FormBanner>{apiErrorMessage(t, reset.error)}</FormBanner> : null}
    </Modal>
  );
}
