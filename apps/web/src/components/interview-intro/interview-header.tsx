import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./interview-intro.module.css";

/** The organization's mark and the interview's title, at the top of its candidate pages. */
export function InterviewHeader({
  organization,
  title,
  positionTitle,
}: {
  organization: { name: string; logoUrl: string | null };
  title: string;
  positionTitle: string;
}) {
  return (
    <header className={`${pageBlocks.stack} ${styles.interviewHeader}`}>
      <p className={`${pageBlocks.row2} ${styles.organization}`}>
        {organization.logoUrl ? (
          <img className={styles.organizationLogo} src={organization.logoUrl} alt="" />
        ) : null}
        <span>{organization.name}</span>
      </p>
      <h1 className={pageBlocks.title2xl}>{title}</h1>
      {positionTitle && positionTitle !== title ? (
        <p className={pageBlocks.subdued}>{positionTitle}</p>
      ) : null}
    </header>
  );
}
