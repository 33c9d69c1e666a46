import { liveRoomEndpoints } from "@candor/shared/endpoints/live-room";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiUrl } from "../../../../lib/api-client";
import { createRoomTicket, type RoomViewer } from "../api/live-room";
import { createPeerMesh, type MeshPeer, type MeshStatus, type PeerMesh } from "../lib/peer-mesh";

/** The socket's address on this page's own origin (the API serves the web app). */
function socketUrl(id: string, ticket: string) {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const path = apiUrl(liveRoomEndpoints.liveRoomSocket, { params: { id }, query: { ticket } });
  return `${scheme}://${window.location.host}${path}`;
}

/**
 * The call once the person joined: the mesh of peer connections, and the controls (microphone,
 * camera, screen share, leave). Each (re)connection asks for a fresh single-use ticket.
 */
export function useRoomCall(id: string, viewer: RoomViewer, stream: MediaStream) {
  const [peers, setPeers] = useState<MeshPeer[]>([]);
  const [status, setStatus] = useState<MeshStatus>("connecting");
  const [isMuted, setMuted] = useState(false);
  const [isCameraOff, setCameraOff] = useState(false);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const meshRef = useRef<PeerMesh | null>(null);
  const viewerRef = useRef(viewer);

  useEffect(() => {
    const mesh = createPeerMesh({
      localStream: stream,
      connect: async () => {
        const ticket = await createRoomTicket(id, viewerRef.current);
        return { url: socketUrl(id, ticket.ticket), iceServers: ticket.iceServers };
      },
      onChange: (next, nextStatus) => {
        setPeers(next);
        setStatus(nextStatus);
      },
    });
    meshRef.current = mesh;
    return () => mesh.close();
  }, [id, stream]);

  const toggleMute = useCallback(() => {
    const next = !isMuted;
    for (const track of stream.getAudioTracks()) track.enabled = !next;
    setMuted(next);
  }, [isMuted, stream]);

  const toggleCamera = useCallback(() => {
    const next = !isCameraOff;
    for (const track of stream.getVideoTracks()) track.enabled = !next;
    setCameraOff(next);
  }, [isCameraOff, stream]);

  const stopSharing = useCallback(async () => {
    for (const track of screen?.getTracks() ?? []) track.stop();
    setScreen(null);
    await meshRef.current?.replaceVideo(null);
  }, [screen]);

  const toggleShare = useCallback(async () => {
    if (screen) return stopSharing();
    const shared = await navigator.mediaDevices.getDisplayMedia({ video: true }).catch(() => null);
    const track = shared?.getVideoTracks()[0];
    if (!shared || !track) return;
    // The browser's own "Stop sharing" button ends the track: back to the camera.
    track.addEventListener("ended", () => {
      setScreen(null);
      void meshRef.current?.replaceVideo(null);
    });
    setScreen(shared);
    await meshRef.current?.replaceVideo(track);
  }, [screen, stopSharing]);

  const leave = useCallback(() => {
    for (const track of screen?.getTracks() ?? []) track.stop();
    meshRef.current?.close();
  }, [screen]);

  return {
    peers,
    status,
    isMuted,
    isCameraOff,
    screen,
    canShareScreen: typeof navigator.mediaDevices?.getDisplayMedia === "function",
    toggleMute,
    toggleCamera,
    toggleShare,
    leave,
  };
}
