import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./status-tabs.module.css";

export type StatusTab<V> = {
  value: V;
  label: string;
  /** Shown in a pill after the label; null while the counts load. */
  count: number | null;
};

export type StatusTabsProps<V> = {
  /** Names the group for screen readers (a visually hidden legend). */
  legend: string;
  tabs: readonly StatusTab<V>[];
  selected: V;
  onSelect: (value: V) => void;
  /** The id of the list the tabs filter. */
  controls?: string;
  /**
   * On phones: `fill` shares the width between the tabs (few, short labels); `scroll` keeps
   * each tab's width and scrolls sideways, and the counts take the tab's colour.
   */
  phoneLayout?: "fill" | "scroll";
};

/**
 * A list's status filter: toggle buttons (`aria-pressed`) in a segmented bar, each with its
 * count, e.g. All 12 · Open 4 · Draft 3 · Closed 5.
 */
export function StatusTabs<V extends string | null>({
  legend,
  tabs,
  selected,
  onSelect,
  controls,
  phoneLayout = "fill",
}: StatusTabsProps<V>) {
  return (
    <fieldset className={`${styles.tabs} ${styles[phoneLayout]}`}>
      <legend className="visually-hidden">{legend}</legend>
      {tabs.map((tab) => (
        <button
          key={tab.value ?? "all"}
          type="button"
          className={`${pageBlocks.inlineRow2} ${pageBlocks.bareButton} ${pageBlocks.muted} ${styles.tab}`}
          aria-pressed={selected === tab.value}
          aria-controls={controls}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
          {tab.count !== null ? <span className={styles.count}>{tab.count}</span> : null}
        </button>
      ))}
    </fieldset>
  );
}
