import { EXTRA_RETAKES, TIME_MULTIPLIER } from "@candor/shared/rules/interviews";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../form/form.module.css";
import { SelectField } from "../form/select-field";
import pageBlocks from "../page-layout/page-blocks.module.css";

/** Multipliers offered for extra time (the shared limits bound them). */
const MULTIPLIERS = [1, 1.25, 1.5, 1.75, 2, 2.5, 3].filter(
  (value) => value >= TIME_MULTIPLIER.min && value <= TIME_MULTIPLIER.max,
);
const EXTRA_RETAKE_CHOICES = Array.from(
  { length: EXTRA_RETAKES.max - EXTRA_RETAKES.min + 1 },
  (_, index) => EXTRA_RETAKES.min + index,
);

type AccommodationFieldsProps = {
  /** Prefix of the two fields' ids. */
  idPrefix: string;
  multiplier: number;
  extraRetakes: number;
  onMultiplierChange: (multiplier: number) => void;
  onExtraRetakesChange: (extraRetakes: number) => void;
  disabled?: boolean;
  multiplierHint?: ReactNode;
  /** Answers written instead of recorded (issue 17); the box shows when a handler is given. */
  textAnswers?: boolean;
  onTextAnswersChange?: (textAnswers: boolean) => void;
};

/**
 * A candidate's accommodations, side by side: extra time (a multiplier of each answer's time)
 * and extra retakes. Set when inviting from a profile and on the interview's candidate dialog.
 * A multiplier set before outside the offered list (through the API) is offered too.
 */
export function AccommodationFields({
  idPrefix,
  multiplier,
  extraRetakes,
  onMultiplierChange,
  onExtraRetakesChange,
  disabled = false,
  multiplierHint,
  textAnswers = false,
  onTextAnswersChange,
}: AccommodationFieldsProps) {
  const { t } = useTranslation();
  const multipliers = MULTIPLIERS.includes(multiplier)
    ? MULTIPLIERS
    : [...MULTIPLIERS, multiplier].sort((a, b) => a - b);
  return (
    <>
      <div className={formStyles.row}>
        <SelectField
          id={`${idPrefix}-multiplier`}
          label={t("interviews.accommodations.multiplier")}
          value={String(multiplier)}
          disabled={disabled}
          onChange={(event) => onMultiplierChange(Number(event.target.value))}
          hint={multiplierHint}
        >
          {multipliers.map((value) => (
            <option key={value} value={value}>
              {value === 1
                ? t("interviews.accommodations.standardTime")
                : t("interviews.accommodations.times", { value })}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${idPrefix}-retakes`}
          label={t("interviews.accommodations.extraRetakes")}
          value={String(extraRetakes)}
          disabled={disabled}
          onChange={(event) => onExtraRetakesChange(Number(event.target.value))}
        >
          {EXTRA_RETAKE_CHOICES.map((value) => (
            <option key={value} value={value}>
              {t("interviews.accommodations.extraCount", { count: value })}
            </option>
          ))}
        </SelectField>
      </div>
      {onTextAnswersChange ? (
        <label htmlFor={`${idPrefix}-text-answers`} className={pageBlocks.row2}>
          <input
            id={`${idPrefix}-text-answers`}
            type="checkbox"
            checked={textAnswers}
            disabled={disabled}
            onChange={(event) => onTextAnswersChange(event.target.checked)}
          />
          {t("candidateTrust.accommodations.textAnswers")}
        </label>
      ) : null}
    </>
  );
}
