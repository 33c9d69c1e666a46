import { z } from "zod";
import {
  CalibrationAttemptDocumentSchema,
  CalibrationExerciseDocumentSchema,
  CalibrationExerciseListDocumentSchema,
  CreateCalibrationAttemptInputSchema,
} from "../schemas/calibration";
import { defineEndpoint } from "./define-endpoint";

const tags = ["calibration"] as const;
const ExerciseParamsSchema = z.object({ id: z.string().max(64) });

/** Calibration exercises in Training (issue 16), for every member. */
export const calibrationEndpoints = {
  listCalibrationExercises: defineEndpoint({
    operationId: "listCalibrationExercises",
    method: "GET",
    path: "/calibration_exercises",
    tags,
    summary:
      "Calibration exercises the member can take: Candor's and their organization's own, with their latest and best attempt",
    access: "member",
    responses: { 200: CalibrationExerciseListDocumentSchema },
  }),
  getCalibrationExercise: defineEndpoint({
    operationId: "getCalibrationExercise",
    method: "GET",
    path: "/calibration_exercises/:id",
    tags,
    summary:
      "An exercise's scorecard and samples (question, video URL, transcript); never the expert's scores, which come with an attempt's result",
    access: "member",
    params: ExerciseParamsSchema,
    responses: { 200: CalibrationExerciseDocumentSchema },
  }),
  createCalibrationAttempt: defineEndpoint({
    operationId: "createCalibrationAttempt",
    method: "POST",
    path: "/calibration_exercises/:id/attempts",
    tags,
    summary:
      "Submit a rating for every sample and criterion (422 `validation_failed` on `scores`: `required` when one is missing, `invalid` for an unknown pair or a rating out of the scale, `duplicate`). Answers the mean absolute deviation from the expert, per criterion and overall, whether it passes, the expert's scores and rationales; the first completion pays the points, a pass issues a Certified reviewer certificate",
    access: "member",
    params: ExerciseParamsSchema,
    body: CreateCalibrationAttemptInputSchema,
    responses: { 201: CalibrationAttemptDocumentSchema },
  }),
} as const;
