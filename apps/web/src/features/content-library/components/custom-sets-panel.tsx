import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import {
  ListBulletIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  TrashIcon,
} from "../../../components/icons/icons";
import { ListBody, ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Pagination } from "../../../components/pagination/pagination";
import { SEARCH_DEBOUNCE_MS, SearchField } from "../../../components/search-field/search-field";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import {
  CUSTOM_SETS_PAGE_SIZE,
  type CustomSet,
  customSetsQueryOptions,
  useDeleteCustomSet,
} from "../api/custom-sets";
import { useDeleteConfirmation } from "../hooks/use-delete-confirmation";
import styles from "./content-library.module.css";
import { CustomSetDialog } from "./custom-set-dialog";

/** Questions of a set named in its row before "and 3 more". */
const PREVIEW_COUNT = 2;

/** The Custom sets tab: named, ordered groups of questions to reuse when building interviews. */
export function CustomSetsPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CustomSet | "new" | null>(null);
  const remove = useDeleteCustomSet();
  const { deleting, ask: askToDelete, confirmProps } = useDeleteConfirmation<CustomSet>(remove);
  const sets = useQuery(
    customSetsQueryOptions({ q: q.trim(), page, limit: CUSTOM_SETS_PAGE_SIZE }),
  );
  const list = sets.data;

  const createButton = (
    <Button onClick={() => setEditing("new")}>
      <PlusIcon size={18} />
      {t("contentLibrary.sets.create")}
    </Button>
  );

  const body = (
    <ListBody
      query={sets}
      loadingLabel={t("contentLibrary.sets.loading")}
      loadFailedTitle={t("contentLibrary.sets.loadFailed")}
      empty={
        q.trim() === "" ? (
          <ListEmpty
            icon={<ListBulletIcon size={28} />}
            title={t("contentLibrary.sets.emptyTitle")}
            body={t("contentLibrary.sets.emptyBody")}
            action={createButton}
          />
        ) : (
          <ListEmpty
            icon={<SearchIcon size={28} />}
            title={t("contentLibrary.sets.noMatchTitle")}
            action={
              <Button variant="secondary" onClick={() => setSearch("")}>
                {t("contentLibrary.questions.clearFilters")}
              </Button>
            }
          />
        )
      }
    >
      {(list) => (
        <ul
          className={[pageBlocks.list2, sets.isPlaceholderData ? styles.refreshing : null]
            .filter(Boolean)
            .join(" ")}
          aria-label={t("contentLibrary.sets.listLabel")}
        >
          {list.records.map((set) => {
            const preview = set.questions.slice(0, PREVIEW_COUNT).map((question) => question.text);
            const more = set.questionsCount - preview.length;
            return (
              <li key={set.id} className={`${pageBlocks.wrapRow3} ${styles.item}`}>
                <div className={`${pageBlocks.column} ${styles.itemMain}`}>
                  <p className={pageBlocks.itemName}>{set.name}</p>
                  <p className={pageBlocks.metaRow}>
                    {t("contentLibrary.sets.count", { count: set.questionsCount })}
                  </p>
                  {preview.length > 0 ? (
                    <p className={pageBlocks.muted}>
                      {preview.join(" · ")}
                      {more > 0 ? ` ${t("contentLibrary.sets.more", { count: more })}` : ""}
                    </p>
                  ) : null}
                </div>
                <div className={pageBlocks.centredWrapRow}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("contentLibrary.sets.editLabel", { name: set.name })}
                    onClick={() => setEditing(set)}
                  >
                    <PencilIcon size={16} />
                    {t("contentLibrary.sets.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("contentLibrary.sets.deleteLabel", { name: set.name })}
                    onClick={() => askToDelete(set)}
                  >
                    <TrashIcon size={16} />
                    {t("contentLibrary.sets.delete")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ListBody>
  );

  return (
    <div className={pageBlocks.column4}>
      <div className={`${pageBlocks.wrapRow3} ${styles.toolbar}`}>
        <SearchField
          label={t("contentLibrary.sets.search")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {createButton}
      </div>
      {body}
      {list?.pagy ? (
        <Pagination pagy={list.pagy} onPage={setPage} label={t("contentLibrary.sets.pages")} />
      ) : null}
      {editing ? (
        <CustomSetDialog
          set={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        {...confirmProps}
        title={t("contentLibrary.sets.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("contentLibrary.sets.deleteBody")}
        confirmLabel={t("contentLibrary.sets.delete")}
      />
    </div>
  );
}
