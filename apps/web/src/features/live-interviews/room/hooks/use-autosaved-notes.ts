import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type LiveNote, liveNotesQueryOptions, saveLiveNote } from "../api/live-room";

export type SaveState = "saved" | "saving" | "unsaved" | "failed";
type Pending = Record<string, { body: string; offsetSeconds: number }>;

const SAVE_AFTER_MS = 600;
const RETRY_AFTER_MS = 3_000;
const storageKey = (id: string) => `candor.liveRoom.notes.${id}`;

function readPending(id: string): Pending {
  try {
    return JSON.parse(window.localStorage.getItem(storageKey(id)) ?? "{}") as Pending;
  } catch {
    return {};
  }
}

/**
 * The interviewer's notes, saved as they are typed. Every change is first written to this
 * browser's storage, then sent after a short pause; a failed save is retried until it passes. So
 * a reload, a closed tab or a dropped connection loses nothing: what was not yet acknowledged is
 * sent again on the next visit.
 */
export function useAutosavedNotes(liveInterviewId: string) {
  const server = useQuery(liveNotesQueryOptions(liveInterviewId));
  const [notes, setNotes] = useState<LiveNote[]>([]);
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const pending = useRef<Pending>({});

  const writePending = useCallback(() => {
    window.localStorage.setItem(storageKey(liveInterviewId), JSON.stringify(pending.current));
  }, [liveInterviewId]);

  const save = useCallback(
    async (noteId: string) => {
      const note = pending.current[noteId];
      if (!note) return;
      setStates((current) => ({ ...current, [noteId]: "saving" }));
      try {
        await saveLiveNote(liveInterviewId, noteId, {
          body: note.body,
          offset_seconds: note.offsetSeconds,
        });
        // Typed on meanwhile: the newer text has its own save coming.
        if (pending.current[noteId]?.body === note.body) {
          delete pending.current[noteId];
          writePending();
          setStates((current) => ({ ...current, [noteId]: "saved" }));
        }
      } catch {
        setStates((current) => ({ ...current, [noteId]: "failed" }));
        timers.current.set(
          noteId,
          setTimeout(() => void save(noteId), RETRY_AFTER_MS),
        );
      }
    },
    [liveInterviewId, writePending],
  );

  const schedule = useCallback(
    (noteId: string, delayMs = SAVE_AFTER_MS) => {
      clearTimeout(timers.current.get(noteId));
      timers.current.set(
        noteId,
        setTimeout(() => void save(noteId), delayMs),
      );
    },
    [save],
  );

  // The server's notes, with what this browser had not yet seen acknowledged on top.
  useEffect(() => {
    if (!server.data) return;
    pending.current = readPending(liveInterviewId);
    const merged = new Map(server.data.map((note) => [note.id, note]));
    for (const [id, note] of Object.entries(pending.current)) {
      merged.set(id, { id, ...note });
      schedule(id, 0);
    }
    setNotes([...merged.values()].sort((a, b) => a.offsetSeconds - b.offsetSeconds));
  }, [server.data, liveInterviewId, schedule]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  const update = useCallback(
    (noteId: string, body: string) => {
      const note = notes.find((candidate) => candidate.id === noteId);
      if (!note) return;
      pending.current[noteId] = { body, offsetSeconds: note.offsetSeconds };
      writePending();
      setNotes((current) => current.map((n) => (n.id === noteId ? { ...n, body } : n)));
      setStates((current) => ({ ...current, [noteId]: "unsaved" }));
      schedule(noteId);
    },
    [notes, schedule, writePending],
  );

  const add = useCallback((offsetSeconds: number) => {
    const note = { id: crypto.randomUUID(), body: "", offsetSeconds };
    setNotes((current) => [...current, note]);
    return note.id;
  }, []);

  const forget = useCallback(
    (noteId: string) => {
      clearTimeout(timers.current.get(noteId));
      delete pending.current[noteId];
      writePending();
      setNotes((current) => current.filter((note) => note.id !== noteId));
    },
    [writePending],
  );

  return { server, notes, states, update, add, forget };
}
