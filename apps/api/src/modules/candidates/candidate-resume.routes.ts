import { candidatesEndpoints as endpoints } from "@candor/shared/endpoints/candidates";
import { validateFileSize } from "@candor/shared/rules/validation";
import { RESUME_FIELD, RESUME_MAX_SIZE_MB } from "@candor/shared/schemas/candidate-profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { useMultipartBody } from "../../lib/multipart-body";
import { memberScope } from "../../plugins/auth";
import type { CandidateResumeService } from "./candidate-resume.service";

const MB = 1024 * 1024;
// SPEC §5 counts whole megabytes, rounded down: the largest size that passes is just under
// (limit + 1) MB. Anything longer is cut off by the parser and refused.
const RESUME_MAX_BYTES = (RESUME_MAX_SIZE_MB + 1) * MB - 1;

const tooLarge = () =>
  new AppError("payload_too_large", { fields: { [RESUME_FIELD]: ["too_large"] } });

/**
 * `GET`, `PUT` and `DELETE /candidates/{id}/resume`, in a scope of their own: only here is a
 * candidate's request body multipart (read into memory, at most ~11 MB).
 */
export const candidateResumeRoutes: FastifyPluginAsyncZod<{
  resumes: CandidateResumeService;
}> = async (app, { resumes }) => {
  await useMultipartBody(app, { maxFileBytes: RESUME_MAX_BYTES, tooLarge });

  route(app, endpoints.getCandidateResume, async (request) =>
    resumes.get(memberScope(request), request.params.id),
  );

  route(app, endpoints.uploadCandidateResume, async (request) => {
    // The parser hands a Buffer, which the shared schema knows as a Uint8Array: a view, no copy.
    const field = request.body[RESUME_FIELD];
    const bytes = Buffer.from(field.buffer, field.byteOffset, field.byteLength);
    if (validateFileSize(bytes.length, RESUME_MAX_SIZE_MB)) throw tooLarge();
    return resumes.replace(memberScope(request), request.params.id, {
      bytes,
      fileName: request.body.file_name,
    });
  });

  route(app, endpoints.deleteCandidateResume, async (request, reply) => {
    await resumes.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
