import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from "react";
import { type Alert, AlertList, type AlertType } from "./alert-list";

export type AlertInput = { type: AlertType; message: string };

export type AlertsContextValue = {
  alerts: readonly Alert[];
  /** Shows an alert; returns its timestamp (its key). */
  push: (alert: AlertInput) => number;
  dismiss: (timestamp: number) => void;
  clear: () => void;
};

const AlertsContext = createContext<AlertsContextValue | null>(null);

/** Holds the app's alerts and renders them once, above every page. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<readonly Alert[]>([]);
  const lastTimestamp = useRef(0);

  const push = useCallback((input: AlertInput) => {
    // Timestamps are keys, so two alerts pushed in the same millisecond still differ.
    const timestamp = Math.max(Date.now(), lastTimestamp.current + 1);
    lastTimestamp.current = timestamp;
    setAlerts((current) => [...current, { ...input, timestamp }]);
    return timestamp;
  }, []);

  const dismiss = useCallback((timestamp: number) => {
    setAlerts((current) => current.filter((alert) => alert.timestamp !== timestamp));
  }, []);

  const clear = useCallback(() => setAlerts([]), []);

  const value = useMemo(() => ({ alerts, push, dismiss, clear }), [alerts, push, dismiss, clear]);

  return (
    <AlertsContext value={value}>
      {children}
      <AlertList alerts={alerts} onDismiss={dismiss} />
    </AlertsContext>
  );
}

export function useAlerts(): AlertsContextValue {
  const context = use(AlertsContext);
  if (!context) throw new Error("useAlerts must be used inside <AlertsProvider>");
  return context;
}
