import { useParams } from "react-router";
import { LiveRoomScreen } from "../../../features/live-interviews/room/components/live-room-screen";

const PANEL = { kind: "panel" } as const;

/** `/hire/live-interviews/{id}/room`: the call and the interviewer's panel (its panel only). */
export default function LiveInterviewRoomPage() {
  const { id = "" } = useParams();
  return <LiveRoomScreen id={id} viewer={PANEL} />;
}
