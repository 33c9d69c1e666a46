import type { ReactNode } from "react";
import blocks from "../../styles/blocks.module.css";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./page-state.module.css";

export type PageStateProps = {
  /** Small label above the title, e.g. "Error 404". */
  eyebrow?: string;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  illustration?: ReactNode;
};

/** A full-page message: not found, forbidden, crashed, empty. The title is the page's h1. */
export function PageState({ eyebrow, title, body, actions, illustration }: PageStateProps) {
  return (
    <section className={styles.state}>
      {illustration ? <div className={styles.illustration}>{illustration}</div> : null}
      {eyebrow ? <p className={blocks.eyebrow}>{eyebrow}</p> : null}
      <h1 className={pageBlocks.title2xl}>{title}</h1>
      {body ? <p className={pageBlocks.subdued}>{body}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

/** A calm spinner for route loading. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
