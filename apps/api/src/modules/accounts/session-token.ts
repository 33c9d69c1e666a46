import { AUTH_COOKIE_LIFETIME_MS } from "@candor/shared/constants";
import type { Database } from "../../db/client";
import { authTokens } from "../../db/schema/index";
import { generateToken, hashToken } from "../../lib/tokens";

/**
 * Opens a session for `userId`: a random token, stored only as its hash, living as long as the
 * `auth` cookie. Sign-up, sign-in, the session handoff and accepting an invitation all use it.
 */
export async function issueSessionToken(
  db: Database,
  { userId, userAgent, now }: { userId: string; userAgent?: string; now: Date },
): Promise<string> {
  const token = generateToken();
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_LIFETIME_MS),
  });
  return token;
}
