import { calibrationEndpoints as endpoints } from "@candor/shared/endpoints/calibration";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { CalibrationService } from "./calibration.service";

/** Calibration exercises in Training (issue 16); the service comes from app.ts. */
export const calibrationRoutes: FastifyPluginAsyncZod<{ calibration: CalibrationService }> = async (
  app,
  { calibration },
) => {
  route(app, endpoints.listCalibrationExercises, async (request) => {
    const exercises = await calibration.listExercises(memberScope(request));
    return listDocument(exercises, {
      page: 1,
      limit: Math.max(exercises.length, 1),
      count: exercises.length,
    });
  });

  route(app, endpoints.getCalibrationExercise, async (request) =>
    document(await calibration.showExercise(memberScope(request), request.params.id)),
  );

  route(app, endpoints.createCalibrationExercise, async (request, reply) =>
    reply
      .status(201)
      .send(document(await calibration.createExercise(memberScope(request), request.body))),
  );

  route(app, endpoints.deleteCalibrationExercise, async (request, reply) => {
    await calibration.deleteExercise(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.createCalibrationAttempt, async (request, reply) =>
    reply
      .status(201)
      .send(
        document(
          await calibration.createAttempt(memberScope(request), request.params.id, request.body),
        ),
      ),
  );
};
