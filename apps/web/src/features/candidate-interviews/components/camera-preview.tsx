import { useEffect, useRef } from "react";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import styles from "./candidate-interviews.module.css";

/** The camera's live picture, mirrored like a mirror and muted (the candidate hears no echo). */
export function CameraPreview({
  stream,
  label,
  isRecording = false,
  recordingLabel,
}: {
  stream: MediaStream;
  label: string;
  isRecording?: boolean;
  recordingLabel?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return (
    <div className={styles.preview}>
      <video
        ref={videoRef}
        className={styles.previewVideo}
        autoPlay
        muted
        playsInline
        aria-label={label}
      />
      {isRecording ? (
        <span className={`${pageBlocks.smallBold} ${pageBlocks.inlineRow2} ${styles.recBadge}`}>
          <span className={styles.recDot} aria-hidden="true" />
          {recordingLabel}
        </span>
      ) : null}
    </div>
  );
}
