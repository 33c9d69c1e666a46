import { PERMISSIONS, type Permission } from "@candor/shared/permissions";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { UsersIcon } from "../../../components/icons/icons";
import { ListEmpty, ListError } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Pagination } from "../../../components/pagination/pagination";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { type Member, membersQueryOptions } from "../api/members";
import { MembersTable, MembersTableSkeleton } from "./members-table";
import styles from "./organization-admin.module.css";

/** How long typing must pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

export type MembersPanelProps = {
  currentUserId: string;
  onInvite: () => void;
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
};

/**
 * The members list: debounced search on name or email, a permission filter, pages from
 * `meta.pagy`. A new search or filter starts again at page 1.
 */
export function MembersPanel({ currentUserId, onInvite, onEdit, onRemove }: MembersPanelProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [search, setSearch] = useState("");
  const [permission, setPermission] = useState<Permission | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 1, q: "", permission: null as Permission | null });
  const page = paging.q === q && paging.permission === permission ? paging.page : 1;
  const goTo = (next: number) => setPaging({ page: next, q, permission });

  const members = useQuery(membersQueryOptions({ page, q, permission }));
  const isFiltered = q !== "" || permission !== null;
  const list = members.data;
  const pagy = list?.pagy;
  // A page emptied by a removal, or past the end, steps back to the last page with records.
  const stepBackTo = list && list.records.length === 0 && page > 1 ? (pagy?.prev ?? 1) : null;
  useEffect(() => {
    if (stepBackTo !== null) setPaging({ page: stepBackTo, q, permission });
  }, [stepBackTo, q, permission]);

  function clearFilters() {
    setSearch("");
    setPermission(null);
  }

  let body: ReactNode;
  if (members.isPending || stepBackTo !== null) {
    body = <MembersTableSkeleton label={t("organizationAdmin.members.loading")} />;
  } else if (!list) {
    body = (
      <ListError
        isCompact
        title={t("organizationAdmin.members.loadFailed")}
        error={members.error}
        onRetry={() => void members.refetch()}
      />
    );
  } else if (list.records.length === 0) {
    body = (
      <ListEmpty
        isCompact
        title={t("organizationAdmin.members.noMatchTitle")}
        body={t("organizationAdmin.members.noMatchBody")}
        action={
          isFiltered ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t("organizationAdmin.members.clearFilters")}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        {members.isError ? (
          <p className={pageBlocks.error} role="alert">
            {apiErrorMessage(t, members.error)}{" "}
            <Button size="sm" variant="ghost" onClick={() => void members.refetch()}>
              {t("organizationAdmin.retry")}
            </Button>
          </p>
        ) : null}
        <MembersTable
          members={list.records}
          currentUserId={currentUserId}
          isRefreshing={members.isPlaceholderData}
          onEdit={onEdit}
          onRemove={onRemove}
        />
        {!isFiltered && (pagy?.count ?? list.records.length) <= 1 ? (
          <ListEmpty
            isCompact
            icon={<UsersIcon size={28} />}
            title={t("organizationAdmin.members.noOthersTitle")}
            body={t("organizationAdmin.members.noOthersBody")}
            action={<Button onClick={onInvite}>{t("organizationAdmin.members.inviteCta")}</Button>}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={pageBlocks.column4}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for browsers still in use */}
      <form
        className={`${pageBlocks.wrapRow3} ${styles.filters}`}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          className={styles.grow}
          type="search"
          label={t("organizationAdmin.members.search")}
          placeholder={t("organizationAdmin.members.searchPlaceholder")}
          value={search}
          autoComplete="off"
          aria-controls={statusId}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={t("organizationAdmin.members.filter")}
          value={permission ?? ""}
          onChange={(event) => setPermission((event.target.value || null) as Permission | null)}
        >
          <option value="">{t("organizationAdmin.members.filterAll")}</option>
          {PERMISSIONS.map((value) => (
            <option key={value} value={value}>
              {t(`organizationAdmin.permissionNames.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>

      <div id={statusId} aria-live="polite" aria-busy={members.isFetching || undefined}>
        {body}
      </div>

      {pagy ? (
        <Pagination pagy={pagy} label={t("organizationAdmin.members.pagination")} onPage={goTo} />
      ) : null}
    </div>
  );
}
