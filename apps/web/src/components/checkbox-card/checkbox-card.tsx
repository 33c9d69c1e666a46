import { type ReactNode, useId } from "react";
import blocks from "../../styles/blocks.module.css";
import { CheckIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./checkbox-card.module.css";

export type CheckboxCardProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Optional leading icon or picture. */
  icon?: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
  className?: string;
};

/**
 * A card that selects like a checkbox (SPEC §2). It is a real checkbox under a label, so clicks
 * anywhere on the card, Space and form submission all behave natively.
 */
export function CheckboxCard({
  checked,
  onCheckedChange,
  title,
  description,
  icon,
  disabled = false,
  name,
  value,
  className,
}: CheckboxCardProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={[
        styles.card,
        checked ? styles.checked : null,
        disabled ? styles.disabled : null,
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      data-state={checked ? "checked" : "unchecked"}
    >
      <input
        id={id}
        type="checkbox"
        className={`${blocks.hiddenInput} ${styles.input}`}
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <span className={`${blocks.centre} ${styles.box}`} aria-hidden="true">
        <CheckIcon size={14} strokeWidth={3} />
      </span>
      {icon ? <span className={blocks.brandIcon}>{icon}</span> : null}
      <span className={`${pageBlocks.column} ${styles.text}`}>
        <span id={`${id}-title`} className={pageBlocks.semibold}>
          {title}
        </span>
        {description ? (
          <span id={`${id}-description`} className={pageBlocks.muted}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
