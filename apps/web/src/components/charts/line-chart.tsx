import styles from "./charts.module.css";

export type LinePoint = { key: string; label: string; value: number };

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { top: 12, right: 12, bottom: 24, left: 28 };

/**
 * A line over evenly spaced points (periods), on a fixed scale `min`–`max` (ratings 1–5), with
 * the first and last labels under the axis. Decoration: ChartFigure gives the table.
 */
export function LineChart({
  points,
  min,
  max,
}: {
  points: readonly LinePoint[];
  min: number;
  max: number;
}) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length <= 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) =>
    PAD.top +
    innerHeight -
    ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * innerHeight;
  const path = points.map((point, index) => `${x(index)},${y(point.value)}`).join(" ");
  const first = points[0];
  const last = points.length > 1 ? points[points.length - 1] : undefined;
  return (
    <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation">
      {[min, (min + max) / 2, max].map((tick) => (
        <g key={tick}>
          <line
            className={styles.axis}
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className={styles.muted} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {points.length > 1 ? <polyline className={styles.line} points={path} /> : null}
      {points.map((point, index) => (
        <circle
          key={point.key}
          className={styles.point}
          cx={x(index)}
          cy={y(point.value)}
          r={3.5}
        />
      ))}
      {first ? (
        <text
          className={styles.muted}
          x={x(0)}
          y={HEIGHT - 6}
          textAnchor={last ? "start" : "middle"}
        >
          {first.label}
        </text>
      ) : null}
      {last ? (
        <text className={styles.muted} x={x(points.length - 1)} y={HEIGHT - 6} textAnchor="end">
          {last.label}
        </text>
      ) : null}
    </svg>
  );
}
