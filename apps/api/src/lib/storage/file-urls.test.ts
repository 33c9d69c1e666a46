import { describe, expect, it } from "vitest";
import { createFileUrls, secondsUntil } from "./file-urls";

const DAY = 24 * 60 * 60;

function urlsAt(iso: string, secret = "s3cr3t") {
  let now = new Date(iso);
  const urls = createFileUrls({ secret, clock: () => now, basePath: "/v1/files" });
  return {
    urls,
    setNow: (next: string) => {
      now = new Date(next);
    },
  };
}

function parts(url: string) {
  const parsed = new URL(url, "http://x.test");
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get("expires") ?? undefined,
    signature: parsed.searchParams.get("signature") ?? undefined,
  };
}

describe("createFileUrls", () => {
  it("signs a path under the files route, valid until a day boundary past the period", () => {
    const { urls } = urlsAt("2026-05-01T09:30:00Z");
    const url = urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY });
    const { path, expires, signature } = parts(url);
    expect(path).toBe("/v1/files/avatars/u1/a.png");
    expect(Number(expires) % DAY).toBe(0);
    expect(new Date(Number(expires) * 1000).toISOString()).toBe("2026-05-03T00:00:00.000Z");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(urls.verify("avatars/u1/a.png", expires, signature)).toBe(true);
  });

  it("gives the same URL all day, so browsers can cache the file", () => {
    const { urls, setNow } = urlsAt("2026-05-01T00:00:01Z");
    const morning = urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY });
    setNow("2026-05-01T23:59:59Z");
    expect(urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY })).toBe(morning);
    setNow("2026-05-02T00:00:01Z");
    expect(urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY })).not.toBe(morning);
  });

  it("refuses a URL once it has expired", () => {
    const { urls, setNow } = urlsAt("2026-05-01T09:30:00Z");
    const { expires, signature } = parts(urls.sign("k.png", { expiresInSeconds: 60 }));
    setNow("2026-05-01T23:59:59Z");
    expect(urls.verify("k.png", expires, signature)).toBe(true);
    setNow("2026-05-02T00:00:00Z");
    expect(urls.verify("k.png", expires, signature)).toBe(false);
  });

  it("refuses a signature for another key, another expiry or another secret", () => {
    const { urls } = urlsAt("2026-05-01T09:30:00Z");
    const { expires, signature } = parts(urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY }));
    expect(urls.verify("avatars/u2/a.png", expires, signature)).toBe(false);
    expect(urls.verify("avatars/u1/a.png", String(Number(expires) + DAY), signature)).toBe(false);
    const other = urlsAt("2026-05-01T09:30:00Z", "another secret").urls;
    expect(other.verify("avatars/u1/a.png", expires, signature)).toBe(false);
    expect(urls.verify("avatars/u1/a.png", expires, `${signature}x`)).toBe(false);
    expect(urls.verify("avatars/u1/a.png", expires, "")).toBe(false);
  });

  it("refuses missing or malformed parameters and unsafe keys", () => {
    const { urls } = urlsAt("2026-05-01T09:30:00Z");
    const { expires, signature } = parts(urls.sign("a.png", { expiresInSeconds: DAY }));
    expect(urls.verify("a.png", undefined, signature)).toBe(false);
    expect(urls.verify("a.png", expires, undefined)).toBe(false);
    expect(urls.verify("a.png", `${expires}.5`, signature)).toBe(false);
    expect(urls.verify("a.png", "1e20", signature)).toBe(false);
    expect(urls.verify("../a.png", expires, signature)).toBe(false);
    expect(() => urls.sign("../etc/passwd", { expiresInSeconds: DAY })).toThrow(
      /invalid storage key/,
    );
    expect(() => urls.sign("a.png", { expiresInSeconds: 0 })).toThrow();
  });

  it("secondsUntil answers the time left for Cache-Control", () => {
    expect(secondsUntil("1000", new Date(400_000))).toBe(600);
    expect(secondsUntil("1000", new Date(2_000_000))).toBe(0);
  });
});
