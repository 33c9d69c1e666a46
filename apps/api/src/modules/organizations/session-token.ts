import { AUTH_COOKIE_LIFETIME_MS } from "@candor/shared/constants";
import type { Database } from "../../db/client";
import { authTokens } from "../../db/schema/index";
import { generateToken, hashToken } from "../../lib/tokens";

/**
 * Opens a session for `userId`, exactly as sign-in does (a random token, stored hashed, living as
 * long as the `auth` cookie). The accounts service keeps its own issuer private to its closure;
 * accepting an invitation signs the new member in, so this module needs one too.
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
