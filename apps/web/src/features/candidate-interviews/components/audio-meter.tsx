import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import styles from "./candidate-interviews.module.css";

/** The microphone's level as a meter: it moves when sound arrives. */
export function AudioMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div className={pageBlocks.row3}>
      <span id="microphone-level-label" className={styles.meterLabel}>
        {t("candidateInterviews.device.microphoneLevel")}
      </span>
      <meter
        aria-labelledby="microphone-level-label"
        className={styles.meter}
        min={0}
        max={100}
        value={percent}
      />
    </div>
  );
}
