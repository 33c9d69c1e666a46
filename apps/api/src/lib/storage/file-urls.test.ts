import { describe, expect, it } from "vitest";
import { createFileUrls, secondsUntil } from "./file-urls";

const DAY = 24 * 60 * 60;

const TTL = 15 * 60;

function urlsAt(iso: string, secret = "s3cr3t") {
  let now = new Date(iso);
  const urls = createFileUrls({
    secret,
    clock: () => now,
    basePath: "/v1/files",
    maxLifetimeSeconds: TTL,
  });
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
  it("signs a path under the files route, valid for the configured minutes, not a day", () => {
    const { urls } = urlsAt("2026-05-01T09:30:00Z");
    // A caller asking for a day gets the configured lifetime, to the next whole minute.
    const url = urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY });
    const { path, expires, signature } = parts(url);
    expect(path).toBe("/v1/files/avatars/u1/a.png");
    expect(new Date(Number(expires) * 1000).toISOString()).toBe("2026-05-01T09:45:00.000Z");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(urls.verify("avatars/u1/a.png", expires, signature)).toBe(true);
    // Shorter asks are kept, rounded up to the minute only.
    const short = parts(urls.sign("avatars/u1/a.png", { expiresInSeconds: 90 }));
    expect(new Date(Number(short.expires) * 1000).toISOString()).toBe("2026-05-01T09:32:00.000Z");
  });

  it("gives the same URL within a minute, a new one after", () => {
    const { urls, setNow } = urlsAt("2026-05-01T09:30:01Z");
    const first = urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY });
    setNow("2026-05-01T09:30:59Z");
    expect(urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY })).toBe(first);
    setNow("2026-05-01T09:31:01Z");
    expect(urls.sign("avatars/u1/a.png", { expiresInSeconds: DAY })).not.toBe(first);
  });

  it("refuses a URL once it has expired, minutes later", () => {
    const { urls, setNow } = urlsAt("2026-05-01T09:30:00Z");
    const { expires, signature } = parts(urls.sign("k.png", { expiresInSeconds: DAY }));
    setNow("2026-05-01T09:44:59Z");
    expect(urls.verify("k.png", expires, signature)).toBe(true);
    setNow("2026-05-01T09:45:00Z");
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
