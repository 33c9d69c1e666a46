import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./form.module.css";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "children"> & {
  label: string;
  /** The message shown under the field (once touched, SPEC §5); marks the input invalid. */
  error?: string | undefined;
  /** Help under the input, read with it by screen readers. */
  hint?: ReactNode;
  /** Extra content after the hint (e.g. a live status), also described by the input. */
  status?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error, tied together for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  status,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const statusId = status ? `${inputId}-status` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId, statusId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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
      {status ? <div id={statusId}>{status}</div> : null}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type">;

/** A password input with a Show/Hide toggle (typing a new password on a phone). */
export function PasswordField({ label, error, hint, id, ref, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWithAction}>
        <input
          ref={ref}
          id={inputId}
          type={isVisible ? "text" : "password"}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.inputAction}
          aria-controls={inputId}
          aria-pressed={isVisible}
          aria-label={t("formFields.showPassword")}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {t("formFields.show")}
        </button>
      </div>
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
