import { useId } from "react";
import { SearchIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./search-field.module.css";

/** How long a searched list waits after the last keystroke before asking again. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchFieldProps = {
  /** The field's label, read by screen readers and shown as its placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Inside another form: a search region, not a form of its own (forms don't nest). */
  isInsideForm?: boolean;
  className?: string;
  /** Shown in the empty field instead of the label. */
  placeholder?: string;
  /** The id of the list the search filters. */
  controls?: string;
  /** Enter in a stand-alone search: search now rather than after the pause. */
  onSubmit?: () => void;
};

/** A search box in a list's toolbar: a search landmark with a labelled input. */
export function SearchField({
  label,
  value,
  onChange,
  isInsideForm = false,
  className,
  placeholder,
  controls,
  onSubmit,
}: SearchFieldProps) {
  const id = useId();
  const classes = [styles.search, className].filter(Boolean).join(" ");
  const content = (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <SearchIcon size={18} className={pageBlocks.searchIcon} aria-hidden="true" />
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder ?? label}
        value={value}
        autoComplete="off"
        aria-controls={controls}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter in a search box inside a form must not submit that form.
          if (isInsideForm && event.key === "Enter") event.preventDefault();
        }}
      />
    </>
  );
  return isInsideForm ? (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for browsers still in use
    <div className={classes} role="search">
      {content}
    </div>
  ) : (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for browsers still in use
    <form
      className={classes}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {content}
    </form>
  );
}
