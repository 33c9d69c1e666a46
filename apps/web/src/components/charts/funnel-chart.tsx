import styles from "./funnel.module.css";

export type FunnelStep = {
  key: string;
  label: string;
  value: number;
  /** A note beside the value ("75% from the previous stage"). */
  note?: string;
  /** Off the funnel's path (rejected): drawn muted. */
  muted?: boolean;
};

/**
 * A funnel: one centred bar per step, as wide as its value against the largest, each narrowing
 * into the next. The labels are HTML (readable at any width); each bar is a small SVG stretched
 * to its row. Decoration: ChartFigure gives the same numbers as a table.
 */
export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const max = Math.max(1, ...steps.map((step) => step.value));
  return (
    <ol className={styles.funnel}>
      {steps.map((step, index) => {
        const width = (step.value / max) * 100;
        const nextValue =
          steps[index + 1] && !steps[index + 1]?.muted ? steps[index + 1]?.value : null;
        const bottom =
          nextValue === null || nextValue === undefined || step.muted
            ? width
            : (nextValue / max) * 100;
        const top = (100 - width) / 2;
        const low = (100 - Math.max(bottom, 0.5)) / 2;
        return (
          <li key={step.key} className={styles.step}>
            <span className={styles.text}>
              <span className={styles.name}>{step.label}</span>
              <span className={styles.value}>{step.value}</span>
              {step.note ? <span className={styles.note}>{step.note}</span> : null}
            </span>
            <svg
              className={styles.bar}
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              role="presentation"
            >
              <polygon
                className={step.muted ? styles.shapeMuted : styles.shape}
                points={`${top},0 ${100 - top},0 ${100 - low},10 ${low},10`}
              />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
