import { createHmac } from "node:crypto";
import { safeEqual } from "../tokens";
import { assertStorageKey, isStorageKey } from "./storage";

/** Expiries fall on whole minutes: the same file has the same URL within a minute. */
export const FILE_URL_WINDOW_SECONDS = 60;

export type FileUrls = {
  /**
   * `/v1/files/<key>?expires=…&signature=…`, good for `expiresInSeconds` (at most the configured
   * lifetime), rounded up to the next whole minute.
   */
  sign(key: string, options: { expiresInSeconds: number }): string;
  /** Whether a served file's `expires` and `signature` are this server's and still current. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean;
};

/**
 * Signed file URLs: HMAC-SHA256 over key and expiry with a secret every API process shares
 * (`loadFileUrlSecret`). A URL is short-lived (`FILE_URL_TTL_SECONDS`, 15 minutes by default,
 * decision 0006): a leaked one soon stops working. The expiry is rounded up to a whole minute
 * only, so within that minute a file keeps one URL and the browser's cache (max-age up to the
 * expiry) still serves repeated requests; the web app asks for fresh URLs when it needs them.
 */
export function createFileUrls(options: {
  secret: string;
  clock: () => Date;
  /** Where the files route is mounted, e.g. `/v1/files`. */
  basePath: string;
  /** The longest a URL lives, whatever a caller asks for (FILE_URL_TTL_SECONDS). */
  maxLifetimeSeconds?: number;
}): FileUrls {
  const { secret, clock, basePath } = options;
  const maxLifetime = options.maxLifetimeSeconds ?? Number.POSITIVE_INFINITY;
  const signatureOf = (key: string, expires: number) =>
    createHmac("sha256", secret).update(`${key}\n${expires}`).digest("base64url");
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign(key, { expiresInSeconds }) {
      assertStorageKey(key);
      if (!(expiresInSeconds > 0)) throw new Error("expiresInSeconds must be positive");
      const lifetime = Math.min(expiresInSeconds, maxLifetime);
      const expires =
        Math.ceil((nowSeconds() + lifetime) / FILE_URL_WINDOW_SECONDS) * FILE_URL_WINDOW_SECONDS;
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
