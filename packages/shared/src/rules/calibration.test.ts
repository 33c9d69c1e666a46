import { describe, expect, it } from "vitest";
import {
  type CalibrationRating,
  calibrationRatingsError,
  expertScoresErrors,
  scaledPassThreshold,
  scoreCalibration,
} from "./calibration";

const rating = (sampleId: string, criterionId: string, value: number): CalibrationRating => ({
  sampleId,
  criterionId,
  rating: value,
});

const criteria = [
  { id: "a", ratingScale: 5 },
  { id: "b", ratingScale: 5 },
];
const expert = [
  rating("s1", "a", 4),
  rating("s1", "b", 2),
  rating("s2", "a", 5),
  rating("s2", "b", 1),
];

describe("scoreCalibration", () => {
  it("computes the mean absolute deviation per criterion and overall", () => {
    // Deviations: s1a |3−4| = 1, s1b 0, s2a 0, s2b |3−1| = 2.
    const member = [
      rating("s1", "a", 3),
      rating("s1", "b", 2),
      rating("s2", "a", 5),
      rating("s2", "b", 3),
    ];
    const score = scoreCalibration(criteria, expert, member, 0.5);
    expect(score.meanAbsoluteDeviation).toBe(0.75);
    expect(score.criteria).toEqual([
      { criterionId: "a", meanAbsoluteDeviation: 0.5, ratings: 2 },
      { criterionId: "b", meanAbsoluteDeviation: 1, ratings: 2 },
    ]);
    expect(score.passed).toBe(false);
    expect(score.threshold).toBe(0.5);
    // Exactly at the threshold passes.
    expect(scoreCalibration(criteria, expert, member, 0.75).passed).toBe(true);
  });

  it("passes the expert's own ratings with no deviation", () => {
    const score = scoreCalibration(criteria, expert, expert, 0.5);
    expect(score.meanAbsoluteDeviation).toBe(0);
    expect(score.passed).toBe(true);
  });

  it("scales the threshold for a scale other than five points", () => {
    expect(scaledPassThreshold(0.5, 5)).toBe(0.5);
    expect(scaledPassThreshold(0.5, 9)).toBe(1);
    expect(scaledPassThreshold(0.5, 3)).toBe(0.25);
    const nine = [{ id: "c", ratingScale: 9 }];
    const nineExpert = [rating("s1", "c", 5), rating("s2", "c", 7), rating("s3", "c", 2)];
    // Deviations 1, 0, 1: MAD 2/3, under the scaled threshold of 1.
    const close = scoreCalibration(
      nine,
      nineExpert,
      [rating("s1", "c", 6), rating("s2", "c", 7), rating("s3", "c", 3)],
      0.5,
    );
    expect(close).toMatchObject({ meanAbsoluteDeviation: 0.667, passed: true, threshold: 1 });
    // Deviations 2, 1, 1: MAD 4/3, over it (it would pass nothing on a 5-point reading either).
    const far = scoreCalibration(
      nine,
      nineExpert,
      [rating("s1", "c", 7), rating("s2", "c", 8), rating("s3", "c", 3)],
      0.5,
    );
    expect(far).toMatchObject({ meanAbsoluteDeviation: 1.333, passed: false });
  });
});

describe("calibrationRatingsError", () => {
  it("accepts every pair rated once within its scale", () => {
    expect(calibrationRatingsError(criteria, expert, expert)).toBeNull();
  });

  it("names a missing pair, an extra pair, a rating out of range and a repeated pair", () => {
    expect(calibrationRatingsError(criteria, expert, expert.slice(1))).toBe("required");
    expect(calibrationRatingsError(criteria, expert, [...expert, rating("s3", "a", 3)])).toBe(
      "invalid",
    );
    expect(
      calibrationRatingsError(criteria, expert, [...expert.slice(1), rating("s1", "a", 6)]),
    ).toBe("invalid");
    expect(
      calibrationRatingsError(criteria, expert, [...expert.slice(1), rating("s1", "a", 0)]),
    ).toBe("invalid");
    expect(calibrationRatingsError(criteria, expert, [...expert, rating("s1", "a", 4)])).toBe(
      "duplicate",
    );
  });
});

describe("expertScoresErrors", () => {
  const criteria = [{ rating_scale: 5 }, { rating_scale: 3 }];
  const sample = (scores: [number, number][]) => ({
    expert_scores: scores.map(([criterion_index, rating]) => ({ criterion_index, rating })),
  });

  it("accepts one rating per criterion within its scale", () => {
    expect(
      expertScoresErrors({
        criteria,
        samples: [
          sample([
            [0, 5],
            [1, 3],
          ]),
        ],
      }),
    ).toEqual({});
  });

  it("names the sample whose ratings are missing, repeated or off the scale", () => {
    expect(
      expertScoresErrors({
        criteria,
        samples: [
          sample([[0, 4]]),
          sample([
            [0, 4],
            [0, 2],
          ]),
          sample([
            [0, 1],
            [1, 4],
          ]),
          sample([
            [2, 1],
            [0, 1],
            [1, 1],
          ]),
        ],
      }),
    ).toEqual({
      "samples.0.expert_scores": ["required"],
      "samples.1.expert_scores": ["duplicate"],
      "samples.2.expert_scores": ["invalid"],
      "samples.3.expert_scores": ["invalid"],
    });
  });
});
