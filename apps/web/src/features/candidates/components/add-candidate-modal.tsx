import { displayName } from "@candor/shared/format";
import {
  EMAIL_MAX_LENGTH,
  validateEmail,
  validateMaxLength,
  validateRequired,
} from "@candor/shared/rules/validation";
import {
  CANDIDATE_NAME_MAX_LENGTH,
  CANDIDATE_PHONE_MAX_LENGTH,
} from "@candor/shared/schemas/candidates";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useCreateCandidate } from "../api/candidates";
import styles from "./add-candidate-modal.module.css";

type AddCandidateValues = { first_name: string; last_name: string; email: string; phone: string };

const FIELDS = ["first_name", "last_name", "email", "phone"] as const;
const EMPTY: AddCandidateValues = { first_name: "", last_name: "", email: "", phone: "" };

/**
 * "Add candidate": a person added by hand (name, address, optional phone). The server refuses an
 * address the organization already has (422 email `taken`), said on the field; on success the
 * lists refresh (useCreateCandidate) and an alert names who was added.
 */
export function AddCandidateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const create = useCreateCandidate();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddCandidateValues>({ mode: "onTouched", defaultValues: EMPTY });

  function close() {
    reset(EMPTY);
    setGeneral(null);
    onClose();
  }

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    const phone = values.phone.trim();
    try {
      const candidate = await create.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
      });
      push({
        type: "notice",
        message: t("candidates.add.added", { name: displayName(candidate) }),
      });
      close();
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: FIELDS,
          messages: { email: { taken: t("candidates.add.emailTaken") } },
        }),
      );
    }
  });

  const nameRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, CANDIDATE_NAME_MAX_LENGTH),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={t("candidates.add.title")}
      description={t("candidates.add.description")}
    >
      <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
        {general ? <FormBanner>{general}</FormBanner> : null}
        <div className={styles.names}>
          <TextField
            label={t("candidates.add.firstName")}
            autoComplete="off"
            maxLength={CANDIDATE_NAME_MAX_LENGTH + 20}
            error={errors.first_name?.message}
            {...register("first_name", { validate: nameRules })}
          />
          <TextField
            label={t("candidates.add.lastName")}
            autoComplete="off"
            maxLength={CANDIDATE_NAME_MAX_LENGTH + 20}
            error={errors.last_name?.message}
            {...register("last_name", { validate: nameRules })}
          />
        </div>
        <TextField
          label={t("candidates.add.email")}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH + 20}
          error={errors.email?.message}
          {...register("email", {
            validate: fieldRules<string>(t, validateRequired, validateEmail),
          })}
        />
        <TextField
          label={t("candidates.add.phone")}
          hint={t("candidates.add.optional")}
          type="tel"
          autoComplete="off"
          maxLength={CANDIDATE_PHONE_MAX_LENGTH + 20}
          error={errors.phone?.message}
          {...register("phone", {
            validate: fieldRules<string>(t, (value) =>
              validateMaxLength(value, CANDIDATE_PHONE_MAX_LENGTH),
            ),
          })}
        />
        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={close}>
            {t("candidates.add.cancel")}
          </Button>
          <SubmitButton isBusy={isSubmitting}>{t("candidates.add.submit")}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
