import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./interview-intro.module.css";

/** The organization's mark and the interview's title, at the top of its candidate pages. */
export function InterviewHeader({
  organization,
  title,
  positionTitle,
  headingLevel = 1,
}: {
  organization: { name: string; logoUrl: string | null };
  title: string;
  positionTitle: string;
  /** The title's level: 1 on the candidate's page, lower where a page shows it as a preview. */
  headingLevel?: 1 | 4;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h4";
  return (
    <header className={`${pageBlocks.stack} ${styles.interviewHeader}`}>
      <p className={`${pageBlocks.row2} ${styles.organization}`}>
        {organization.logoUrl ? (
          <img className={styles.organizationLogo} src={organization.logoUrl} alt="" />
        ) : null}
        <span>{organization.name}</span>
      </p>
      <Heading className={pageBlocks.title2xl}>{title}</Heading>
      {positionTitle && positionTitle !== title ? (
        <p className={pageBlocks.subdued}>{positionTitle}</p>
      ) : null}
    </header>
  );
}
