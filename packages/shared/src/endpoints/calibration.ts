import { z } from "zod";
import {
  CalibrationAttemptDocumentSchema,
  CalibrationExerciseDocumentSchema,
  CalibrationExerciseListDocumentSchema,
  CreateCalibrationAttemptInputSchema,
  CreateCalibrationExerciseInputSchema,
} from "../schemas/calibration";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["calibration"] as const;
const MANAGERS = ["admin", "hr_manager"] as const;
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
  createCalibrationExercise: defineEndpoint({
    operationId: "createCalibrationExercise",
    method: "POST",
    path: "/calibration_exercises",
    tags,
    summary:
      "An organization's own exercise from staged answers its team uploaded (`question_video` uploads, never a candidate's answer): 2 to 12 samples, 1 to 8 criteria, the expert's rating of every sample on every criterion within its scale (422 `validation_failed` on `samples.N.expert_scores`: `required`, `invalid`, `duplicate`; upload codes on `samples.N.video_upload_id`)",
    access: "member",
    permissions: MANAGERS,
    body: CreateCalibrationExerciseInputSchema,
    responses: { 201: CalibrationExerciseDocumentSchema },
  }),
  deleteCalibrationExercise: defineEndpoint({
    operationId: "deleteCalibrationExercise",
    method: "DELETE",
    path: "/calibration_exercises/:id",
    tags,
    summary:
      "Deletes one of the organization's own exercises with its attempts (Candor's and another organization's: 404)",
    access: "member",
    permissions: MANAGERS,
    params: ExerciseParamsSchema,
    responses: { 204: noContent("Deleted") },
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
