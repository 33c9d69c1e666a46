import { formatPlaybackTime } from "@candor/shared/format";
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
import { CloseIcon, PlusIcon } from "../../../components/icons/icons";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SEARCH_DEBOUNCE_MS, SearchField } from "../../../components/search-field/search-field";
import { moveItem, SortableList } from "../../../components/sortable-list/sortable-list";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import {
  type CustomSet,
  type CustomSetQuestion,
  useCreateCustomSet,
  useUpdateCustomSet,
} from "../api/custom-sets";
import { type Question, questionsQueryOptions } from "../api/questions";
import styles from "./content-library.module.css";

/** Results the question picker shows at once; typing narrows them. */
const PICKER_SIZE = 10;

type SetQuestion = Pick<CustomSetQuestion, "id" | "text" | "isLibrary" | "answerTimeSeconds">;

/**
 * Creating or changing a custom set: its name and its questions in order — rearranged by drag,
 * by keyboard or with the move buttons, removed, and added from the library with a search.
 */
export function CustomSetDialog({ set, onClose }: { set?: CustomSet; onClose: () => void }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const create = useCreateCustomSet();
  const update = useUpdateCustomSet();
  const [questions, setQuestions] = useState<SetQuestion[]>(set?.questions ?? []);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const picker = useQuery(
    questionsQueryOptions({
      q: q.trim(),
      categoryId: null,
      source: "all",
      page: 1,
      limit: PICKER_SIZE,
    }),
  );
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ mode: "onTouched", defaultValues: { name: set?.name ?? "" } });

  const chosen = new Set(questions.map((question) => question.id));
  const isFull = questions.length >= CUSTOM_SET_MAX_QUESTIONS;

  function add(question: Question) {
    setQuestions((current) => [...current, question]);
  }

  const submit = handleSubmit(async ({ name }) => {
    setGeneral(null);
    const input = { name: name.trim(), question_ids: questions.map((question) => question.id) };
    try {
      if (set) await update.mutateAsync({ id: set.id, input });
      else await create.mutateAsync(input);
      push({
        type: "notice",
        message: t(set ? "contentLibrary.sets.saved" : "contentLibrary.sets.created", {
          name: input.name,
        }),
      });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, { t, setError, fields: ["name"] }));
    }
  });

  const nameRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, CUSTOM_SET_NAME_MAX_LENGTH),
  );

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t(set ? "contentLibrary.sets.editTitle" : "contentLibrary.sets.newTitle")}
    >
      <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
        {general ? <FormBanner>{general}</FormBanner> : null}
        <TextField
          label={t("contentLibrary.sets.name")}
          maxLength={CUSTOM_SET_NAME_MAX_LENGTH + 20}
          error={errors.name?.message}
          {...register("name", { validate: nameRules })}
        />

        <section className={pageBlocks.stack4} aria-labelledby="set-questions-title">
          <h3 id="set-questions-title" className={pageBlocks.titleMdBold}>
            {t("contentLibrary.sets.questionsTitle", { count: questions.length })}
          </h3>
          {questions.length === 0 ? (
            <p className={pageBlocks.muted}>{t("contentLibrary.sets.noQuestions")}</p>
          ) : (
            <SortableList
              items={questions}
              getId={(question) => question.id}
              getLabel={(question) => question.text}
              label={t("contentLibrary.sets.orderLabel")}
              onMove={(from, to) => setQuestions((current) => moveItem(current, from, to))}
              renderItem={(question, index) => (
                <div className={`${pageBlocks.column} ${styles.itemMain}`}>
                  <p className={pageBlocks.itemName}>
                    {index + 1}. {question.text}
                  </p>
                  <p className={pageBlocks.metaRow}>
                    {question.isLibrary ? (
                      <span
                        className={`${pageBlocks.inlineRow} ${styles.badge} ${styles.libraryBadge}`}
                      >
                        {t("contentLibrary.libraryBadge")}
                      </span>
                    ) : null}
                    {t("contentLibrary.questions.answerTime", {
                      time: formatPlaybackTime(question.answerTimeSeconds),
                    })}
                  </p>
                </div>
              )}
              renderActions={(question) => (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("contentLibrary.sets.removeLabel", { text: question.text })}
                  onClick={() =>
                    setQuestions((current) => current.filter((item) => item.id !== question.id))
                  }
                >
                  <CloseIcon size={16} />
                </Button>
              )}
            />
          )}
        </section>

        <section className={pageBlocks.stack4} aria-labelledby="set-picker-title">
          <h3 id="set-picker-title" className={pageBlocks.titleMdBold}>
            {t("contentLibrary.sets.addQuestions")}
          </h3>
          <SearchField
            label={t("contentLibrary.sets.searchQuestions")}
            value={search}
            onChange={setSearch}
            isInsideForm
          />
          {isFull ? (
            <p className={pageBlocks.muted}>
              {t("contentLibrary.sets.full", { max: CUSTOM_SET_MAX_QUESTIONS })}
            </p>
          ) : null}
          {picker.isPending ? (
            <p className={pageBlocks.muted} role="status">
              {t("contentLibrary.questions.loading")}
            </p>
          ) : picker.data?.records.length ? (
            <ul
              className={`${pageBlocks.list} ${styles.pickerResults}`}
              aria-label={t("contentLibrary.sets.results")}
            >
              {picker.data.records.map((question) => (
                <li key={question.id} className={`${pageBlocks.row2} ${styles.pickerResult}`}>
                  <span>{question.text}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={chosen.has(question.id) || isFull}
                    aria-label={t("contentLibrary.sets.addLabel", { text: question.text })}
                    onClick={() => add(question)}
                  >
                    <PlusIcon size={16} />
                    {chosen.has(question.id)
                      ? t("contentLibrary.sets.added")
                      : t("contentLibrary.sets.add")}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={pageBlocks.muted}>{t("contentLibrary.questions.noMatchTitle")}</p>
          )}
        </section>

        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={onClose}>
            {t("contentLibrary.cancel")}
          </Button>
          <SubmitButton isBusy={isSubmitting}>
            {t(set ? "contentLibrary.sets.save" : "contentLibrary.sets.create")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
