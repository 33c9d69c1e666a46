import { useId } from "react";
import { CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import styles from "./onboarding.module.css";

type Option<V extends string> = { value: V; label: string };

export type ChoiceGroupProps<V extends string> = {
  legend: string;
  options: readonly Option<V>[];
  error?: string | undefined;
} & (
  | { multiple?: false; value: V | null; onChange: (value: V) => void }
  | { multiple: true; value: readonly V[]; onChange: (value: V[]) => void }
);

/**
 * A question with its answers as large choices: radio buttons (one answer) or checkboxes
 * (several), real inputs under their labels so the keyboard works as everywhere else.
 */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  const { legend, options, error } = props;
  const name = useId();
  const errorId = `${name}-error`;
  const isChecked = (value: V) =>
    props.multiple ? props.value.includes(value) : props.value === value;

  function toggle(value: V, checked: boolean) {
    if (props.multiple) {
      props.onChange(
        checked ? [...props.value, value] : props.value.filter((item) => item !== value),
      );
    } else if (checked) {
      props.onChange(value);
    }
  }

  return (
    <fieldset
      className={`${blocks.fieldset} ${pageBlocks.stack3}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {error ? (
        <p id={errorId} className={pageBlocks.error}>
          {error}
        </p>
      ) : null}
      <div className={`${blocks.gridGap2} ${styles.choices}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`${pageBlocks.row3} ${blocks.option} ${styles.choice}`}
            data-checked={isChecked(option.value) || undefined}
          >
            <input
              className={blocks.hiddenInput}
              type={props.multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span
              className={`${blocks.inlineCentre} ${styles.mark}`}
              data-shape={props.multiple ? "square" : "round"}
              aria-hidden="true"
            >
              <CheckIcon size={12} strokeWidth={3} />
            </span>
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
