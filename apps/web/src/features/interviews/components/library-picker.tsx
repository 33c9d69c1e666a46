import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { CheckIcon, PlusIcon, SearchIcon, VideoIcon } from "../../../components/icons/icons";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Pagination } from "../../../components/pagination/pagination";
import { SEARCH_DEBOUNCE_MS } from "../../../components/search-field/search-field";
import { apiErrorMessage } from "../../../i18n/error-message";
import { formatDuration } from "../../../lib/format-duration";
import { cursorPagy, useCursorPages } from "../../../lib/use-cursor-pages";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { BuilderSources, CustomSet, LibraryQuestion } from "../lib/builder-sources";
import styles from "./interview-builder.module.css";

type PickerProps = {
  sources: BuilderSources;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function PickerState({ children, tone }: { children: ReactNode; tone?: "error" }) {
  return (
    <p className={styles.pickerState} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/**
 * Adds questions from the content library (Candor's and the organization's): search the text,
 * filter by category, add one at a time; an added question stays marked.
 */
export function LibraryPicker({
  sources,
  open,
  onOpenChange,
  addedIds,
  onAdd,
}: PickerProps & {
  /** Library questions already in the interview. */
  addedIds: ReadonlySet<string>;
  onAdd: (question: LibraryQuestion) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const pages = useCursorPages();
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const categories = sources.useCategories(open);
  const questions = sources.useLibraryQuestions(
    { q, categoryId, page: pages.page, cursor: pages.cursor },
    open,
  );
  const list = questions.data;
  const pagy = list ? cursorPagy(list, list.page) : null;

  let body: ReactNode;
  if (questions.isPending) body = <PickerState>{t("interviews.library.loading")}</PickerState>;
  else if (!list)
    body = <PickerState tone="error">{apiErrorMessage(t, questions.error)}</PickerState>;
  else if (list.records.length === 0)
    body = <PickerState>{t("interviews.library.noMatch")}</PickerState>;
  else
    body = (
      <ul
        className={`${pageBlocks.list} ${styles.pickerList}`}
        aria-busy={questions.isFetching || undefined}
      >
        {list.records.map((question) => {
          const isAdded = addedIds.has(question.id);
          return (
            <li key={question.id} className={`${pageBlocks.row3} ${styles.pickerItem}`}>
              <div className={`${pageBlocks.column} ${styles.pickerText}`}>
                <span>{question.text}</span>
                <span className={styles.pickerMeta}>
                  {question.category ? <span>{question.category.name}</span> : null}
                  <span>
                    {t("interviews.library.suggested", {
                      time: formatDuration(t, question.answerTimeSeconds, { style: "short" }),
                    })}
                  </span>
                  {question.video ? (
                    <span className={styles.inlineIcon}>
                      <VideoIcon size={14} />
                      {t("interviews.builder.hasVideo")}
                    </span>
                  ) : null}
                  {question.isLibrary ? <span>{t("interviews.library.candorLibrary")}</span> : null}
                </span>
              </div>
              <Button
                size="sm"
                variant={isAdded ? "ghost" : "secondary"}
                disabled={isAdded}
                aria-label={
                  isAdded
                    ? t("interviews.library.addedQuestion", { text: question.text })
                    : t("interviews.library.addQuestion", { text: question.text })
                }
                onClick={() => onAdd(question)}
              >
                {isAdded ? <CheckIcon size={16} /> : <PlusIcon size={16} />}
                {isAdded ? t("interviews.library.added") : t("interviews.library.add")}
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("interviews.library.title")}
      description={t("interviews.library.lead")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("interviews.library.done")}</Button>}
    >
      <div className={`${pageBlocks.wrapRow} ${styles.pickerFilters}`}>
        <div className={styles.searchBox}>
          <label htmlFor={`${baseId}-q`} className="visually-hidden">
            {t("interviews.library.search")}
          </label>
          <SearchIcon size={18} className={pageBlocks.searchIcon} />
          <input
            id={`${baseId}-q`}
            type="search"
            className={formStyles.input}
            placeholder={t("interviews.library.searchPlaceholder")}
            value={search}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              pages.reset();
            }}
          />
        </div>
        <label className="visually-hidden" htmlFor={`${baseId}-category`}>
          {t("interviews.library.category")}
        </label>
        <select
          id={`${baseId}-category`}
          className={`${formStyles.input} ${styles.categorySelect}`}
          value={categoryId ?? ""}
          onChange={(event) => {
            setCategoryId(event.target.value || null);
            pages.reset();
          }}
        >
          <option value="">{t("interviews.library.allCategories")}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {body}
      {list && pagy ? (
        <div className={styles.pickerPages}>
          <Pagination
            pagy={pagy}
            countCapped={list.countCapped}
            onPage={(target) => pages.step(target, list, questions.isPlaceholderData)}
            label={t("interviews.library.pages")}
          />
        </div>
      ) : null}
    </Modal>
  );
}

/** Adds every question of one custom set, in the set's order. */
export function CustomSetPicker({
  sources,
  open,
  onOpenChange,
  onAddSet,
}: PickerProps & { onAddSet: (set: CustomSet) => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const sets = sources.useCustomSets({ q, page }, open);
  const list = sets.data;

  let body: ReactNode;
  if (sets.isPending) body = <PickerState>{t("interviews.sets.loading")}</PickerState>;
  else if (!list) body = <PickerState tone="error">{apiErrorMessage(t, sets.error)}</PickerState>;
  else if (list.records.length === 0)
    body = (
      <PickerState>
        {q.trim() ? t("interviews.sets.noMatch") : t("interviews.sets.empty")}
      </PickerState>
    );
  else
    body = (
      <ul
        className={`${pageBlocks.list} ${styles.pickerList}`}
        aria-busy={sets.isFetching || undefined}
      >
        {list.records.map((set) => (
          <li key={set.id} className={`${pageBlocks.row3} ${styles.pickerItem}`}>
            <div className={`${pageBlocks.column} ${styles.pickerText}`}>
              <span className={pageBlocks.bold}>{set.name}</span>
              <span className={styles.pickerMeta}>
                {set.questions
                  .slice(0, 3)
                  .map((question) => question.text)
                  .join(" · ")}
                {set.questions.length > 3 ? " …" : ""}
              </span>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={set.questions.length === 0}
              aria-label={t("interviews.sets.addSet", {
                name: set.name,
                count: set.questions.length,
              })}
              onClick={() => onAddSet(set)}
            >
              <PlusIcon size={16} />
              {t("interviews.sets.add", { count: set.questions.length })}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("interviews.sets.title")}
      description={t("interviews.sets.lead")}
    >
      <div className={`${pageBlocks.wrapRow} ${styles.pickerFilters}`}>
        <div className={styles.searchBox}>
          <label htmlFor={`${baseId}-q`} className="visually-hidden">
            {t("interviews.sets.search")}
          </label>
          <SearchIcon size={18} className={pageBlocks.searchIcon} />
          <input
            id={`${baseId}-q`}
            type="search"
            className={formStyles.input}
            placeholder={t("interviews.sets.searchPlaceholder")}
            value={search}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {body}
      {list?.pagy ? (
        <div className={styles.pickerPages}>
          <Pagination pagy={list.pagy} onPage={setPage} label={t("interviews.library.pages")} />
        </div>
      ) : null}
    </Modal>
  );
}
