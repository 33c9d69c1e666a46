import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { findAccount } from "./accounts.queries";
import { serializeAccount } from "./accounts.serializer";

/**
 * The current user's resource (SPEC §3). Points and active positions are counted here once the
 * training ledger and positions exist; until then nobody has any.
 */
export async function loadAccountResource(app: FastifyInstance, userId: string) {
  const row = await findAccount(app.database.db, userId);
  if (!row) throw AppError.notFound();
  return serializeAccount(row, { avatarUrl: null, points: 0, activePositionsCount: 0 });
}
