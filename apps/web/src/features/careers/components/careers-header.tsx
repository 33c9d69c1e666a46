import type { ReactNode } from "react";
import { ExternalLinkIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import blocks from "../../../styles/blocks.module.css";
import type { CareersOrganization } from "../api/careers";
import styles from "./careers.module.css";

/** The organization's mark, a title and what it says of itself, atop both careers pages. */
export function CareersHeader({
  organization,
  eyebrow,
  title,
  lead,
  websiteLabel,
  opensInNewTab,
}: {
  organization: CareersOrganization;
  eyebrow: ReactNode;
  title: string;
  lead?: ReactNode;
  websiteLabel: string;
  opensInNewTab: string;
}) {
  return (
    <header className={pageBlocks.stack3}>
      <p className={pageBlocks.row2}>
        {organization.logoUrl ? (
          <img className={styles.logo} src={organization.logoUrl} alt={organization.name} />
        ) : (
          <span className={pageBlocks.semibold}>{organization.name}</span>
        )}
      </p>
      <p className={blocks.eyebrow}>{eyebrow}</p>
      <h1 className={pageBlocks.title2xl}>{title}</h1>
      {lead ? <div className={pageBlocks.subdued}>{lead}</div> : null}
      {organization.description ? <RichTextView html={organization.description} /> : null}
      {organization.websiteUrl ? (
        <a href={organization.websiteUrl} target="_blank" rel="noopener noreferrer">
          {websiteLabel}
          <ExternalLinkIcon size={14} />
          <span className="visually-hidden">{opensInNewTab}</span>
        </a>
      ) : null}
    </header>
  );
}
