import { describe, expect, it } from "vitest";
import {
  aggregateUnit,
  differenceFromOthers,
  krippendorffAlphaInterval,
  krippendorffAlphaIntervalFromAggregates,
  meanAndSd,
  scaledThreshold,
  toFivePointScale,
} from "./inter-rater";

const _ = null;

describe("Krippendorff's alpha, interval metric", () => {
  it("matches Krippendorff (2011)'s example C: 4 observers, 12 units, missing values → 0.849", () => {
    // Rows are units; columns observers A–D (Krippendorff 2011, "Computing Krippendorff's
    // alpha-reliability", section C). Published: α_interval = 0.849.
    const units = [
      [1, 1, _, 1],
      [2, 2, 3, 2],
      [3, 3, 3, 3],
      [3, 3, 3, 3],
      [2, 2, 2, 2],
      [1, 2, 3, 4],
      [4, 4, 4, 4],
      [1, 1, 2, 1],
      [2, 2, 2, 2],
      [_, 5, 5, 5],
      [_, _, 1, 1],
      [_, 3, _, _],
    ];
    const alpha = krippendorffAlphaInterval(units);
    expect(alpha).not.toBeNull();
    expect(alpha as number).toBeCloseTo(0.849, 3);
  });

  it("is 1 for perfect agreement with variation", () => {
    expect(
      krippendorffAlphaInterval([
        [1, 1],
        [3, 3],
        [5, 5],
      ]),
    ).toBe(1);
  });

  it("matches a hand computation on two units", () => {
    // Units {1,2} and {4,5}: n = 4, D_o = (2·1/1 + 2·1/1)/4 = 1,
    // Σ_{i≠j} over {1,2,4,5} = 2(4·46 − 144) = 80, D_e = 80/12, α = 1 − 12/80 = 0.85.
    expect(
      krippendorffAlphaInterval([
        [1, 2],
        [4, 5],
      ]),
    ).toBeCloseTo(0.85, 10);
  });

  it("is negative when disagreement exceeds chance (systematic opposition)", () => {
    // {1,5} and {5,1}: D_o = (2·16 + 2·16)/4 = 16, D_e = 2(4·52 − 144)/12 = 128/12, α = −0.5.
    expect(
      krippendorffAlphaInterval([
        [1, 5],
        [5, 1],
      ]),
    ).toBeCloseTo(-0.5, 10);
  });

  it("is undefined without pairable values or without variation", () => {
    expect(krippendorffAlphaInterval([[3], [4]])).toBeNull();
    expect(
      krippendorffAlphaInterval([
        [3, 3],
        [3, 3],
      ]),
    ).toBeNull();
    expect(krippendorffAlphaIntervalFromAggregates([])).toBeNull();
  });

  it("gives the same from aggregates as from raw values", () => {
    const units = [
      [1, 2, 2],
      [4, 5],
      [3, 3, 4, 5],
    ];
    expect(krippendorffAlphaIntervalFromAggregates(units.map(aggregateUnit))).toBe(
      krippendorffAlphaInterval(units),
    );
  });
});

describe("a reviewer's difference from the others", () => {
  it("is the distance to the other reviewers' mean on the unit", () => {
    // Unit {2, 4, 5}: the reviewer of 2 sits 2.5 below the others' mean 4.5.
    expect(differenceFromOthers(2, aggregateUnit([2, 4, 5]))).toBe(2.5);
    expect(differenceFromOthers(5, aggregateUnit([2, 4, 5]))).toBe(2);
    expect(differenceFromOthers(3, aggregateUnit([3]))).toBeNull();
  });
});

describe("scales, thresholds and spread", () => {
  it("maps ratings and thresholds between scales", () => {
    expect(toFivePointScale(10, 10)).toBe(5);
    expect(toFivePointScale(1, 10)).toBe(1);
    expect(toFivePointScale(2, 3)).toBe(3);
    expect(scaledThreshold(5)).toBe(0.75);
    expect(scaledThreshold(9)).toBe(1.5);
  });

  it("computes the mean and the sample standard deviation", () => {
    expect(meanAndSd([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, sd: Math.sqrt(32 / 7) });
    expect(meanAndSd([3])).toEqual({ mean: 3, sd: null });
    expect(meanAndSd([])).toEqual({ mean: null, sd: null });
  });
});
