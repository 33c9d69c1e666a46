import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "../button/button";
import styles from "./form.module.css";

export type SubmitButtonProps = Omit<ButtonProps, "type"> & {
  /** The form is being sent: the button is busy and ignores presses. */
  isBusy: boolean;
  /** What the busy button says; "Working…" by default. */
  busyLabel?: ReactNode;
};

/** A form's submit button with a busy state that screen readers hear. */
export function SubmitButton({
  isBusy,
  busyLabel,
  children,
  disabled,
  ...props
}: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <Button {...props} type="submit" disabled={disabled || isBusy} aria-busy={isBusy || undefined}>
      {isBusy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel ?? t("asyncButton.working")}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
