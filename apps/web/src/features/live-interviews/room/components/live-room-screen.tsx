import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/button/button";
import { PageLoading, PageState } from "../../../../components/page-state/page-state";
import { apiErrorMessage } from "../../../../i18n/error-message";
import { isApiError } from "../../../../lib/api-error";
import { useDocumentTitle } from "../../../../lib/use-document-title";
import { type LiveRoom, liveRoomQueryOptions, type RoomViewer } from "../api/live-room";
import { useLocalMedia } from "../hooks/use-local-media";
import { useRoomCall } from "../hooks/use-room-call";
import { PreJoin } from "./pre-join";
import styles from "./room.module.css";
import { RoomCall } from "./room-call";
import { SidePanel } from "./side-panel";

/**
 * The room of a live interview, for a panel member or the candidate:
 *
 *   loading ─► refused (404) | error (retry)
 *           ─► not yet open ("opens at…", re-checked every 30 s) | ended | cancelled
 *           ─► pre-join (camera check) ─► call ─► left (join again)
 */
export function LiveRoomScreen({ id, viewer }: { id: string; viewer: RoomViewer }) {
  const { t, i18n } = useTranslation();
  const room = useQuery(liveRoomQueryOptions(id, viewer));
  const media = useLocalMedia();
  const [phase, setPhase] = useState<"pre-join" | "call" | "left">("pre-join");
  useDocumentTitle(room.data?.title ?? t("liveRoom.documentTitle"));

  if (room.isPending) return <PageLoading label={t("liveRoom.loading")} />;
  if (room.isError) {
    // A link without its token is refused like a wrong one.
    const isRefused = isApiError(room.error) && [404, 422].includes(room.error.status);
    return (
      <PageState
        title={isRefused ? t("liveRoom.refused.title") : t("liveRoom.error.title")}
        body={isRefused ? t("liveRoom.refused.body") : apiErrorMessage(t, room.error)}
        actions={
          isRefused ? null : (
            <Button onClick={() => void room.refetch()}>{t("liveRoom.error.retry")}</Button>
          )
        }
      />
    );
  }
  const data = room.data;
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "full", timeStyle: "short" }).format(
          new Date(iso),
        )
      : "";
  if (data.state === "not_yet_open") {
    return (
      <PageState
        eyebrow={data.title}
        title={t("liveRoom.notYetOpen.title")}
        body={
          data.opensAt
            ? t("liveRoom.notYetOpen.body", {
                time: when(data.opensAt),
                start: when(data.startsAt),
              })
            : t("liveRoom.notYetOpen.noTime")
        }
      />
    );
  }
  if (data.state === "ended" || data.state === "cancelled") {
    const key = data.state === "ended" ? "ended" : "cancelled";
    return (
      <PageState
        eyebrow={data.title}
        title={t(`liveRoom.${key}.title`)}
        body={t(`liveRoom.${key}.body`)}
      />
    );
  }
  if (phase === "left") {
    return (
      <PageState
        eyebrow={data.title}
        title={t("liveRoom.left.title")}
        body={t("liveRoom.left.body")}
        actions={<Button onClick={() => setPhase("pre-join")}>{t("liveRoom.left.rejoin")}</Button>}
      />
    );
  }
  if (phase === "pre-join" || media.status !== "ready") {
    return (
      <div className={styles.page}>
        <PreJoin title={data.title} media={media} onJoin={() => setPhase("call")} />
      </div>
    );
  }
  return (
    <InCall
      room={data}
      id={id}
      viewer={viewer}
      stream={media.stream}
      onLeave={() => setPhase("left")}
    />
  );
}

function InCall(props: {
  room: LiveRoom;
  id: string;
  viewer: RoomViewer;
  stream: MediaStream;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const call = useRoomCall(props.id, props.viewer, props.stream);
  const isInterviewer = props.room.role === "interviewer";
  return (
    <div className={isInterviewer ? styles.withPanel : styles.page}>
      <div className={styles.main}>
        <h1 className={styles.callTitle}>{props.room.title}</h1>
        <RoomCall call={call} localStream={props.stream} onLeave={props.onLeave} />
        {!isInterviewer && props.room.agenda.length > 0 ? (
          <section aria-labelledby="candidate-agenda">
            <h2 id="candidate-agenda">{t("liveRoom.panel.agenda")}</h2>
            <ol>
              {props.room.agenda.map((item) => (
                <li key={item.id}>{item.title}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
      {isInterviewer ? <SidePanel room={props.room} /> : null}
    </div>
  );
}
