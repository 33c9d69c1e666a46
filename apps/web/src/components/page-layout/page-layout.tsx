import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon } from "../icons/icons";
import pageBlocks from "./page-blocks.module.css";
import styles from "./page-layout.module.css";

function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/**
 * A hiring page's frame: a column of header and cards, centred in the content area.
 * `wide` fits lists and tables (80rem), `medium` settings (64rem), `narrow` forms (56rem).
 */
export function PageFrame({
  width = "wide",
  className,
  children,
}: {
  width?: "wide" | "medium" | "narrow";
  className?: string;
  children: ReactNode;
}) {
  return <div className={classes(styles.page, styles[width], className)}>{children}</div>;
}

export type PageHeaderProps = {
  title: ReactNode;
  /** A line under the title (muted). */
  subtitle?: ReactNode;
  /** A link back to the page above, shown over the title with a chevron. */
  back?: { to: string; label: ReactNode };
  /** Anything else over the title (e.g. the organization's name and a badge). */
  eyebrow?: ReactNode;
  /** What else goes under the title: meta lines, a limit notice. */
  children?: ReactNode;
  /** Buttons on the right (under the title on phones, full width). */
  actions?: ReactNode;
  /** `loose` leaves more room between the header's lines. */
  spacing?: "tight" | "loose";
  className?: string;
};

/** A link back to the page above, over a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <ChevronLeftIcon size={16} />
      {children}
    </Link>
  );
}

/** The h1's class, for a page whose header PageHeader does not fit (e.g. with tabs). */
export const pageTitleClass = styles.title;

/** The header of a page: back link or eyebrow, the h1, a subtitle, and actions. */
export function PageHeader({
  title,
  subtitle,
  back,
  eyebrow,
  children,
  actions,
  spacing = "tight",
  className,
}: PageHeaderProps) {
  return (
    <header className={classes(styles.header, className)}>
      <div className={classes(styles.headerText, spacing === "loose" && styles.loose)}>
        {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
        {eyebrow}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={pageBlocks.subdued}>{subtitle}</p> : null}
        {children}
      </div>
      {actions ? <div className={`${pageBlocks.wrapRow} ${styles.actions}`}>{actions}</div> : null}
    </header>
  );
}

type SectionCardProps = Omit<ComponentProps<"section">, "ref"> & { as?: "section" | "div" };

/**
 * A surface card holding one part of a page (on phones it loses its border and shadow and
 * sits on the page). A `section` needs a name: pass `aria-labelledby` or `aria-label`.
 */
export function SectionCard({ as: Tag = "div", className, ...props }: SectionCardProps) {
  return <Tag className={classes(sectionCardClass, className)} {...props} />;
}

/** The card's class, for a card another component renders (e.g. a tab panel). */
export const sectionCardClass = `${pageBlocks.panelCard} ${styles.card}`;
