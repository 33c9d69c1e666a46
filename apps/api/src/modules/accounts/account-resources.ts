import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FileStorage } from "../../lib/storage/storage";
import { type AccountRow, findAccount } from "./accounts.queries";
import { serializeAccount } from "./accounts.serializer";

// Asked for a day; the file store caps it at FILE_URL_TTL_SECONDS (decision 0006).
const AVATAR_URL_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * The current user's resource and avatar URLs, as the accounts service hands them to other
 * modules (invitations answer a sign-in with the new member; reports show avatars).
 */
export function createAccountResources({
  db,
  storage,
}: {
  db: Database;
  storage: Pick<FileStorage, "signedUrl">;
}) {
  /** The URL a user's avatar is served under, or null without one. */
  async function avatarUrl(avatarKey: string | null): Promise<string | null> {
    if (!avatarKey) return null;
    return storage.signedUrl(avatarKey, { expiresInSeconds: AVATAR_URL_LIFETIME_SECONDS });
  }

  /** The current user's resource (SPEC §3) from their account's row. */
  async function accountResource(row: NonNullable<AccountRow>) {
    return serializeAccount(row, {
      avatarUrl: await avatarUrl(row.user.avatarKey),
      points: row.points,
      activePositionsCount: row.activePositionsCount,
    });
  }

  return {
    avatarUrl,
    accountResource,

    /**
     * The current user's resource (SPEC §3), with the organization's open positions and the
     * user's Candor points (the training ledger's sum) counted in the same query.
     */
    async currentAccount(userId: string) {
      const row = await findAccount(db, userId);
      if (!row) throw AppError.notFound();
      return accountResource(row);
    },
  };
}
