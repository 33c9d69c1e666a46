import { useCallback, useRef, useState } from "react";

/** What someone did to a control while its code was on its way. */
export type OnDemandIntent = {
  /** Pressed it: open it as soon as it is there. */
  open: boolean;
  /** Focused it: the real control takes the focus over from its stand-in. */
  focus: boolean;
};

/**
 * A control whose code is fetched when someone reaches for it (pointer over, focus, a press)
 * rather than with the page (issue 15, decisions 0054 and 0057): the page draws a stand-in with
 * the same box and name, calls `want` from its events, and renders `loaded` once it is there,
 * passing it `intent`. `load` resolves with what to render (a component: it is kept as a value).
 * A failed fetch (offline, a new deployment) is forgotten, so the next reach tries again.
 */
export function useOnDemand<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const intent = useRef<OnDemandIntent>({ open: false, focus: false });
  const loading = useRef(false);

  const want = useCallback(
    ({ open = false, focus = false }: Partial<OnDemandIntent> = {}) => {
      const current = intent.current;
      intent.current = { open: current.open || open, focus: current.focus || focus };
      if (loading.current) return;
      loading.current = true;
      load().then(
        (value) => setLoaded({ value }),
        () => {
          loading.current = false;
        },
      );
    },
    [load],
  );

  return { loaded: loaded?.value ?? null, intent: intent.current, want };
}

/** The stand-in's events that count as reaching for the control. */
export function reachHandlers(want: (intent?: Partial<OnDemandIntent>) => void) {
  return {
    onPointerEnter: () => want(),
    onFocus: () => want({ focus: true }),
    onPointerDown: (event: { button: number }) => {
      if (event.button === 0) want({ open: true, focus: true });
    },
    // A keyboard press (Enter, Space) or a pointer press the browser turned into a click.
    onClick: () => want({ open: true, focus: true }),
  };
}
