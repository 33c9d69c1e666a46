import styles from "./progress-bar.module.css";

export type ProgressBarProps = {
  /** 0–100; values outside are clamped. */
  value: number;
  /** Accessible name, e.g. "40% complete". */
  label: string;
  className?: string;
};

export function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={[styles.track, percent === 100 ? styles.complete : null, className]
        .filter(Boolean)
        .join(" ")}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
