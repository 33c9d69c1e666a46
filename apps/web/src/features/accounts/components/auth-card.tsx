import { type ReactNode, useEffect, useRef } from "react";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import styles from "./auth-card.module.css";

export type AuthCardProps = {
  title: string;
  lead?: ReactNode;
  /** Shown above the title, e.g. an icon for a result page. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Links under the card (to sign-up, to sign-in…). */
  footer?: ReactNode;
  /** Wider card for longer forms (sign-up). */
  wide?: boolean;
  /**
   * Moves focus to the title when shown: for a result that replaces a form on the same page, so
   * keyboard and screen-reader users land on the news rather than on nothing.
   */
  focusTitle?: boolean;
};

/** The frame of the account pages: one centred card whose title is the page's h1. */
export function AuthCard({
  title,
  lead,
  icon,
  children,
  footer,
  wide = false,
  focusTitle = false,
}: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <div className={`${pageBlocks.stack4} ${styles.page}`}>
      <section
        className={`${pageBlocks.raisedSurface} ${pageBlocks.stack4} ${styles.card} ${wide ? styles.wide : ""}`}
        aria-labelledby="auth-title"
      >
        {icon ? <div className={`${blocks.centre} ${styles.icon}`}>{icon}</div> : null}
        <h1
          id="auth-title"
          ref={titleRef}
          className={pageBlocks.title2xl}
          tabIndex={focusTitle ? -1 : undefined}
        >
          {title}
        </h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </section>
      {footer ? <div className={`${pageBlocks.muted} ${styles.footer}`}>{footer}</div> : null}
    </div>
  );
}
