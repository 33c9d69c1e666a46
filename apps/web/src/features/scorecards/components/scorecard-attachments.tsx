import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { type PositionChoice, positionSearchQueryOptions } from "../api/position-search";
import { type Scorecard, useAttachScorecard } from "../api/scorecards";
import styles from "./scorecards.module.css";

const SEARCH_DEBOUNCE_MS = 250;

/**
 * Where a scorecard is used — the positions (their interviews use it unless they name their own)
 * and interviews it is attached to — and attaching it to another position, found by a typeahead.
 */
export function ScorecardAttachments({ scorecard }: { scorecard: Scorecard }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const attach = useAttachScorecard();
  const [chosen, setChosen] = useState<PositionChoice | null>(null);
  // Each attachment starts the typeahead afresh.
  const [attachments, setAttachments] = useState(0);

  async function attachToChosen() {
    if (!chosen) return;
    try {
      await attach.mutateAsync({ id: scorecard.id, input: { position_id: chosen.id } });
      push({
        type: "notice",
        message: t("scorecards.attach.attached", { name: scorecard.name, title: chosen.title }),
      });
      setChosen(null);
      setAttachments((count) => count + 1);
    } catch {
      // Shown below the field (attach.error).
    }
  }

  const isUnused = scorecard.positions.length === 0 && scorecard.prerecordedInterviews.length === 0;

  return (
    <section className={pageBlocks.stack3} aria-labelledby="scorecard-attach-title">
      <h2 id="scorecard-attach-title" className={styles.sectionTitle}>
        {t("scorecards.attach.title")}
      </h2>
      {isUnused ? (
        <p className={pageBlocks.muted}>{t("scorecards.attach.unused")}</p>
      ) : (
        <ul
          className={`${pageBlocks.list} ${styles.usedBy}`}
          aria-label={t("scorecards.attach.usedBy")}
        >
          {scorecard.positions.map((position) => (
            <li key={position.id}>
              {t("scorecards.attach.position")}{" "}
              <Link to={path("Position", { id: position.id })}>{position.title}</Link>
            </li>
          ))}
          {scorecard.prerecordedInterviews.map((interview) => (
            <li key={interview.id}>
              {t("scorecards.attach.interview")}{" "}
              <Link
                to={path("PreRecordedInterview", {
                  positionId: interview.positionId,
                  preRecordedInterviewId: interview.id,
                })}
              >
                {interview.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={`${pageBlocks.wrapRow} ${styles.attachRow}`}>
        <PositionCombobox key={attachments} value={chosen} onChange={setChosen} />
        <Button
          disabled={!chosen || attach.isPending}
          aria-busy={attach.isPending || undefined}
          onClick={() => void attachToChosen()}
        >
          {t("scorecards.attach.submit")}
        </Button>
      </div>
      {attach.isError ? (
        <p className={pageBlocks.error} role="alert">
          {apiErrorMessage(t, attach.error)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A combobox (ARIA 1.2 pattern): typing searches the organization's positions, the arrows move
 * through the choices, Enter picks one, Escape closes the list.
 */
function PositionCombobox({
  value,
  onChange,
}: {
  value: PositionChoice | null;
  onChange: (position: PositionChoice | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const positions = useQuery({ ...positionSearchQueryOptions(q), enabled: isOpen });
  const choices = positions.data ?? [];
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(position: PositionChoice) {
    onChange(position);
    setText(position.title);
    setIsOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(choices.length - 1, 0)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && isOpen) {
      event.preventDefault();
      const choice = choices[active];
      if (choice) pick(choice);
    } else if (event.key === "Escape") {
      setIsOpen(false);
    }
  }

  const showList = isOpen && (positions.isFetching || choices.length > 0 || q.trim() !== "");

  return (
    <div className={`${formStyles.field} ${styles.combobox}`}>
      <label htmlFor={`${id}-input`} className={formStyles.label}>
        {t("scorecards.attach.position")}
      </label>
      <input
        id={`${id}-input`}
        className={formStyles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && choices[active] ? optionId(active) : undefined}
        placeholder={t("scorecards.attach.searchPlaceholder")}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <div
          id={listboxId}
          role="listbox"
          className={styles.listbox}
          aria-label={t("scorecards.attach.position")}
        >
          {choices.length === 0 ? (
            <p className={pageBlocks.muted}>
              {positions.isFetching
                ? t("scorecards.attach.searching")
                : t("scorecards.attach.noMatch")}
            </p>
          ) : (
            choices.map((position, index) => (
              <div
                key={position.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(position);
                }}
              >
                {position.title}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
