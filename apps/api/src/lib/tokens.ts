import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret for a bearer token or an emailed link: 256 bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
