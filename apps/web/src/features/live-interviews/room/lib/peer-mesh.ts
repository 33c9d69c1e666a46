import type { IceServer, RoomPeer, ServerSignal } from "@candor/shared/schemas/live-room";

/*
 * The call as a peer-to-peer mesh (decision 0031): one RTCPeerConnection per other participant,
 * signaled through the room's WebSocket. The newcomer offers to everyone already in the room
 * (they learn the list from `welcome`); those present wait for its offer, so two sides never
 * offer to each other at once. Screen sharing swaps the video track (`replaceTrack`), which
 * needs no new negotiation.
 */

export type MeshPeer = RoomPeer & {
  connection: RTCPeerConnection;
  stream: MediaStream | null;
  state: RTCPeerConnectionState;
};

export type MeshStatus = "connecting" | "connected" | "reconnecting" | "closed" | "full";

export type MeshOptions = {
  /** The socket's URL with a fresh single-use ticket, and the ICE servers that came with it. */
  connect: () => Promise<{ url: string; iceServers: IceServer[] }>;
  localStream: MediaStream;
  onChange: (peers: MeshPeer[], status: MeshStatus) => void;
};

export function createPeerMesh(options: MeshOptions) {
  const peers = new Map<string, MeshPeer>();
  /** Candidates that arrived before their peer's remote description. */
  const pending = new Map<string, RTCIceCandidateInit[]>();
  let socket: WebSocket | null = null;
  let iceServers: IceServer[] = [];
  let status: MeshStatus = "connecting";
  let isClosed = false;
  let videoTrack: MediaStreamTrack | null = options.localStream.getVideoTracks()[0] ?? null;
  let retryDelayMs = 1_000;
  let ping: ReturnType<typeof setInterval> | undefined;

  const emit = () => options.onChange([...peers.values()], status);
  const send = (message: unknown) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const removePeer = (participantId: string) => {
    peers.get(participantId)?.connection.close();
    peers.delete(participantId);
    pending.delete(participantId);
    emit();
  };

  const addPeer = (peer: RoomPeer): MeshPeer => {
    const existing = peers.get(peer.participantId);
    if (existing) return existing;
    const connection = new RTCPeerConnection({ iceServers });
    const entry: MeshPeer = {
      ...peer,
      connection,
      stream: null,
      state: connection.connectionState,
    };
    for (const track of options.localStream.getTracks()) {
      const sent = track.kind === "video" && videoTrack ? videoTrack : track;
      connection.addTrack(sent, options.localStream);
    }
    connection.onicecandidate = (event) => {
      if (event.candidate) {
        send({ type: "ice-candidate", to: peer.participantId, data: event.candidate.toJSON() });
      }
    };
    connection.ontrack = (event) => {
      entry.stream = event.streams[0] ?? new MediaStream([event.track]);
      emit();
    };
    connection.onconnectionstatechange = () => {
      entry.state = connection.connectionState;
      // A peer whose process died never says goodbye: its connection fails instead.
      if (connection.connectionState === "failed") removePeer(peer.participantId);
      else emit();
    };
    peers.set(peer.participantId, entry);
    emit();
    return entry;
  };

  const flushCandidates = async (participantId: string, connection: RTCPeerConnection) => {
    for (const candidate of pending.get(participantId) ?? []) {
      await connection.addIceCandidate(candidate).catch(() => {});
    }
    pending.delete(participantId);
  };

  const handle = async (message: ServerSignal) => {
    switch (message.type) {
      case "welcome": {
        status = "connected";
        retryDelayMs = 1_000;
        for (const peer of message.peers) {
          const { connection } = addPeer(peer);
          await connection.setLocalDescription(await connection.createOffer());
          send({
            type: "offer",
            to: peer.participantId,
            data: connection.localDescription?.toJSON(),
          });
        }
        emit();
        return;
      }
      case "join":
        addPeer(message);
        return;
      case "leave":
        removePeer(message.participantId);
        return;
      case "offer": {
        const known = peers.get(message.from);
        const { connection } =
          known ?? addPeer({ participantId: message.from, role: "interviewer", name: "" });
        await connection.setRemoteDescription(message.data as unknown as RTCSessionDescriptionInit);
        await flushCandidates(message.from, connection);
        await connection.setLocalDescription(await connection.createAnswer());
        send({ type: "answer", to: message.from, data: connection.localDescription?.toJSON() });
        return;
      }
      case "answer": {
        const connection = peers.get(message.from)?.connection;
        if (!connection) return;
        await connection.setRemoteDescription(message.data as unknown as RTCSessionDescriptionInit);
        await flushCandidates(message.from, connection);
        return;
      }
      case "ice-candidate": {
        const connection = peers.get(message.from)?.connection;
        const candidate = message.data as RTCIceCandidateInit;
        if (connection?.remoteDescription) {
          await connection.addIceCandidate(candidate).catch(() => {});
        } else {
          pending.set(message.from, [...(pending.get(message.from) ?? []), candidate]);
        }
        return;
      }
      case "room-full":
        status = "full";
        isClosed = true;
        emit();
        return;
      case "pong":
        return;
    }
  };

  const open = async () => {
    if (isClosed) return;
    let target: Awaited<ReturnType<MeshOptions["connect"]>>;
    try {
      target = await options.connect();
    } catch {
      // The room closed, or the network is down: the page's own query says which.
      status = "reconnecting";
      emit();
      retryDelayMs = Math.min(retryDelayMs * 2, 15_000);
      setTimeout(() => void open(), retryDelayMs);
      return;
    }
    iceServers = target.iceServers;
    const next = new WebSocket(target.url);
    socket = next;
    let queue = Promise.resolve();
    next.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ServerSignal;
      queue = queue.then(() => handle(message)).catch(() => {});
    };
    next.onclose = () => {
      if (socket !== next || isClosed) return;
      // A dropped socket leaves the calls running; reconnecting announces a new participant,
      // so the old peer connections give way to the new ones the others offer.
      for (const id of [...peers.keys()]) removePeer(id);
      status = "reconnecting";
      emit();
      setTimeout(() => void open(), retryDelayMs);
    };
  };

  ping = setInterval(() => send({ type: "ping" }), 25_000);
  void open();

  return {
    /** Sends `track` instead of the camera to everyone (a screen), or the camera again (null). */
    async replaceVideo(track: MediaStreamTrack | null) {
      videoTrack = track ?? options.localStream.getVideoTracks()[0] ?? null;
      for (const { connection } of peers.values()) {
        for (const sender of connection.getSenders()) {
          if (sender.track?.kind === "video" || (sender.track === null && videoTrack)) {
            await sender.replaceTrack(videoTrack);
          }
        }
      }
    },
    close() {
      isClosed = true;
      clearInterval(ping);
      status = "closed";
      socket?.close(1000, "left");
      for (const id of [...peers.keys()]) removePeer(id);
    },
  };
}

export type PeerMesh = ReturnType<typeof createPeerMesh>;
