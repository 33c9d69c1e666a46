import { ALERT_LIFETIME_MS } from "@candor/shared/constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "../icons/shell-icons";
import styles from "./alert-list.module.css";

export type AlertType = "danger" | "notice" | "secondary";

/** An alert of SPEC §3; `timestamp` is also its key, and dismissing removes it by timestamp. */
export type Alert = { type: AlertType; message: string; timestamp: number };

export type AlertListProps = {
  alerts: readonly Alert[];
  onDismiss: (timestamp: number) => void;
  /** How long an alert stays (SPEC §9: 2 s). Hovering or focusing it holds it open. */
  lifetimeMs?: number;
};

const TONE = { notice: "success", danger: "danger", secondary: "secondary" } as const;

export function AlertList({ alerts, onDismiss, lifetimeMs = ALERT_LIFETIME_MS }: AlertListProps) {
  return (
    // The live container exists before any alert, so screen readers announce new ones.
    <div className={styles.region} aria-live="polite" data-testid="alert-list">
      {alerts.map((alert) => (
        <AlertItem
          key={alert.timestamp}
          alert={alert}
          onDismiss={onDismiss}
          lifetimeMs={lifetimeMs}
        />
      ))}
    </div>
  );
}

function AlertItem({
  alert,
  onDismiss,
  lifetimeMs,
}: {
  alert: Alert;
  onDismiss: (timestamp: number) => void;
  lifetimeMs: number;
}) {
  const { t } = useTranslation();
  const [isHeld, setIsHeld] = useState(false);
  const tone = TONE[alert.type];
  const Icon = tone === "success" ? CheckCircleIcon : tone === "danger" ? AlertIcon : InfoIcon;

  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => onDismiss(alert.timestamp), lifetimeMs);
    return () => window.clearTimeout(timer);
  }, [isHeld, alert.timestamp, lifetimeMs, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the auto-dismiss timer; the dismiss button is the control
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={alert.type === "danger" ? "alert" : "status"}
      data-type={tone}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
    >
      <Icon className={styles.icon} />
      <p className={styles.message}>{alert.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t("alerts.dismiss")}
        onClick={() => onDismiss(alert.timestamp)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
