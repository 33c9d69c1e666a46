import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { findAccount } from "./accounts.queries";
import { serializeAccount } from "./accounts.serializer";

// Asked for a day; the file store caps it at FILE_URL_TTL_SECONDS (decision 0006).
const AVATAR_URL_LIFETIME_SECONDS = 24 * 60 * 60;

/** The URL a user's avatar is served under, or null without one. */
export async function avatarUrl(
  app: FastifyInstance,
  avatarKey: string | null,
): Promise<string | null> {
  if (!avatarKey) return null;
  return app.storage.signedUrl(avatarKey, { expiresInSeconds: AVATAR_URL_LIFETIME_SECONDS });
}

/**
 * The current user's resource (SPEC §3), with the organization's open positions and the user's
 * Candor points (the training ledger's sum) counted in the same query.
 */
export async function loadAccountResource(app: FastifyInstance, userId: string) {
  const row = await findAccount(app.database.db, userId);
  if (!row) throw AppError.notFound();
  return serializeAccount(row, {
    avatarUrl: await avatarUrl(app, row.user.avatarKey),
    points: row.points,
    activePositionsCount: row.activePositionsCount,
  });
}
