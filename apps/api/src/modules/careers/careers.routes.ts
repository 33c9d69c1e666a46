import { careersEndpoints as endpoints } from "@candor/shared/endpoints/careers";
import { validateFileSize } from "@candor/shared/rules/validation";
import { RESUME_FIELD, RESUME_MAX_SIZE_MB } from "@candor/shared/schemas/candidate-profile";
import { HONEYPOT_FIELD } from "@candor/shared/schemas/careers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { document, resource } from "../../lib/jsonapi";
import { useMultipartBody } from "../../lib/multipart-body";
import { candidateScope } from "../../plugins/auth";
import type { CareersService } from "./careers.service";

const HOUR = 3_600_000;
const MB = 1024 * 1024;
// SPEC §5 counts whole megabytes, rounded down (as the team's résumé upload does).
const RESUME_MAX_BYTES = (RESUME_MAX_SIZE_MB + 1) * MB - 1;
/** Applications per hour: generous for a person, too few for a script filling the pipeline. */
export const APPLY_LIMITS = { perAddress: 20, perEmail: 5 } as const;

const tooLarge = () =>
  new AppError("payload_too_large", { fields: { [RESUME_FIELD]: ["too_large"] } });

/** `/careers/{subdomain}`: public reads, and applying (candidates, multipart, limited). */
export const careersRoutes: FastifyPluginAsyncZod<{ careers: CareersService }> = async (
  app,
  { careers },
) => {
  route(app, endpoints.getCareersPage, async (request) => {
    const page = await careers.page(request.params.subdomain);
    return document(resource("careers_page", page.organization.subdomain, page));
  });

  route(app, endpoints.getCareersPosition, async (request) => {
    const { subdomain, id } = request.params;
    const found = await careers.position(subdomain, id);
    return document(resource("careers_position", found.position.id, found));
  });

  // Only applying reads a multipart body: a scope of its own (useMultipartBody replaces parsers).
  await app.register(async (scope) => {
    await useMultipartBody(scope, { maxFileBytes: RESUME_MAX_BYTES, tooLarge });

    route(scope, endpoints.applyToCareersPosition, async (request, reply) => {
      const { user } = candidateScope(request);
      await app.rateLimit(request, [
        {
          scope: "careers-apply:ip",
          key: request.ip,
          max: APPLY_LIMITS.perAddress,
          windowMs: HOUR,
        },
        {
          scope: "careers-apply:email",
          key: user.email.toLowerCase(),
          max: APPLY_LIMITS.perEmail,
          windowMs: HOUR,
        },
      ]);
      const { body } = request;
      const field = body[RESUME_FIELD];
      // The parser hands a Buffer, which the shared schema knows as a Uint8Array: a view, no copy.
      const bytes = field ? Buffer.from(field.buffer, field.byteOffset, field.byteLength) : null;
      if (bytes && validateFileSize(bytes.length, RESUME_MAX_SIZE_MB)) throw tooLarge();
      const application = await careers.apply(
        { userId: user.id, email: user.email },
        request.params.subdomain,
        request.params.id,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          resume: bytes && bytes.length > 0 ? { bytes, fileName: body.file_name } : undefined,
          honeypot: body[HONEYPOT_FIELD],
        },
      );
      return reply.status(201).send(
        document(
          resource("careers_application", application.id, {
            position_id: application.positionId,
            public_interview_uuid: application.publicInterviewUuid,
          }),
        ),
      );
    });
  });
};
