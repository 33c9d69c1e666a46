import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import styles from "./page-tabs.module.css";

export type PageTab<V extends string> = {
  value: V;
  label: string;
  content: ReactNode;
  /**
   * Kept in the page while another tab shows (hidden), so a form's unsaved values survive a
   * look at another tab.
   */
  keepMounted?: boolean;
};

/**
 * A page's sections as WAI-ARIA tabs (Radix): arrow keys move between tabs, Home and End go to
 * the ends, and the selection is the caller's (a page keeps it in its URL).
 */
export function PageTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly PageTab<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(next as V)}>
      <Tabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount={tab.keepMounted ? true : undefined}
          // Radix leaves a force-mounted panel visible: hide it while another tab is selected.
          hidden={tab.keepMounted && tab.value !== value ? true : undefined}
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
