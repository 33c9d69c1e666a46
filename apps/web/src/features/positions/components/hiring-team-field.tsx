import { displayName } from "@candor/shared/format";
import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { type Ref, useId, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/avatar/avatar";
import formStyles from "../../../components/form/form.module.css";
import { CloseIcon, SearchIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import type { SessionUser } from "../../../lib/auth/session-api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { type TeamMember, teamMembersQueryOptions } from "../api/position-form-options";
import type { PositionMember } from "../api/positions";
import styles from "./position-form.module.css";

type KnownMember = Pick<PositionMember, "id" | "firstName" | "lastName" | "email">;

export type HiringTeamFieldProps = {
  user: SessionUser;
  /** Member ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The team the position has, so its names show before the members list answers. */
  initialTeam: readonly PositionMember[];
  error?: string | undefined;
  ref?: Ref<{ focus: () => void }>;
};

/**
 * The hiring team: a multi-select of the organization's members — the chosen ones as removable
 * chips, everyone as a searchable checkbox list. There is no "Other" here (SPEC §5's extra choice
 * creates a value; a teammate can't be typed into being): admins get a link to invite them.
 */
export function HiringTeamField({
  user,
  value,
  onChange,
  initialTeam,
  error,
  ref,
}: HiringTeamFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const members = useQuery(teamMembersQueryOptions(q));
  const known = useRef(new Map<string, KnownMember>(initialTeam.map((m) => [m.id, m])));
  for (const member of members.data?.records ?? []) known.current.set(member.id, member);
  const selected = new Set(value);
  const errorId = error ? `${id}-error` : undefined;

  useImperativeHandle(ref, () => ({ focus: () => searchRef.current?.focus() }), []);

  function toggle(member: TeamMember | KnownMember, isOn: boolean) {
    onChange(isOn ? [...value, member.id] : value.filter((memberId) => memberId !== member.id));
  }

  return (
    <fieldset className={`${pageBlocks.column2} ${styles.teamField}`} aria-describedby={errorId}>
      <legend className={formStyles.label}>{t("positions.form.team")}</legend>
      <p className={formStyles.hint}>{t("positions.form.teamHint")}</p>

      {value.length > 0 ? (
        <ul
          className={`${pageBlocks.wrapRow} ${pageBlocks.bareList}`}
          aria-label={t("positions.form.teamChosen")}
        >
          {value.map((memberId) => {
            const member = known.current.get(memberId);
            const name = member ? displayName(member) : t("positions.form.teamUnknown");
            return (
              <li key={memberId} className={`${pageBlocks.inlineRow2} ${styles.chip}`}>
                <Avatar firstName={member?.firstName} lastName={member?.lastName} size={22} />
                <span>{name}</span>
                <button
                  type="button"
                  className={`${pageBlocks.iconButton} ${styles.chipRemove}`}
                  aria-label={t("positions.form.teamRemove", { name })}
                  onClick={() => onChange(value.filter((other) => other !== memberId))}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className={styles.teamSearch}>
        <SearchIcon size={16} className={pageBlocks.searchIcon} />
        <input
          ref={searchRef}
          type="search"
          className={formStyles.input}
          value={search}
          placeholder={t("positions.form.teamSearch")}
          aria-label={t("positions.form.teamSearch")}
          aria-controls={`${id}-list`}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <div
        id={`${id}-list`}
        className={styles.memberList}
        aria-busy={members.isFetching || undefined}
      >
        {members.isPending ? (
          <p className={`${pageBlocks.muted} ${styles.memberListNote}`}>
            {t("positions.form.teamLoading")}
          </p>
        ) : members.isError ? (
          <p className={`${pageBlocks.muted} ${styles.memberListNote}`} role="alert">
            {apiErrorMessage(t, members.error)}
          </p>
        ) : members.data.records.length === 0 ? (
          <p className={`${pageBlocks.muted} ${styles.memberListNote}`}>
            {t("positions.form.teamNoMatch")}
          </p>
        ) : (
          <ul>
            {members.data.records.map((member) => (
              <li key={member.id}>
                <label className={`${pageBlocks.row3} ${styles.memberOption}`}>
                  <input
                    type="checkbox"
                    checked={selected.has(member.id)}
                    onChange={(event) => toggle(member, event.target.checked)}
                  />
                  <Avatar
                    src={member.avatar}
                    firstName={member.firstName}
                    lastName={member.lastName}
                    size={28}
                  />
                  <span className={`${pageBlocks.column} ${styles.memberText}`}>
                    <span className={`${pageBlocks.inlineRow2} ${styles.memberName}`}>
                      {displayName(member)}
                      {member.id === user.id ? (
                        <span className={pageBlocks.youBadge}>{t("positions.form.teamYou")}</span>
                      ) : null}
                    </span>
                    <span className={pageBlocks.email}>{member.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>

      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {isAdmin(user) ? (
        <p className={formStyles.hint}>
          {t("positions.form.teamMissing")}{" "}
          <Link to={path("Company", {}, { tab: "members" })}>{t("positions.form.teamInvite")}</Link>
        </p>
      ) : null}
    </fieldset>
  );
}
