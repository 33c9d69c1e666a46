import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { setAuthToken, setUnauthorizedHandler, upload } from "./http";

/** A stand-in for XMLHttpRequest: records what is sent and answers as told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string; headers?: Record<string, string> } = {
    status: 200,
    body: "{}",
  };
  method = "";
  url = "";
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return FakeXhr.answer.headers?.[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  setAuthToken(null);
  setUnauthorizedHandler(null);
});

function stubXhr(answer: typeof FakeXhr.answer) {
  FakeXhr.answer = answer;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}

describe("upload", () => {
  it("sends the form to /v1 with the token, reports progress and answers the JSON", async () => {
    stubXhr({ status: 200, body: JSON.stringify({ data: { id: "1" } }) });
    setAuthToken("tok");
    const form = new FormData();
    const onProgress = vi.fn();

    await expect(
      upload("/users/current/avatar", form, { method: "PUT", onProgress }),
    ).resolves.toEqual({ data: { id: "1" } });
    expect(FakeXhr.last?.method).toBe("PUT");
    expect(FakeXhr.last?.url).toBe("/v1/users/current/avatar");
    expect(FakeXhr.last?.headers.Authorization).toBe("Bearer tok");
    expect(FakeXhr.last?.sent).toBe(form);
    expect(onProgress).toHaveBeenCalledWith(0.5);
  });

  it("throws the server's error body as an ApiError, and tells the session about a 401", async () => {
    stubXhr({
      status: 413,
      body: JSON.stringify({ code: "payload_too_large", message: { avatar: ["too_large"] } }),
    });
    const failure = (await upload("/users/current/avatar", new FormData()).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.code).toBe("payload_too_large");
    expect(failure.fieldErrors).toEqual({ avatar: ["too_large"] });

    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubXhr({ status: 401, body: JSON.stringify({ code: "unauthorized", message: "x" }) });
    await expect(upload("/users/current/avatar", new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("rejects with an AbortError when cancelled", async () => {
    stubXhr({ status: 200, body: "{}" });
    const controller = new AbortController();
    controller.abort();
    await expect(
      upload("/users/current/avatar", new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });
});
