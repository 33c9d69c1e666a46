import { reportsEndpoints } from "@candor/shared/endpoints/reports";
import type { CalibrationReviewerAttributes } from "@candor/shared/schemas/reports-calibration";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import type { HiringFilters } from "./hiring-reports";
import { reportsQueryKey } from "./reports";

/*
 * The calibration report (issue 16): each reviewer against the team, per criterion, and the one
 * action, assigning the calibration exercise (emailed to the reviewer).
 */

export type CalibrationReviewer = JsonApiRecord<CalibrationReviewerAttributes>;
export type CalibrationReport = {
  reviewers: CalibrationReviewer[];
  reviewsCount: number;
  alpha: number | null;
  sharedUnits: number;
  threshold: number;
};

const calibrationKey = [...reportsQueryKey, "calibration"] as const;

export function calibrationReportQueryOptions(filters: HiringFilters) {
  return queryOptions({
    queryKey: [...calibrationKey, filters],
    queryFn: async (): Promise<CalibrationReport> => {
      const document = await api(reportsEndpoints.getCalibrationReport, {
        query: {
          ...(filters.from ? { from: filters.from } : {}),
          ...(filters.to ? { to: filters.to } : {}),
          ...(filters.positionId ? { position_id: filters.positionId } : {}),
        },
      });
      return {
        reviewers: deserializeList<CalibrationReviewerAttributes>(document).records,
        reviewsCount: document.meta.reviews_count,
        alpha: document.meta.alpha,
        sharedUnits: document.meta.shared_units,
        threshold: document.meta.threshold,
      };
    },
  });
}

/** Assigns the calibration exercise to a reviewer; the report is read again to show it. */
export function useAssignCalibrationExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api(reportsEndpoints.assignCalibrationExercise, { params: { id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationKey }),
  });
}
