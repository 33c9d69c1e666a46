import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/button/button";
import type { useRoomCall } from "../hooks/use-room-call";
import { QualityIndicator } from "./quality-indicator";
import styles from "./room.module.css";
import { VideoTile } from "./video-tile";

/** The call: everyone's picture with its quality signal, and the controls below. */
export function RoomCall(props: {
  call: ReturnType<typeof useRoomCall>;
  localStream: MediaStream;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const { call } = props;
  return (
    <section className={styles.call} aria-label={t("liveRoom.call.label")}>
      {call.status === "reconnecting" ? (
        <p className={styles.notice} role="status">
          {t("liveRoom.call.reconnecting")}
        </p>
      ) : null}
      {call.status === "full" ? (
        <p className={styles.problem} role="alert">
          {t("liveRoom.call.full")}
        </p>
      ) : null}
      <div className={styles.grid}>
        <VideoTile
          stream={call.screen ?? props.localStream}
          label={call.screen ? t("liveRoom.call.yourScreen") : t("liveRoom.call.you")}
          isLocal={!call.screen}
        />
        {call.peers.map((peer) => (
          <VideoTile
            key={peer.participantId}
            stream={peer.stream}
            label={
              peer.role === "candidate"
                ? t("liveRoom.call.candidate", { name: peer.name })
                : peer.name || t("liveRoom.call.interviewer")
            }
          >
            <QualityIndicator connection={peer.connection} />
          </VideoTile>
        ))}
      </div>
      {call.peers.length === 0 && call.status === "connected" ? (
        <p className={styles.waiting} role="status">
          {t("liveRoom.call.waiting")}
        </p>
      ) : null}
      <div className={styles.controls} role="toolbar" aria-label={t("liveRoom.call.controls")}>
        <Button variant="secondary" aria-pressed={call.isMuted} onClick={call.toggleMute}>
          {call.isMuted ? t("liveRoom.call.unmute") : t("liveRoom.call.mute")}
        </Button>
        <Button variant="secondary" aria-pressed={call.isCameraOff} onClick={call.toggleCamera}>
          {call.isCameraOff ? t("liveRoom.call.cameraOn") : t("liveRoom.call.cameraOff")}
        </Button>
        {call.canShareScreen ? (
          <Button
            variant="secondary"
            aria-pressed={call.screen !== null}
            onClick={() => void call.toggleShare()}
          >
            {call.screen ? t("liveRoom.call.stopSharing") : t("liveRoom.call.shareScreen")}
          </Button>
        ) : null}
        <Button
          variant="danger"
          onClick={() => {
            call.leave();
            props.onLeave();
          }}
        >
          {t("liveRoom.call.leave")}
        </Button>
      </div>
    </section>
  );
}
