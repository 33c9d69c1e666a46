import { formatPlaybackTime } from "@candor/shared/format";
import { QUESTION_SOURCES, type QuestionSource } from "@candor/shared/schemas/content-library";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import {
  ClockIcon,
  LibraryIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  TrashIcon,
  VideoIcon,
} from "../../../components/icons/icons";
import { ListBody, ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Pagination } from "../../../components/pagination/pagination";
import { SEARCH_DEBOUNCE_MS, SearchField } from "../../../components/search-field/search-field";
import { apiErrorMessage } from "../../../i18n/error-message";
import { cursorPagy, useCursorPages } from "../../../lib/use-cursor-pages";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { categoriesQueryOptions } from "../api/categories";
import {
  QUESTIONS_PAGE_SIZE,
  type Question,
  questionsQueryOptions,
  useDeleteQuestion,
} from "../api/questions";
import { useDeleteConfirmation } from "../hooks/use-delete-confirmation";
import { AddToSetDialog } from "./add-to-set-dialog";
import styles from "./content-library.module.css";
import { QuestionDialog } from "./question-dialog";

const SOURCE_LABELS: Record<QuestionSource, string> = {
  all: "contentLibrary.questions.sources.all",
  library: "contentLibrary.questions.sources.library",
  own: "contentLibrary.questions.sources.own",
};

/**
 * The Questions tab of `/hire/content`: Candor's library and the organization's own questions,
 * searched (debounced), filtered by category and by source, a page at a time; the organization's
 * questions are written, changed and deleted in a dialog; any question joins a custom set.
 */
