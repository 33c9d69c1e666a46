import { useTranslation } from "react-i18next";
import { useConnectionQuality } from "../hooks/use-connection-quality";
import styles from "./room.module.css";

/**
 * One peer's connection quality, from its statistics. The numbers it shows are also in `data-*`
 * attributes (round trip, loss, video bytes received), which is where a browser test reads them.
 */
export function QualityIndicator({ connection }: { connection: RTCPeerConnection }) {
  const { t } = useTranslation();
  const quality = useConnectionQuality(connection);
  const details = [
    quality.rttMs !== null ? t("liveRoom.quality.rtt", { ms: quality.rttMs }) : null,
    quality.lossPercent !== null
      ? t("liveRoom.quality.loss", { percent: quality.lossPercent })
      : null,
  ]
    .filter(Boolean)
    .join(", ");
  const label = t(`liveRoom.quality.${quality.level}`);
  return (
    <span
      className={`${styles.quality} ${styles[`quality_${quality.level}`]}`}
      role="status"
      data-quality={quality.level}
      data-rtt-ms={quality.rttMs ?? ""}
      data-loss-percent={quality.lossPercent ?? ""}
      data-inbound-video-bytes={quality.inboundVideoBytes}
      title={details || undefined}
    >
      <span className={styles.qualityDot} aria-hidden="true" />
      {details ? `${label} (${details})` : label}
    </span>
  );
}
