import { createHmac } from "node:crypto";
import { safeEqual } from "../tokens";
import { assertStorageKey, isStorageKey } from "./storage";

const DAY_SECONDS = 24 * 60 * 60;

export type FileUrls = {
  /** `/v1/files/<key>?expires=…&signature=…`, good until at least `expiresInSeconds` from now. */
  sign(key: string, options: { expiresInSeconds: number }): string;
  /** Whether a served file's `expires` and `signature` are this server's and still current. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean;
};

/**
 * Signed file URLs: HMAC-SHA256 over key and expiry with a secret every API process shares
 * (`loadFileUrlSecret`). The expiry is rounded up to the next UTC day boundary, so the URL of a
 * file stays the same all day and browsers can cache it; a URL lives between one period and one
 * period plus a day.
 */
export function createFileUrls(options: {
  secret: string;
  clock: () => Date;
  /** Where the files route is mounted, e.g. `/v1/files`. */
  basePath: string;
}): FileUrls {
  const { secret, clock, basePath } = options;
  const signatureOf = (key: string, expires: number) =>
    createHmac("sha256", secret).update(`${key}\n${expires}`).digest("base64url");
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign(key, { expiresInSeconds }) {
      assertStorageKey(key);
      if (!(expiresInSeconds > 0)) throw new Error("expiresInSeconds must be positive");
      const expires = Math.ceil((nowSeconds() + expiresInSeconds) / DAY_SECONDS) * DAY_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signatureOf(key, expires),
      });
      // Keys are made of URL-safe characters only, so the key is the path as it is.
      return `${basePath}/${key}?${query}`;
    },
    verify(key, expires, signature) {
      if (!isStorageKey(key) || !expires || !signature || !/^\d{1,12}$/.test(expires)) {
        return false;
      }
      const expiresAt = Number(expires);
      if (expiresAt <= nowSeconds()) return false;
      return safeEqual(signature, signatureOf(key, expiresAt));
    },
  };
}

/** Seconds until a signed URL's `expires`, for `Cache-Control: max-age`. */
export function secondsUntil(expires: string, now: Date): number {
  return Math.max(0, Number(expires) - Math.floor(now.getTime() / 1000));
}
