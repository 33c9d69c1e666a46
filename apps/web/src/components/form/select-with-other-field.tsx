import { type ReactNode, type Ref, useId, useImperativeHandle, useRef, useState } from "react";
import styles from "./form.module.css";
import selectStyles from "./select-field.module.css";

export type ChoiceOption = { value: string; label: string };

/** The value of the always-appended "Other" choice; never a real option's value. */
const OTHER = "\u0000other";

/**
 * The listed option that `text` names (SPEC §5): equal to a label or a value, ignoring case and
 * surrounding spaces; undefined when it names none.
 */
export function matchOption(
  options: readonly ChoiceOption[],
  text: string,
): ChoiceOption | undefined {
  const typed = text.trim().toLocaleLowerCase();
  if (!typed) return undefined;
  return options.find(
    (option) =>
      option.label.trim().toLocaleLowerCase() === typed ||
      option.value.trim().toLocaleLowerCase() === typed,
  );
}

export type SelectWithOtherFieldProps = {
  label: string;
  options: readonly ChoiceOption[];
  /** The chosen option's value, or the text typed under "Other"; "" for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The empty choice's label, e.g. "No department". */
  noneLabel: string;
  /** The appended choice, e.g. "Other…". */
  otherLabel: string;
  /** The label of the input that "Other" reveals, e.g. "New department". */
  otherInputLabel: string;
  otherPlaceholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  maxLength?: number;
  ref?: Ref<{ focus: () => void }>;
};

/**
 * A select whose list always ends with "Other" (SPEC §5): choosing it shows an input for a new
 * value, which counts only while that input is shown — picking a listed option again drops it.
 * Typed text that names a listed option (label or value, any case) becomes that option on blur.
 */
export function SelectWithOtherField({
  label,
  options,
  value,
  onChange,
  onBlur,
  noneLabel,
  otherLabel,
  otherInputLabel,
  otherPlaceholder,
  error,
  hint,
  maxLength,
  ref,
}: SelectWithOtherFieldProps) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listed = value === "" ? undefined : matchOption(options, value);
  // A value no option names (a department typed earlier) opens on "Other" with its text.
  const [isOther, setIsOther] = useState(() => value !== "" && !listed);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  useImperativeHandle(
    ref,
    () => ({ focus: () => (isOther ? inputRef.current : selectRef.current)?.focus() }),
    [isOther],
  );

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-select`} className={styles.label}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={`${id}-select`}
        className={`${styles.input} ${selectStyles.select}`}
        value={isOther ? OTHER : (listed?.value ?? "")}
        aria-invalid={error && !isOther ? true : undefined}
        aria-describedby={isOther ? hintId : describedBy}
        onChange={(event) => {
          const next = event.target.value;
          if (next === OTHER) {
            setIsOther(true);
            onChange("");
            // The new input appears with this render; focus it right after.
            requestAnimationFrame(() => inputRef.current?.focus());
          } else {
            setIsOther(false);
            onChange(next);
          }
        }}
        onBlur={isOther ? undefined : onBlur}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value={OTHER}>{otherLabel}</option>
      </select>
      {isOther ? (
        <>
          <label htmlFor={`${id}-other`} className="visually-hidden">
            {otherInputLabel}
          </label>
          <input
            ref={inputRef}
            id={`${id}-other`}
            className={styles.input}
            value={value}
            placeholder={otherPlaceholder}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              const match = matchOption(options, value);
              if (match) {
                setIsOther(false);
                onChange(match.value);
              }
              onBlur?.();
            }}
          />
        </>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
