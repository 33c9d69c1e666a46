import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
} from "@candor/shared/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { setSecurityHeaders } from "./security-headers";

/**
 * The one place failures become answers: every 4xx/5xx body is the error body of DESIGN §4,
 * and nothing ever carries a stack trace to the caller.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorAnswer(error);
    if (error instanceof AppError) reply.headers(error.headers);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: body.code, status }, "request refused");
    }
    return reply.status(status).send(body);
  });
});

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded or a path parameter over the length
 * limit is refused before routing, so before every hook. Answered in the same body and headers as
 * everything else, without echoing the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, body } = toErrorAnswer(error);
  setSecurityHeaders(request.raw, reply.raw);
  request.log.info({ code: body.code, status }, "request refused");
  return reply.status(status).send(body);
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerFor("not_found");
  return reply.status(status).send(body);
}

/** Fastify's own refusals of a request, as our codes (their status is the code's). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "malformed_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "malformed_json",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_request",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_TYPE: "unsupported_media_type",
  FST_ERR_BAD_URL: "bad_request",
  FST_ERR_MAX_PARAM_LENGTH: "uri_too_long",
  FST_ERR_ASYNC_CONSTRAINT: "bad_request",
};

/** A framework error without a code of its own answers the code of its status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

/** The answer for a code alone: its status from the shared table, the code as the message. */
function answerFor(code: ErrorCode, status: number = ERROR_STATUS[code]) {
  return { status, body: { code, message: code } satisfies ErrorBody };
}

export function toErrorAnswer(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.fields ?? error.code };
    if (error.general) body.general = error.general;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "base";
      const code = issue.message ?? "invalid";
      const list = fields[field] ?? [];
      if (!list.includes(code)) list.push(code);
      fields[field] = list;
    }
    return {
      status: ERROR_STATUS.validation_failed,
      body: { code: "validation_failed", message: fields },
    };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return answerFor(known);
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return answerFor(STATUS_CODES[status] ?? "bad_request", status);
  }
  if (isDatabaseUnavailable(error)) return answerFor("database_unavailable");
  return answerFor("internal_error");
}
