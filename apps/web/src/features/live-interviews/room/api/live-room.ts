import { liveRoomEndpoints as endpoints } from "@candor/shared/endpoints/live-room";
import type {
  LiveRoomAttributes,
  RoomTicketAttributes,
  SaveLiveNoteInput,
} from "@candor/shared/schemas/live-room";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../../lib/jsonapi";

/** The room as its viewer sees it: the panel's member, or the candidate by their link. */
export type LiveRoom = JsonApiRecord<LiveRoomAttributes>;
export type RoomTicket = JsonApiRecord<RoomTicketAttributes>;
export type LiveNote = { id: string; body: string; offsetSeconds: number };

/** Who is entering: a signed-in panel member, or the candidate holding their link's token. */
export type RoomViewer = { kind: "panel" } | { kind: "candidate"; token: string };

function read<A>(document: JsonApiDocument): JsonApiRecord<A> {
  const record = deserialize<A>(document);
  if (!record) throw new TypeError("The response holds no record");
  return record;
}

export const liveRoomQueryKey = (id: string) => ["live-room", id] as const;

export function liveRoomQueryOptions(id: string, viewer: RoomViewer) {
  return queryOptions({
    queryKey: [...liveRoomQueryKey(id), viewer.kind],
    queryFn: async () =>
      read<LiveRoomAttributes>(
        viewer.kind === "panel"
          ? await api(endpoints.getLiveRoom, { params: { id } })
          : await api(endpoints.getCandidateLiveRoom, {
              params: { id },
              query: { token: viewer.token },
            }),
      ),
    // The "opens at…" page turns into the pre-join screen by itself.
    refetchInterval: (query) => (query.state.data?.state === "not_yet_open" ? 30_000 : false),
  });
}

/** A single-use ticket for the signaling socket, asked for right before each (re)connection. */
export async function createRoomTicket(id: string, viewer: RoomViewer): Promise<RoomTicket> {
  return read<RoomTicketAttributes>(
    viewer.kind === "panel"
      ? await api(endpoints.createLiveRoomTicket, { params: { id } })
      : await api(endpoints.createCandidateLiveRoomTicket, {
          params: { id },
          body: { token: viewer.token },
        }),
  );
}

export const liveNotesQueryKey = (id: string) => [...liveRoomQueryKey(id), "notes"] as const;

export function liveNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: liveNotesQueryKey(id),
    queryFn: async (): Promise<LiveNote[]> => {
      const document = await api(endpoints.listLiveInterviewNotes, { params: { id } });
      return document.data.map((note) => ({
        id: note.id,
        body: note.attributes.body,
        offsetSeconds: note.attributes.offset_seconds,
      }));
    },
  });
}

/** `PUT /v1/live_interviews/{id}/notes/{noteId}`: the note's id is the browser's (retries are safe). */
export function saveLiveNote(id: string, noteId: string, input: SaveLiveNoteInput) {
  return api(endpoints.saveLiveInterviewNote, { params: { id, noteId }, body: input });
}

export function useDeleteLiveNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      api(endpoints.deleteLiveInterviewNote, { params: { id, noteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveNotesQueryKey(id) }),
  });
}

export function useSetAgendaAsked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; asked: boolean }) =>
      api(endpoints.setAgendaItemAsked, {
        params: { id, itemId: input.itemId },
        body: { asked: input.asked },
      }),
    // The acknowledged tick goes into the room's cache before the room is read again, so the
    // panel's own pending tick hands over without a flicker back.
    onSuccess: (_result, input) => {
      const tick = (room: LiveRoom | undefined) =>
        room && {
          ...room,
          agenda: room.agenda.map((item) =>
            item.id === input.itemId ? { ...item, asked: input.asked } : item,
          ),
        };
      queryClient.setQueriesData<LiveRoom>({ queryKey: [...liveRoomQueryKey(id), "panel"] }, tick);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveRoomQueryKey(id) }),
  });
}
