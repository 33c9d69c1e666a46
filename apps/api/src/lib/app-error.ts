import { ERROR_STATUS, type ErrorCode, type FieldErrors } from "@candor/shared/errors";

/**
 * A failure a caller should see: services throw `new AppError("positions_limit_reached")` and
 * the error handler answers with the error body of DESIGN §4 and the code's status from the
 * shared `ERROR_STATUS` (a code missing there is a type error).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldErrors | undefined;
  readonly general: string | undefined;
  /** Extra response headers, such as `retry-after` on 429. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      status?: number;
      fields?: FieldErrors;
      general?: string;
      message?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.message ?? code);
    this.name = "AppError";
    this.code = code;
    this.statusCode = options.status ?? ERROR_STATUS[code];
    this.fields = options.fields;
    this.general = options.general;
    this.headers = options.headers ?? {};
  }

  /** 422 with codes per field, e.g. `AppError.fields({ email: ["taken"] })`. */
  static fields(fields: FieldErrors): AppError {
    return new AppError("validation_failed", { fields });
  }

  static notFound(): AppError {
    return new AppError("not_found");
  }
}
