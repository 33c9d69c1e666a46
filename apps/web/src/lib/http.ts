import { queryString } from "@candor/shared/routes";
import { ApiError } from "./api-error";

/** Every API path starts with this prefix (SPEC §7). */
export const API_PREFIX = "/v1";

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** snake_case keys; arrays are sent as `key[]=value`. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON (snake_case keys, DESIGN §4). */
  body?: unknown;
  signal?: AbortSignal;
  /** Keep the request alive while the page unloads (page views). */
  keepalive?: boolean;
  /**
   * The bearer token to send instead of the session's: a page's data asked for at start-up,
   * before the session has set its token up (`startUpSessionToken`, issue 15).
   */
  authToken?: string;
};

/*
 * Authentication seam. The session (accounts issue) calls `setAuthToken` after sign-in, at start
 * when the `auth` cookie is present, and with null on sign-out; it registers
 * `setUnauthorizedHandler` to sign out silently when the server answers 401 (SPEC §4).
 */
let authToken: string | null = null;
let onUnauthorized: ((error: ApiError) => void) | null = null;

export function setAuthToken(token: string | null): void {
  authToken = token;
}

export function getAuthToken(): string | null {
  return authToken;
}

export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  onUnauthorized = handler;
}

/**
 * Calls the API at `API_PREFIX + path` and returns the parsed JSON body (undefined for 204).
 * Any non-2xx answer or network failure is thrown as an ApiError carrying an ErrorBody.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, "application/json");
  return (await readJson(response)) as T;
}

/**
 * Calls the API for a file (a PDF, a stored file) and returns its bytes and headers
 * (`content-disposition`…). Failures throw ApiError exactly as `request` does.
 */
export async function requestBlob(
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, options, options.accept ?? "*/*");
  return { blob: await response.blob(), headers: response.headers };
}

/** The request with the bearer token; a failure (network, non-2xx) is thrown as ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = "GET", query, body, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = options.authToken ?? authToken;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}${queryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
      credentials: "same-origin",
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw ApiError.fromResponse(0, null);
  }

  if (!response.ok) {
    const payload = await readJson(response);
    const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
    const error = ApiError.fromResponse(response.status, payload, retryAfter);
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  }
  return response;
}

/** `Retry-After` in whole seconds (delta form; an HTTP date is turned into seconds from now). */
function retryAfterSeconds(header: string | null): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseJson(await response.text());
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type UploadOptions = {
  method?: "POST" | "PUT";
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a multipart body (a file) to `API_PREFIX + path` and returns the parsed JSON answer.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Failures throw
 * ApiError exactly as `request` does (a 401 signs out); an abort rejects with an AbortError.
 */
export function upload<T = unknown>(
  path: string,
  body: FormData,
  { method = "POST", onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_PREFIX}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    if (authToken) xhr.setRequestHeader("Authorization", `Bearer ${authToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = xhr.status === 204 ? undefined : parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      const retryAfter = retryAfterSeconds(xhr.getResponseHeader("retry-after"));
      const error = ApiError.fromResponse(xhr.status, payload, retryAfter);
      if (xhr.status === 401) onUnauthorized?.(error);
      reject(error);
    };
    xhr.onerror = () => reject(ApiError.fromResponse(0, null));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("The upload was cancelled", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

type BodylessOptions = Omit<RequestOptions, "method" | "body">;

/** Shorthands: `http.get("/plans")`, `http.post("/demo_requests", body)`. */
export const http = {
  get: <T = unknown>(path: string, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: "POST", body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: "PUT", body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: "PATCH", body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: "DELETE" }),
};
