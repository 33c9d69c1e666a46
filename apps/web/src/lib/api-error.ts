import type { ErrorBody, ErrorCode, FieldErrors } from "@candor/shared/errors";

/** Code used when the server could not be reached or answered with something that isn't JSON. */
export const NETWORK_ERROR_CODE = "network_error";

/**
 * A failed API call. `body` is always an ErrorBody (DESIGN §4): the server's own when it sent one,
 * otherwise one made up here from the status, so callers handle a single shape.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Seconds to wait before trying again (`Retry-After` of a 429), when the server said. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ErrorBody, retryAfterSeconds: number | null = null) {
    super(typeof body.message === "string" ? body.message : body.code);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string {
    return this.body.code;
  }

  /** Field errors (`{field: [codes]}`) when the message is keyed by field, else null. */
  get fieldErrors(): FieldErrors | null {
    return typeof this.body.message === "string" ? null : this.body.message;
  }

  /** A human-readable message the server chose to show as is, if any. */
  get general(): string | undefined {
    return this.body.general;
  }

  static fromResponse(
    status: number,
    payload: unknown,
    retryAfterSeconds: number | null = null,
  ): ApiError {
    if (looksLikeErrorBody(payload)) return new ApiError(status, payload, retryAfterSeconds);
    const code = status === 0 ? NETWORK_ERROR_CODE : (STATUS_CODES[status] ?? "internal_error");
    return new ApiError(status, { code, message: code }, retryAfterSeconds);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code to show for a status when the answer carried no error body (the shared catalogue's). */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "too_many_requests",
  503: "service_unavailable",
};

/*
 * The shape check of ErrorBodySchema (packages/shared/src/errors.ts), written out by hand so the
 * entry chunk doesn't carry zod just to read error bodies.
 */
function looksLikeErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const { code, message, general } = value as Record<string, unknown>;
  if (typeof code !== "string") return false;
  if (general !== undefined && typeof general !== "string") return false;
  if (typeof message === "string") return true;
  return (
    typeof message === "object" &&
    message !== null &&
    !Array.isArray(message) &&
    Object.values(message).every(
      (codes) => Array.isArray(codes) && codes.every((item) => typeof item === "string"),
    )
  );
}
