import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { liveRoomQueryOptions } from "../../../features/live-interviews/room/api/live-room";
import { LiveRoomScreen } from "../../../features/live-interviews/room/components/live-room-screen";
import { brandStyle } from "../../../lib/branding";
import { useCandidateCompany } from "../../layouts/candidate-layout";

/**
 * `/hire-candidate/live-interviews/{id}?token=…` (the candidate's personal link, no sign-in):
 * the room in the organization's colours, its name and logo in the top bar.
 */
export default function CandidateLiveInterviewRoomPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const viewer = useMemo(() => ({ kind: "candidate" as const, token }), [token]);
  // The same query the screen runs (one request): the branding of the top bar and the page.
  const room = useQuery(liveRoomQueryOptions(id, viewer));
  useCandidateCompany(
    room.data ? { name: room.data.organizationName, logoUrl: room.data.logoUrl } : null,
  );
  // No time yet: the team offered slots, and this link is where the candidate picks one.
  if (room.data && room.data.startsAt === null && room.data.state !== "cancelled") {
    return (
      <Navigate
        replace
        to={`${path("LiveInterviewSlotChoice", { id })}?token=${encodeURIComponent(token)}`}
      />
    );
  }
  return (
    <div style={brandStyle(room.data?.brandColor)}>
      <LiveRoomScreen id={id} viewer={viewer} />
    </div>
  );
}
