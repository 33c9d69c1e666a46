import { path } from "@candor/shared/routes";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { AwardIcon, CloseIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import styles from "./certificate-earned.module.css";

export type CertificateEarnedProps = {
  curriculumTitle: string;
  certificateId: string;
  onDismiss: () => void;
};

/**
 * The moment a curriculum is finished: the last video watched or the last quiz or practice
 * submitted made the server issue the certificate, wherever on the page the learner is. Stays
 * until dismissed, with the way to the certificate.
 */
export function CertificateEarned({
  curriculumTitle,
  certificateId,
  onDismiss,
}: CertificateEarnedProps) {
  const { t } = useTranslation();
  return (
    <div className={`${pageBlocks.centredWrap} ${styles.earned}`}>
      <AwardIcon size={28} className={blocks.brandIcon} />
      <div className={styles.text}>
        <p className={`${pageBlocks.sectionTitle} ${pageBlocks.bold}`}>
          {t("curriculum.certificateEarned.title")}
        </p>
        <p>{t("curriculum.certificateEarned.body", { title: curriculumTitle })}</p>
      </div>
      <ButtonLink to={path("Certificate", { certificate: certificateId })} size="sm">
        {t("curriculum.certificateEarned.link")}
      </ButtonLink>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t("curriculum.certificateEarned.dismiss")}
        onClick={onDismiss}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
