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

/** Where an alert waits for the next page load of this tab (`keepAlertForNextPage`). */
const NEXT_PAGE_ALERT_KEY = "candor.nextPageAlert";

/**
 * Shows `alert` on the next page this tab loads, for an action that ends by loading a page
 * afresh (deleting the account signs out to the home page): an alert pushed before would be lost.
 */
export function keepAlertForNextPage(alert: AlertInput): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_ALERT_KEY, JSON.stringify(alert));
  } catch {
    // Storage refused (private mode): the page loads without the alert.
  }
}

/** The alert kept for this page load, read once and forgotten. */
function takeAlertKeptForThisPage(): AlertInput | null {
  try {
    const stored = sessionStorage.getItem(NEXT_PAGE_ALERT_KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(NEXT_PAGE_ALERT_KEY);
    const alert = JSON.parse(stored) as Partial<AlertInput>;
    return typeof alert.message === "string" && typeof alert.type === "string"
      ? { type: alert.type, message: alert.message }
      : null;
  } catch {
    return null;
  }
}

/** Holds the app's alerts and renders them once, above every page. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<readonly Alert[]>(() => {
    const kept = takeAlertKeptForThisPage();
    return kept ? [{ ...kept, timestamp: Date.now() }] : [];
  });
  // Above the kept alert's timestamp, so the next key differs from it.
  const lastTimestamp = useRef(Date.now());

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
