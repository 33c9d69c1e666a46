import type { TourKey } from "@candor/shared/schemas/guidance";
import { useSyncExternalStore } from "react";

/** The tour the current page offers, so the help menu can restart it (issue 18). */
export type OfferedTour = { key: TourKey; start: () => void };

let offered: OfferedTour | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page offers its tour while mounted; the returned function withdraws it. */
export function offerTour(tour: OfferedTour): () => void {
  offered = tour;
  notify();
  return () => {
    if (offered !== tour) return;
    offered = null;
    notify();
  };
}

/** The tour of the page on screen, or null: the help menu shows "Page tour" only with one. */
export function useOfferedTour(): OfferedTour | null {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
}
