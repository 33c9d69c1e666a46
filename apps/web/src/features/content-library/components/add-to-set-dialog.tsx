import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import {
  CUSTOM_SET_MAX_QUESTIONS,
  CUSTOM_SET_NAME_MAX_LENGTH,
} from "@candor/shared/schemas/content-library";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { CheckIcon } from "../../../components/icons/icons";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import {
  type CustomSet,
  customSetsQueryOptions,
  useCreateCustomSet,
  useUpdateCustomSet,
} from "../api/custom-sets";
import type { Question } from "../api/questions";
import styles from "./content-library.module.css";

/** The sets offered at once; an organization with more searches in the Custom sets tab. */
const SETS_SHOWN = 100;

/** Adds one question at the end of a custom set, or starts a new set with it. */
export function AddToSetDialog({ question, onClose }: { question: Question; onClose: () => void }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const sets = useQuery(customSetsQueryOptions({ q: "", page: 1, limit: SETS_SHOWN }));
  const update = useUpdateCustomSet();
  const create = useCreateCustomSet();
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ mode: "onTouched", defaultValues: { name: "" } });

  async function addTo(set: CustomSet) {
    setGeneral(null);
    setAddingTo(set.id);
    try {
      await update.mutateAsync({
        id: set.id,
        input: { question_ids: [...set.questions.map((item) => item.id), question.id] },
      });
      push({ type: "notice", message: t("contentLibrary.addToSet.added", { name: set.name }) });
      onClose();
    } catch (error) {
      setGeneral(apiErrorMessage(t, error));
    } finally {
      setAddingTo(null);
    }
  }

  const createSet = handleSubmit(async ({ name }) => {
    setGeneral(null);
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        question_ids: [question.id],
      });
      push({
        type: "notice",
        message: t("contentLibrary.addToSet.created", { name: created.name }),
      });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, { t, setError, fields: ["name"] }));
    }
  });

  const nameRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, CUSTOM_SET_NAME_MAX_LENGTH),
  );

  let list = null;
  if (sets.isPending) {
    list = <ListLoading label={t("contentLibrary.sets.loading")} rows={2} />;
  } else if (!sets.data) {
    list = (
      <ListError
        title={t("contentLibrary.sets.loadFailed")}
        error={sets.error}
        onRetry={() => void sets.refetch()}
      />
    );
  } else if (sets.data.records.length === 0) {
    list = <p className={pageBlocks.muted}>{t("contentLibrary.addToSet.noSets")}</p>;
  } else {
    list = (
      <ul
        className={`${pageBlocks.list} ${styles.pickerResults}`}
        aria-label={t("contentLibrary.addToSet.setsLabel")}
      >
        {sets.data.records.map((set) => {
          const isIn = set.questions.some((item) => item.id === question.id);
          const isFull = set.questionsCount >= CUSTOM_SET_MAX_QUESTIONS;
          return (
            <li key={set.id} className={`${pageBlocks.row2} ${styles.pickerResult}`}>
              <span>
                <strong>{set.name}</strong>{" "}
                <span className={pageBlocks.muted}>
                  {t("contentLibrary.sets.count", { count: set.questionsCount })}
                </span>
              </span>
              {isIn ? (
                <span className={pageBlocks.inlineRow}>
                  <CheckIcon size={16} />
                  {t("contentLibrary.addToSet.alreadyIn")}
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={isFull || addingTo !== null}
                  aria-busy={addingTo === set.id || undefined}
                  aria-label={t("contentLibrary.addToSet.addToLabel", { name: set.name })}
                  onClick={() => void addTo(set)}
                >
                  {isFull ? t("contentLibrary.addToSet.full") : t("contentLibrary.addToSet.add")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("contentLibrary.addToSet.title")}
      description={question.text}
    >
      <div className={pageBlocks.stack4}>
        {general ? <FormBanner>{general}</FormBanner> : null}
        {list}
        <form
          className={`${pageBlocks.wrapRow} ${styles.inlineForm}`}
          onSubmit={createSet}
          noValidate
        >
          <TextField
            label={t("contentLibrary.addToSet.newSetName")}
            maxLength={CUSTOM_SET_NAME_MAX_LENGTH + 20}
            error={errors.name?.message}
            {...register("name", { validate: nameRules })}
          />
          <SubmitButton variant="secondary" isBusy={isSubmitting}>
            {t("contentLibrary.addToSet.createSet")}
          </SubmitButton>
        </form>
      </div>
    </Modal>
  );
}
