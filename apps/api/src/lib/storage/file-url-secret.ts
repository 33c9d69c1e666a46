import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings } from "../../db/schema/index";

export const FILE_URL_SECRET_KEY = "file_url_secret";

/**
 * The key that signs file URLs, made once and kept in `app_settings`: the first process to start
 * stores a random one and every later process (or a racing one, thanks to `on conflict do
 * nothing`) reads the same value, so a URL signed by one process is honoured by all.
 */
export async function loadFileUrlSecret(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: FILE_URL_SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, FILE_URL_SECRET_KEY));
  if (!row) throw new Error("file URL secret missing after insert");
  return row.value;
}
