import { useEffect, useRef } from "react";
import styles from "./room.module.css";

/** A participant's picture; the local one is muted (no echo) and mirrored like a mirror. */
export function VideoTile(props: {
  stream: MediaStream | null;
  label: string;
  isLocal?: boolean;
  children?: React.ReactNode;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== props.stream) video.srcObject = props.stream;
  }, [props.stream]);
  return (
    <figure className={styles.tile}>
      <video
        ref={videoRef}
        className={props.isLocal ? `${styles.video} ${styles.mirrored}` : styles.video}
        autoPlay
        playsInline
        muted={props.isLocal}
        aria-label={props.label}
      />
      <figcaption className={styles.caption}>
        <span>{props.label}</span>
        {props.children}
      </figcaption>
    </figure>
  );
}
