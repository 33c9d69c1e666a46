import { calibrationEndpoints } from "@candor/shared/endpoints/calibration";
import type {
  CalibrationAttemptAttributes,
  CalibrationExerciseAttributes,
  CalibrationExerciseDetailAttributes,
  CreateCalibrationExerciseInput,
} from "@candor/shared/schemas/calibration";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth/session-api";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";

/** Calibration exercises of Training (issue 16). */
export type CalibrationExerciseCard = JsonApiRecord<CalibrationExerciseAttributes>;
export type CalibrationExercise = JsonApiRecord<CalibrationExerciseDetailAttributes>;
export type CalibrationAttempt = JsonApiRecord<CalibrationAttemptAttributes>;
export type CalibrationRatingInput = { sampleId: string; criterionId: string; rating: number };

export const calibrationQueryKey = [...trainingQueryKey, "calibration"] as const;

export async function listCalibrationExercises(): Promise<CalibrationExerciseCard[]> {
  const document = await api(calibrationEndpoints.listCalibrationExercises);
  return deserializeList<CalibrationExerciseAttributes>(document).records;
}

export async function getCalibrationExercise(id: string): Promise<CalibrationExercise> {
  const exercise = deserialize<CalibrationExerciseDetailAttributes>(
    await api(calibrationEndpoints.getCalibrationExercise, { params: { id } }),
  );
  if (!exercise) throw new TypeError("The response holds no calibration exercise");
  return exercise;
}

/** `POST /v1/calibration_exercises/{id}/attempts`: the result with the expert's scores. */
export async function createCalibrationAttempt(
  id: string,
  ratings: CalibrationRatingInput[],
): Promise<CalibrationAttempt> {
  const attempt = deserialize<CalibrationAttemptAttributes>(
    await api(calibrationEndpoints.createCalibrationAttempt, {
      params: { id },
      body: {
        scores: ratings.map((rating) => ({
          sample_id: rating.sampleId,
          criterion_id: rating.criterionId,
          rating: rating.rating,
        })),
      },
    }),
  );
  if (!attempt) throw new TypeError("The response holds no attempt");
  return attempt;
}

export const calibrationExercisesQueryOptions = queryOptions({
  queryKey: [...calibrationQueryKey, "list"],
  queryFn: listCalibrationExercises,
  staleTime: 0,
});

export function calibrationExerciseQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...calibrationQueryKey, "one", id],
    queryFn: () => getCalibrationExercise(id),
    staleTime: 0,
  });
}

/** Submits an attempt; the lists, certificates and the user's points reload. */
export function useCreateCalibrationAttempt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratings: CalibrationRatingInput[]) => createCalibrationAttempt(id, ratings),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: trainingQueryKey });
    },
  });
}

/**
 * `POST /v1/calibration_exercises`: an organization's own exercise from staged answers (issue 16).
 * The list reloads so the new exercise shows on it.
 */
export function useCreateCalibrationExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCalibrationExerciseInput): Promise<CalibrationExercise> => {
      const exercise = deserialize<CalibrationExerciseDetailAttributes>(
        await api(calibrationEndpoints.createCalibrationExercise, { body: input }),
      );
      if (!exercise) throw new TypeError("The response holds no calibration exercise");
      return exercise;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calibrationQueryKey }),
  });
}

/** `DELETE /v1/calibration_exercises/{id}`: one of the organization's own, with its attempts. */
export function useDeleteCalibrationExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(calibrationEndpoints.deleteCalibrationExercise, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
