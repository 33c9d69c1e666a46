import { type ReactNode, useId } from "react";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../../styles/blocks.module.css";
import styles from "./account.module.css";

export type AccountSectionProps = {
  title: string;
  description?: ReactNode;
  /** "danger" for the delete-account zone. */
  tone?: "default" | "danger";
  children: ReactNode;
};

/** One titled card of the account page; its heading names the region. */
export function AccountSection({
  title,
  description,
  tone = "default",
  children,
}: AccountSectionProps) {
  const titleId = useId();
  return (
    <section
      className={[
        pageBlocks.raisedSurface,
        pageBlocks.stack4,
        styles.section,
        tone === "danger" ? styles.danger : null,
      ]
        .filter(Boolean)
        .join(" ")}
      aria-labelledby={titleId}
    >
      <div className={blocks.stackGap1}>
        <h2 id={titleId} className={`${pageBlocks.sectionTitle} ${styles.sectionTitle}`}>
          {title}
        </h2>
        {description ? <p className={pageBlocks.muted}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
