import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import { CATEGORY_NAME_MAX_LENGTH } from "@candor/shared/schemas/content-library";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { LibraryIcon, PencilIcon, PlusIcon, TrashIcon } from "../../../components/icons/icons";
import { ListEmpty, ListError, ListLoading } from "../../../components/list-state/list-state";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import {
  type Category,
  categoriesQueryOptions,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
} from "../api/categories";
import { useDeleteConfirmation } from "../hooks/use-delete-confirmation";
import styles from "./content-library.module.css";

/**
 * The Categories tab: the organization's own categories (added, renamed, deleted — their
 * questions stay, uncategorized) and Candor's, which every organization shares and nobody edits.
 */
export function CategoriesPanel() {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQueryOptions);
  const [renaming, setRenaming] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const { deleting, ask: askToDelete, confirmProps } = useDeleteConfirmation<Category>(remove);

  if (categories.isPending) return <ListLoading label={t("contentLibrary.categories.loading")} />;
  if (!categories.data) {
    return (
      <ListError
        title={t("contentLibrary.categories.loadFailed")}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  const own = categories.data.filter((category) => !category.isLibrary);
  const library = categories.data.filter((category) => category.isLibrary);

  return (
    <div className={pageBlocks.column4}>
      <NewCategoryForm />

      <section className={pageBlocks.column4} aria-labelledby="own-categories-title">
        <h2 id="own-categories-title" className={pageBlocks.titleMdBold}>
          {t("contentLibrary.categories.ownTitle")}
        </h2>
        {own.length === 0 ? (
          <ListEmpty
            icon={<LibraryIcon size={28} />}
            title={t("contentLibrary.categories.emptyTitle")}
            body={t("contentLibrary.categories.emptyBody")}
          />
        ) : (
          <ul className={pageBlocks.list2}>
            {own.map((category) => (
              <li key={category.id} className={`${pageBlocks.wrapRow3} ${styles.item}`}>
                <div className={`${pageBlocks.column} ${styles.itemMain}`}>
                  <p className={pageBlocks.itemName}>{category.name}</p>
                  <p className={pageBlocks.metaRow}>
                    {t("contentLibrary.categories.questionsCount", {
                      count: category.questionsCount,
                    })}
                  </p>
                </div>
                <div className={pageBlocks.centredWrapRow}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("contentLibrary.categories.renameLabel", { name: category.name })}
                    onClick={() => setRenaming(category)}
                  >
                    <PencilIcon size={16} />
                    {t("contentLibrary.categories.rename")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("contentLibrary.categories.deleteLabel", { name: category.name })}
                    onClick={() => askToDelete(category)}
                  >
                    <TrashIcon size={16} />
                    {t("contentLibrary.categories.delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={pageBlocks.column4} aria-labelledby="library-categories-title">
        <h2 id="library-categories-title" className={pageBlocks.titleMdBold}>
          {t("contentLibrary.categories.libraryTitle")}
        </h2>
        <p className={pageBlocks.muted}>{t("contentLibrary.categories.libraryBody")}</p>
        <ul className={pageBlocks.list2}>
          {library.map((category) => (
            <li key={category.id} className={`${pageBlocks.wrapRow3} ${styles.item}`}>
              <div className={`${pageBlocks.column} ${styles.itemMain}`}>
                <p className={pageBlocks.itemName}>{category.name}</p>
                <p className={pageBlocks.metaRow}>
                  <span
                    className={`${pageBlocks.inlineRow} ${styles.badge} ${styles.libraryBadge}`}
                  >
                    {t("contentLibrary.libraryBadge")}
                  </span>
                  {t("contentLibrary.categories.questionsCount", {
                    count: category.questionsCount,
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {renaming ? (
        <RenameCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      <ConfirmModal
        {...confirmProps}
        title={t("contentLibrary.categories.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("contentLibrary.categories.deleteBody", {
          count: deleting?.questionsCount ?? 0,
        })}
        confirmLabel={t("contentLibrary.categories.delete")}
      />
    </div>
  );
}

function useNameRules() {
  const { t } = useTranslation();
  return fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, CATEGORY_NAME_MAX_LENGTH),
  );
}

function NewCategoryForm() {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const create = useCreateCategory();
  const nameRules = useNameRules();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ mode: "onSubmit", defaultValues: { name: "" } });

  const submit = handleSubmit(async ({ name }) => {
    setGeneral(null);
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      push({
        type: "notice",
        message: t("contentLibrary.categories.created", { name: created.name }),
      });
      reset();
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["name"],
          messages: { name: { taken: t("contentLibrary.categories.nameTaken") } },
        }),
      );
    }
  });

  return (
    <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <div className={`${pageBlocks.wrapRow} ${styles.inlineForm}`}>
        <TextField
          label={t("contentLibrary.categories.newName")}
          maxLength={CATEGORY_NAME_MAX_LENGTH + 20}
          error={errors.name?.message}
          {...register("name", { validate: nameRules })}
        />
        <SubmitButton isBusy={isSubmitting}>
          <PlusIcon size={18} />
          {t("contentLibrary.categories.add")}
        </SubmitButton>
      </div>
    </form>
  );
}

function RenameCategoryDialog({ category, onClose }: { category: Category; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameCategory();
  const nameRules = useNameRules();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ mode: "onTouched", defaultValues: { name: category.name } });

  const submit = handleSubmit(async ({ name }) => {
    setGeneral(null);
    try {
      await rename.mutateAsync({ id: category.id, name: name.trim() });
      onClose();
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["name"],
          messages: { name: { taken: t("contentLibrary.categories.nameTaken") } },
        }),
      );
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={t("contentLibrary.categories.renameTitle", { name: category.name })}
    >
      <form className={pageBlocks.stack4} onSubmit={submit} noValidate>
        {general ? <FormBanner>{general}</FormBanner> : null}
        <TextField
          label={t("contentLibrary.categories.name")}
          maxLength={CATEGORY_NAME_MAX_LENGTH + 20}
          error={errors.name?.message}
          {...register("name", { validate: nameRules })}
        />
        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={onClose}>
            {t("contentLibrary.cancel")}
          </Button>
          <SubmitButton isBusy={isSubmitting}>{t("contentLibrary.categories.save")}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
