import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/button/button";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import { LiveFeedbackForm } from "../../components/live-feedback-form";
import { type LiveRoom, useDeleteLiveNote, useSetAgendaAsked } from "../api/live-room";
import { useAutosavedNotes } from "../hooks/use-autosaved-notes";
import styles from "./room.module.css";

/** Seconds into the call: from the scheduled start (so a reload keeps the same clock). */
function secondsIntoCall(startsAt: string | null) {
  if (!startsAt) return 0;
  return Math.max(0, Math.floor((Date.now() - new Date(startsAt).getTime()) / 1000));
}

/** "4:05" or "1:02:03": the time into the call, as a call's clock shows it. */
function callClock(total: number) {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The interviewer's panel beside the call: the agenda to tick, notes, and the scorecard. */
export function SidePanel({ room }: { room: LiveRoom }) {
  const { t } = useTranslation();
  const setAsked = useSetAgendaAsked(room.id);
  const notes = useAutosavedNotes(room.id);
  const deleteNote = useDeleteLiveNote(room.id);
  const listRef = useRef<HTMLOListElement>(null);
  // Ticks shown at once, before the write is acknowledged: the checkbox must not flick back
  // for the moment the request takes. The latest click per item wins (`seq`).
  const [ticking, setTicking] = useState<Record<string, { asked: boolean; seq: number }>>({});
  const tickSeq = useRef(0);

  const tick = (itemId: string, asked: boolean) => {
    const seq = ++tickSeq.current;
    setTicking((current) => ({ ...current, [itemId]: { asked, seq } }));
    setAsked.mutate(
      { itemId, asked },
      {
        onSettled: () =>
          setTicking((current) => {
            if (current[itemId]?.seq !== seq) return current;
            const { [itemId]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  const addNote = () => {
    // Rendered and focused inside the click, so what is typed straight after lands in the note.
    const id = flushSync(() => notes.add(secondsIntoCall(room.startsAt)));
    listRef.current?.querySelector<HTMLTextAreaElement>(`#note-${id}`)?.focus();
  };

  return (
    <aside
      className={`${pageBlocks.stack4} ${styles.panel}`}
      aria-label={t("liveRoom.panel.label")}
    >
      <section className={pageBlocks.stack2} aria-labelledby="agenda-heading">
        <h2 id="agenda-heading" className={pageBlocks.titleMd}>
          {t("liveRoom.panel.agenda")}
        </h2>
        {room.agenda.length === 0 ? (
          <p className={pageBlocks.subdued}>{t("liveRoom.panel.noAgenda")}</p>
        ) : (
          <ul className={pageBlocks.bareList}>
            {room.agenda.map((item) => {
              const asked = ticking[item.id]?.asked ?? Boolean(item.asked);
              return (
                <li key={item.id}>
                  <label className={styles.agendaItem}>
                    <input
                      type="checkbox"
                      checked={asked}
                      onChange={(event) => tick(item.id, event.target.checked)}
                    />
                    <span className={asked ? styles.asked : undefined}>{item.title}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {setAsked.isError ? (
          <p className={pageBlocks.error} role="alert">
            {t("liveRoom.panel.tickFailed")}
          </p>
        ) : null}
      </section>

      <section className={pageBlocks.stack2} aria-labelledby="notes-heading">
        <div className={pageBlocks.spreadRow}>
          <h2 id="notes-heading" className={pageBlocks.titleMd}>
            {t("liveRoom.panel.notes")}
          </h2>
          <Button size="sm" variant="secondary" onClick={addNote}>
            {t("liveRoom.panel.addNote")}
          </Button>
        </div>
        {notes.server.isPending ? <p role="status">{t("liveRoom.panel.loadingNotes")}</p> : null}
        {notes.server.isError ? (
          <p className={pageBlocks.error} role="alert">
            {t("liveRoom.panel.notesFailed")}
          </p>
        ) : null}
        {notes.server.isSuccess && notes.notes.length === 0 ? (
          <p className={pageBlocks.subdued}>{t("liveRoom.panel.noNotes")}</p>
        ) : null}
        <ol ref={listRef} className={`${pageBlocks.bareList} ${pageBlocks.stack2}`}>
          {notes.notes.map((note) => {
            const state = notes.states[note.id] ?? "saved";
            return (
              <li key={note.id} className={pageBlocks.stack}>
                <label htmlFor={`note-${note.id}`} className={pageBlocks.smallBold}>
                  {t("liveRoom.panel.noteAt", { time: callClock(note.offsetSeconds) })}
                </label>
                <textarea
                  id={`note-${note.id}`}
                  className={styles.note}
                  value={note.body}
                  rows={3}
                  maxLength={5000}
                  onChange={(event) => notes.update(note.id, event.target.value)}
                />
                <div className={pageBlocks.spreadRow}>
                  <span className={pageBlocks.subdued} aria-live="polite" data-save-state={state}>
                    {t(`liveRoom.panel.saveState.${state}`)}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      notes.forget(note.id);
                      deleteNote.mutate(note.id);
                    }}
                  >
                    {t("liveRoom.panel.deleteNote")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={pageBlocks.stack2} aria-labelledby="scorecard-heading">
        <h2 id="scorecard-heading" className={pageBlocks.titleMd}>
          {t("liveRoom.panel.scorecard")}
        </h2>
        {/* Filled during or after the call, saved as typed (blind until submitted). */}
        <LiveFeedbackForm liveInterviewId={room.id} />
      </section>
    </aside>
  );
}
