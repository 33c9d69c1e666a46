import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/button/button";
import { AlertIcon, CameraIcon } from "../../../../components/icons/icons";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import type { useLocalMedia } from "../hooks/use-local-media";
import styles from "./room.module.css";
import { VideoTile } from "./video-tile";

/**
 * Before the call: the browser's permission prompt, the person's own picture, and what to do
 * when the camera is refused, missing or held by another application.
 */
export function PreJoin(props: {
  title: string;
  media: ReturnType<typeof useLocalMedia>;
  onJoin: () => void;
}) {
  const { t } = useTranslation();
  const { media } = props;
  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${styles.preJoin}`}
      aria-labelledby="pre-join-heading"
    >
      <header className={pageBlocks.stack2}>
        <h1 id="pre-join-heading" className={pageBlocks.titleXl}>
          {props.title}
        </h1>
        <p className={pageBlocks.subdued}>{t("liveRoom.preJoin.intro")}</p>
      </header>
      {media.status === "idle" || media.status === "requesting" ? (
        <div className={`${pageBlocks.stack3} ${styles.placeholder}`}>
          <CameraIcon size={40} />
          <p>{t("liveRoom.preJoin.askBody")}</p>
          <Button
            size="lg"
            onClick={() => void media.request()}
            disabled={media.status === "requesting"}
          >
            {media.status === "requesting"
              ? t("liveRoom.preJoin.asking")
              : t("liveRoom.preJoin.ask")}
          </Button>
        </div>
      ) : null}
      {media.status === "failed" ? (
        <div className={`${pageBlocks.stack3} ${styles.problem}`} role="alert">
          <h2 className={pageBlocks.row2}>
            <AlertIcon size={20} />
            {t(`liveRoom.preJoin.problems.${media.problem}.title`)}
          </h2>
          <p>{t(`liveRoom.preJoin.problems.${media.problem}.body`)}</p>
          <Button size="lg" onClick={() => void media.request()}>
            {t("liveRoom.preJoin.tryAgain")}
          </Button>
        </div>
      ) : null}
      {media.status === "ready" ? (
        <>
          <VideoTile stream={media.stream} label={t("liveRoom.preJoin.preview")} isLocal />
          <p>{t("liveRoom.preJoin.ready")}</p>
          <Button size="lg" onClick={props.onJoin} autoFocus>
            {t("liveRoom.preJoin.join")}
          </Button>
        </>
      ) : null}
    </section>
  );
}
