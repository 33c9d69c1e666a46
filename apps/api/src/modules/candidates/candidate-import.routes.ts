import type { Readable } from "node:stream";
import { candidateImportsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-imports";
import {
  CANDIDATE_IMPORT_FILE_FIELD,
  CANDIDATE_IMPORT_MAX_BYTES,
} from "@candor/shared/schemas/candidate-imports";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { memberScope } from "../../plugins/auth";
import type { CandidateImportService } from "./candidate-import.service";

const tooLarge = () =>
  new AppError("payload_too_large", { fields: { [CANDIDATE_IMPORT_FILE_FIELD]: ["too_large"] } });

/** The multipart parser's refusals as the error body every client understands. */
function translate(error: unknown): unknown {
  switch ((error as FastifyError | undefined)?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("payload_too_large");
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("bad_request");
    default:
      return error;
  }
}

/**
 * `POST /candidate_imports/preview` and `POST /candidate_imports`: the CSV comes as the one file
 * of a multipart body and is parsed as it streams in (never buffered whole), up to 5 MB.
 */
export const candidateImportRoutes: FastifyPluginAsyncZod<{
  candidateImports: CandidateImportService;
}> = async (app, { candidateImports }) => {
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart, {
    limits: { fileSize: CANDIDATE_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  /** Hands the uploaded file's stream to `use`; the parser's errors become 4xx. */
  async function withFile<T>(request: FastifyRequest, use: (file: Readable) => Promise<T>) {
    let stream: (Readable & { truncated?: boolean }) | undefined;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== CANDIDATE_IMPORT_FILE_FIELD) {
        throw AppError.fields({ [CANDIDATE_IMPORT_FILE_FIELD]: ["blank"] });
      }
      stream = file.file;
      const result = await use(file.file);
      if (file.file.truncated) throw tooLarge();
      return result;
    } catch (error) {
      // A file cut at the limit may read as a bad CSV first: its size is the reason.
      if (stream?.truncated) throw tooLarge();
      throw translate(error);
    }
  }

  route(app, endpoints.previewCandidateImport, async (request) => {
    const scope = memberScope(request);
    return withFile(request, (file) => candidateImports.preview(scope, file));
  });

  route(app, endpoints.createCandidateImport, async (request, reply) => {
    const scope = memberScope(request);
    const document = await withFile(request, (file) => candidateImports.commit(scope, file));
    return reply.status(201).send(document);
  });
};
