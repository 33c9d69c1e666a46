import { formatDate } from "@candor/shared/format";
import { CANDIDATE_INTERVIEW_STATUSES } from "@candor/shared/rules/interviews";
import {
  CANDIDATE_SORTS,
  CANDIDATE_TAG_MAX_LENGTH,
  type CandidateSort,
  type PipelineStage,
} from "@candor/shared/schemas/candidates";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SEARCH_DEBOUNCE_MS } from "../../../components/search-field/search-field";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { CandidatesListParams, PositionChoice } from "../api/candidates";
import { hasCandidateFilters } from "../hooks/use-candidates-list-params";
import styles from "./candidates-list.module.css";

export type CandidatesFiltersProps = {
  params: CandidatesListParams;
  update: (change: Partial<CandidatesListParams>, options?: { replace?: boolean }) => void;
  positions: readonly PositionChoice[];
  /** The id of the results the filters control. */
  controls: string;
  onClear: () => void;
};

/**
 * The list's filter bar beside the search: position, interview status, awaiting my review, tag,
 * days added and the order; the stage is the tabs under it. Each change is written to the
 * address at once (the tag after a pause in typing, like the search).
 */
export function CandidatesFilters({
  params,
  update,
  positions,
  controls,
  onClear,
}: CandidatesFiltersProps) {
  const { t } = useTranslation();
  // A position in the address the choices don't hold (not loaded yet, or gone) stays selectable.
  const isUnknownPosition =
    params.positionId !== null && !positions.some((choice) => choice.id === params.positionId);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of filters, each labelled; not a form
    <div
      role="group"
      aria-label={t("candidatesList.filters")}
      className={`${pageBlocks.wrapRow3} ${styles.filters}`}
    >
      <label className={styles.filter}>
        <span>{t("candidates.list.position")}</span>
        <select
          value={params.positionId ?? ""}
          aria-controls={controls}
          onChange={(event) => update({ positionId: event.target.value || null })}
        >
          <option value="">{t("candidates.list.allPositions")}</option>
          {isUnknownPosition ? (
            <option value={params.positionId ?? ""}>{t("candidates.list.thisPosition")}</option>
          ) : null}
          {positions.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t("candidatesList.interviewStatus")}</span>
        <select
          value={params.interviewStatus ?? ""}
          aria-controls={controls}
          onChange={(event) =>
            update({
              interviewStatus:
                CANDIDATE_INTERVIEW_STATUSES.find((status) => status === event.target.value) ??
                null,
            })
          }
        >
          <option value="">{t("candidatesList.anyInterviewStatus")}</option>
          {CANDIDATE_INTERVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`interviews.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <TagFilter params={params} update={update} controls={controls} />
      <label className={styles.filter}>
        <span>{t("candidatesList.addedFrom")}</span>
        <input
          type="date"
          value={params.addedFrom ?? ""}
          max={params.addedTo ?? undefined}
          aria-controls={controls}
          onChange={(event) => update({ addedFrom: event.target.value || null })}
        />
      </label>
      <label className={styles.filter}>
        <span>{t("candidatesList.addedTo")}</span>
        <input
          type="date"
          value={params.addedTo ?? ""}
          min={params.addedFrom ?? undefined}
          aria-controls={controls}
          onChange={(event) => update({ addedTo: event.target.value || null })}
        />
      </label>
      <label className={styles.checkFilter}>
        <input
          type="checkbox"
          checked={params.awaitingMyReview}
          aria-controls={controls}
          onChange={(event) => update({ awaitingMyReview: event.target.checked })}
        />
        <span>{t("candidatesList.awaitingMyReview")}</span>
      </label>
      <label className={styles.filter}>
        <span>{t("candidatesList.sort")}</span>
        <select
          value={params.sort}
          aria-controls={controls}
          onChange={(event) =>
            update({
              sort:
                CANDIDATE_SORTS.find((sort) => sort === event.target.value) ?? CANDIDATE_SORTS[0],
            })
          }
        >
          {CANDIDATE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`candidatesList.sorts.${sortKey(sort)}`)}
            </option>
          ))}
        </select>
      </label>
      {hasCandidateFilters(params) ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t("candidatesList.clearFilters")}
        </Button>
      ) : null}
    </div>
  );
}

/** The translation key of an order (`-created_at` → `newest`). */
function sortKey(sort: CandidateSort) {
  return {
    "-created_at": "newest",
    created_at: "oldest",
    last_name: "lastNameAsc",
    "-last_name": "lastNameDesc",
  }[sort] as "newest" | "oldest" | "lastNameAsc" | "lastNameDesc";
}

/** The tag, written to the address once typing pauses; Back or "Clear filters" refill it. */
function TagFilter({
  params,
  update,
  controls,
}: Pick<CandidatesFiltersProps, "params" | "update" | "controls">) {
  const { t } = useTranslation();
  const [tag, setTag] = useState(params.tag);
  const debounced = useDebouncedValue(tag, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ tag: params.tag, update });
  latest.current = { tag: params.tag, update };
  useEffect(() => {
    const { tag: current, update: write } = latest.current;
    if (debounced.trim() !== current.trim()) write({ tag: debounced.trim() }, { replace: true });
  }, [debounced]);
  useEffect(() => {
    setTag((current) => (current.trim() === params.tag.trim() ? current : params.tag));
  }, [params.tag]);

  return (
    <label className={styles.filter}>
      <span>{t("candidatesList.tag")}</span>
      <input
        type="text"
        value={tag}
        maxLength={CANDIDATE_TAG_MAX_LENGTH}
        placeholder={t("candidatesList.anyTag")}
        aria-controls={controls}
        onChange={(event) => setTag(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") update({ tag: tag.trim() }, { replace: true });
        }}
      />
    </label>
  );
}

/**
 * The filters that are on, in words ("tag python", "interview Completed"…): what the
 * filtered-empty state says found nobody.
 */
export function describeCandidateFilters(
  t: TFunction,
  language: string,
  params: CandidatesListParams,
  { positions, stages }: { positions: readonly PositionChoice[]; stages: readonly PipelineStage[] },
): string[] {
  const parts: string[] = [];
  if (params.q.trim()) parts.push(t("candidatesList.on.search", { value: params.q.trim() }));
  if (params.positionId) {
    const title = positions.find((choice) => choice.id === params.positionId)?.title;
    parts.push(
      t("candidatesList.on.position", { value: title ?? t("candidates.list.thisPosition") }),
    );
  }
  if (params.stage) {
    const name = stages.find((stage) => stage.key === params.stage)?.name ?? params.stage;
    parts.push(t("candidatesList.on.stage", { value: name }));
  }
  if (params.interviewStatus) {
    parts.push(
      t("candidatesList.on.interviewStatus", {
        value: t(`interviews.status.${params.interviewStatus}`),
      }),
    );
  }
  if (params.awaitingMyReview) parts.push(t("candidatesList.on.awaitingMyReview"));
  if (params.tag.trim()) parts.push(t("candidatesList.on.tag", { value: params.tag.trim() }));
  if (params.addedFrom) {
    parts.push(
      t("candidatesList.on.addedFrom", {
        value: formatDate(`${params.addedFrom}T12:00:00Z`, language),
      }),
    );
  }
  if (params.addedTo) {
    parts.push(
      t("candidatesList.on.addedTo", {
        value: formatDate(`${params.addedTo}T12:00:00Z`, language),
      }),
    );
  }
  return parts;
}
