/*
 * Inter-rater agreement for the calibration report (issue 16, decision 0046).
 *
 * A *unit* is one candidate interview × one scorecard criterion; its *values* are the ratings the
 * reviewers gave it (on a 5-point scale, see `toFivePointScale`). Only units with two or more
 * values are pairable and count.
 *
 * Krippendorff's alpha, interval metric (δ²(c,k) = (c − k)²), from "Computing Krippendorff's
 * alpha-reliability" (2011):
 *
 *   α = 1 − D_o / D_e
 *   D_o = 1/n · Σ_u [ Σ_{i≠j ∈ u} (x_i − x_j)² / (m_u − 1) ]
 *   D_e = 1/(n(n − 1)) · Σ_{i≠j over all n pairable values} (x_i − x_j)²
 *
 * with m_u the values in unit u and n = Σ m_u. As Σ_{i≠j}(x_i − x_j)² = 2(m·Σx² − (Σx)²), both
 * sums need only each unit's count, sum and sum of squares: the report aggregates per unit in SQL
 * and passes `UnitAggregate`s here (bounded by the number of units, never by the reviews).
 *
 * Per reviewer, the agreement is the mean absolute difference between the reviewer's rating and
 * the mean of the other reviewers' ratings of the same unit, over the pairable units they rated:
 *
 *   MAD_r = 1/|U_r| · Σ_{u ∈ U_r} | x_{r,u} − (S_u − x_{r,u}) / (m_u − 1) |
 *
 * (0 = always where the others are; on the 5-point scale). It too needs only S_u and m_u.
 */

/** One unit's pairable values summarised: how many, their sum and the sum of their squares. */
export type UnitAggregate = { count: number; sum: number; sumOfSquares: number };

/** The aggregate of a unit's raw values. */
export function aggregateUnit(values: readonly number[]): UnitAggregate {
  let sum = 0;
  let sumOfSquares = 0;
  for (const value of values) {
    sum += value;
    sumOfSquares += value * value;
  }
  return { count: values.length, sum, sumOfSquares };
}

/** Σ_{i≠j}(x_i − x_j)² over ordered pairs of a set of values, from its aggregate. */
function pairSquares({ count, sum, sumOfSquares }: UnitAggregate): number {
  return 2 * (count * sumOfSquares - sum * sum);
}

/**
 * Krippendorff's alpha with the interval metric over units given as aggregates. Units with fewer
 * than two values are ignored. Null when it is undefined: fewer than two pairable values, or no
 * variation at all (D_e = 0).
 */
export function krippendorffAlphaIntervalFromAggregates(
  units: readonly UnitAggregate[],
): number | null {
  const totals: AlphaTotals = { n: 0, sum: 0, sumOfSquares: 0, observed: 0 };
  for (const unit of units) {
    if (unit.count < 2) continue;
    totals.n += unit.count;
    totals.sum += unit.sum;
    totals.sumOfSquares += unit.sumOfSquares;
    totals.observed += pairSquares(unit) / (unit.count - 1);
  }
  return krippendorffAlphaIntervalFromTotals(totals);
}

/**
 * The sums alpha needs over the pairable units (m_u ≥ 2): n = Σ m_u, Σx, Σx², and
 * observed = Σ_u Σ_{i≠j ∈ u}(x_i − x_j)² / (m_u − 1) = Σ_u 2(m_u·Σx² − (Σx)²)/(m_u − 1).
 * The report's SQL computes them in one row.
 */
export type AlphaTotals = { n: number; sum: number; sumOfSquares: number; observed: number };

/** Krippendorff's alpha (interval) from the pairable units' totals; null when undefined. */
export function krippendorffAlphaIntervalFromTotals(totals: AlphaTotals): number | null {
  const { n, sum, sumOfSquares, observed } = totals;
  if (n < 2) return null;
  const expectedPairs = pairSquares({ count: n, sum, sumOfSquares });
  // Guard rounding: identical values everywhere leave nothing to agree about.
  if (expectedPairs <= 1e-9) return null;
  const dObserved = observed / n;
  const dExpected = expectedPairs / (n * (n - 1));
  return 1 - dObserved / dExpected;
}

/**
 * Krippendorff's alpha (interval) over units of raw values; `null`/`undefined` entries are
 * missing ratings (a reviewer who did not rate the unit).
 */
export function krippendorffAlphaInterval(
  units: readonly (readonly (number | null | undefined)[])[],
): number | null {
  return krippendorffAlphaIntervalFromAggregates(
    units.map((values) => aggregateUnit(values.filter((v): v is number => typeof v === "number"))),
  );
}

/**
 * A reviewer's absolute difference from the others' mean on one unit (see the file's comment);
 * null when nobody else rated the unit.
 */
export function differenceFromOthers(rating: number, unit: UnitAggregate): number | null {
  if (unit.count < 2) return null;
  return Math.abs(rating - (unit.sum - rating) / (unit.count - 1));
}

/** A rating on a `scale`-point criterion (1…scale) as a rating on 1…5. */
export function toFivePointScale(rating: number, scale: number): number {
  if (scale === 5 || scale < 2) return rating;
  return 1 + ((rating - 1) * 4) / (scale - 1);
}

/**
 * A difference between a reviewer's mean and the team's above which the calibration report flags
 * the reviewer as lenient or severe, on a 5-point scale (scaled by `scaledThreshold`).
 */
export const CALIBRATION_DRIFT_THRESHOLD = 0.75;

/** The drift threshold on a `scale`-point criterion (0.75 of 4 steps on 5 points). */
export function scaledThreshold(scale: number, threshold = CALIBRATION_DRIFT_THRESHOLD): number {
  return (threshold * (scale - 1)) / 4;
}

/** Population mean and sample standard deviation (n − 1); SD null under two values. */
export function meanAndSd(values: readonly number[]): { mean: number | null; sd: number | null } {
  if (values.length === 0) return { mean: null, sd: null };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (values.length < 2) return { mean, sd: null };
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}
