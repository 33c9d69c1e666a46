import { useCallback, useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * Keeps unsaved changes from being lost: leaving for another page in the app is held (the blocker
 * asks first, see UnsavedChangesModal), and closing or reloading the tab gets the browser's own
 * prompt. `allowLeaving()` lets the next navigation through — after a save, for instance.
 */
export function useUnsavedChangesGuard(isDirty: boolean): {
  blocker: Blocker;
  allowLeaving: () => void;
} {
  const isLeavingAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingAllowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const allowLeaving = useCallback(() => {
    isLeavingAllowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
