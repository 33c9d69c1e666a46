import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { API_ROOT } from "../../config";
import {
  type ImportSummary,
  importTrainingContent,
  parseContentFile,
} from "../../modules/training-content/content-import";
import type { Database } from "../client";
import { appSettings } from "../schema/index";

/** The demo catalogue: every `*.json` here is a training content file (docs/content-format.md). */
export const DEMO_CONTENT_DIR = path.join(API_ROOT, "content");

/** The content files of a directory, by name. */
export function contentFiles(directory: string): string[] {
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(directory, name));
}

/** Reads, validates and imports one content file. */
export async function importContentFile(db: Database, file: string): Promise<ImportSummary> {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return await importTrainingContent(db, parseContentFile(json));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Where the digest of the last demo catalogue imported is kept. */
export const TRAINING_CONTENT_DIGEST_KEY = "demo_training_content_digest";
// Bump when the importer changes what it writes, so the next start imports again.
const IMPORTER_VERSION = "1";

/**
 * The demo seed's training step: imports the demo catalogue. The importer upserts by slug, so
 * the catalogue follows the files and users' progress is kept; a digest of the files skips the
 * import at a start where nothing changed.
 */
export async function seedTrainingContent(db: Database, directory = DEMO_CONTENT_DIR) {
  const files = contentFiles(directory);
  const digest = trainingContentDigest(directory, files);
  const [stored] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TRAINING_CONTENT_DIGEST_KEY));
  if (stored?.value === digest) return { imported: false };
  for (const file of files) await importContentFile(db, file);
  await db
    .insert(appSettings)
    .values({ key: TRAINING_CONTENT_DIGEST_KEY, value: digest })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: digest } });
  return { imported: true };
}

/** The digest of a catalogue's files (and of the importer's version) that a start compares. */
export function trainingContentDigest(
  directory = DEMO_CONTENT_DIR,
  files = contentFiles(directory),
) {
  const hash = createHash("sha256").update(IMPORTER_VERSION);
  for (const file of files) hash.update(path.basename(file)).update(fs.readFileSync(file));
  return hash.digest("hex");
}