export function QuestionsPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [source, setSource] = useState<QuestionSource>("all");
  const pages = useCursorPages();
  const [editing, setEditing] = useState<Question | "new" | null>(null);
  const [addingToSet, setAddingToSet] = useState<Question | null>(null);
  const remove = useDeleteQuestion();
  const { deleting, ask: askToDelete, confirmProps } = useDeleteConfirmation<Question>(remove);

  const categories = useQuery(categoriesQueryOptions);
  const params = {
    q: q.trim(),
    categoryId,
    source,
    page: pages.page,
    cursor: pages.cursor,
    limit: QUESTIONS_PAGE_SIZE,
  };
  const questions = useQuery(questionsQueryOptions(params));
  const list = questions.data;
  const pagy = list ? cursorPagy(list, list.page) : null;
  const isFiltered = params.q !== "" || categoryId !== null;

  /** A new filter starts from the first page. */
  function filter(change: () => void) {
    change();
    pages.reset();
  }

  const body = (
    <ListBody
      query={questions}
      loadingLabel={t("contentLibrary.questions.loading")}
      loadFailedTitle={t("contentLibrary.questions.loadFailed")}
      empty={
        source === "own" && !isFiltered ? (
          <ListEmpty
            icon={<LibraryIcon size={28} />}
            title={t("contentLibrary.questions.emptyOwnTitle")}
            body={t("contentLibrary.questions.emptyOwnBody")}
            action={
              <Button onClick={() => setEditing("new")}>
                <PlusIcon size={18} />
                {t("contentLibrary.questions.create")}
              </Button>
            }
          />
        ) : (
          <ListEmpty
            icon={<SearchIcon size={28} />}
            title={t("contentLibrary.questions.noMatchTitle")}
            body={t("contentLibrary.questions.noMatchBody")}
            action={
              isFiltered ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    filter(() => {
                      setSearch("");
                      setCategoryId(null);
                    })
                  }
                >
                  {t("contentLibrary.questions.clearFilters")}
                </Button>
              ) : undefined
            }
          />
        )
      }
    >
      {(list) => (
        <ul
          className={[pageBlocks.list2, questions.isPlaceholderData ? styles.refreshing : null]
            .filter(Boolean)
            .join(" ")}
          aria-label={t("contentLibrary.questions.listLabel")}
          aria-busy={questions.isPlaceholderData || undefined}
        >
          {list.records.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              onEdit={() => setEditing(question)}
              onDelete={() => askToDelete(question)}
              onAddToSet={() => setAddingToSet(question)}
            />
          ))}
        </ul>
      )}
    </ListBody>
  );

  return (
    <div className={pageBlocks.column4}>
      <div className={`${pageBlocks.wrapRow3} ${styles.toolbar}`}>
        <div className={`${pageBlocks.centredRow} ${styles.filters}`}>
          <SearchField
            label={t("contentLibrary.questions.search")}
            value={search}
            onChange={(value) => filter(() => setSearch(value))}
          />
          <label className="visually-hidden" htmlFor="content-library-category-filter">
            {t("contentLibrary.questions.categoryFilter")}
          </label>
          <select
            id="content-library-category-filter"
            className={`${pageBlocks.control} ${styles.filterSelect}`}
            value={categoryId ?? ""}
            onChange={(event) => filter(() => setCategoryId(event.target.value || null))}
          >
            <option value="">{t("contentLibrary.questions.allCategories")}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <fieldset className={styles.segments}>
            <legend className="visually-hidden">
              {t("contentLibrary.questions.sourceFilter")}
            </legend>
            {QUESTION_SOURCES.map((choice) => (
              <button
                key={choice}
                type="button"
                className={`${pageBlocks.muted} ${pageBlocks.bareButton} ${styles.segment}`}
                aria-pressed={source === choice}
                onClick={() => filter(() => setSource(choice))}
              >
                {t(SOURCE_LABELS[choice] as "contentLibrary.questions.sources.all")}
              </button>
            ))}
          </fieldset>
        </div>
        <Button onClick={() => setEditing("new")}>
          <PlusIcon size={18} />
          {t("contentLibrary.questions.create")}
        </Button>
      </div>

      {questions.isError && list ? (
        <p className={pageBlocks.error} role="alert">
          {apiErrorMessage(t, questions.error)}
        </p>
      ) : null}
      {body}
      {list && pagy ? (
        // Page by page from the cursors: a broad search's count stops at a cap, its pages don't.
        <Pagination
          pagy={pagy}
          countCapped={list.countCapped}
          onPage={(target) => pages.step(target, list, questions.isPlaceholderData)}
          label={t("contentLibrary.questions.pages")}
        />
      ) : null}

      {editing ? (
        <QuestionDialog
          question={editing === "new" ? undefined : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {addingToSet ? (
        <AddToSetDialog question={addingToSet} onClose={() => setAddingToSet(null)} />
      ) : null}
      <ConfirmModal
        {...confirmProps}
        title={t("contentLibrary.questions.deleteTitle")}
        description={t("contentLibrary.questions.deleteBody", { text: deleting?.text ?? "" })}
        confirmLabel={t("contentLibrary.questions.delete")}
      />
    </div>
  );
}

function QuestionItem({
  question,
  onEdit,
  onDelete,
  onAddToSet,
}: {
  question: Question;
  onEdit: () => void;
  onDelete: () => void;
  onAddToSet: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={`${pageBlocks.wrapRow3} ${styles.item}`}>
      <div className={`${pageBlocks.column} ${styles.itemMain}`}>
        <p className={pageBlocks.itemName}>{question.text}</p>
        <p className={pageBlocks.metaRow}>
          {question.isLibrary ? (
            <span className={`${pageBlocks.inlineRow} ${styles.badge} ${styles.libraryBadge}`}>
              {t("contentLibrary.libraryBadge")}
            </span>
          ) : null}
          {question.category ? (
            <span className={`${pageBlocks.inlineRow} ${styles.badge}`}>
              {question.category.name}
            </span>
          ) : null}
          <span className={pageBlocks.inlineRow}>
            <ClockIcon size={14} />
            {t("contentLibrary.questions.answerTime", {
              time: formatPlaybackTime(question.answerTimeSeconds),
            })}
          </span>
          {question.video ? (
            <span className={pageBlocks.inlineRow}>
              <VideoIcon size={14} />
              {t("contentLibrary.questions.hasVideo")}
            </span>
          ) : null}
        </p>
      </div>
      <div className={pageBlocks.centredWrapRow}>
        <Button
          size="sm"
          variant="secondary"
          onClick={onAddToSet}
          aria-label={t("contentLibrary.questions.addToSetLabel", { text: question.text })}
        >
          <PlusIcon size={16} />
          {t("contentLibrary.questions.addToSet")}
        </Button>
        {question.isLibrary ? null : (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={onEdit}
              aria-label={t("contentLibrary.questions.editLabel", { text: question.text })}
            >
              <PencilIcon size={16} />
              {t("contentLibrary.questions.edit")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={onDelete}
              aria-label={t("contentLibrary.questions.deleteLabel", { text: question.text })}
            >
              <TrashIcon size={16} />
              {t("contentLibrary.questions.delete")}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
