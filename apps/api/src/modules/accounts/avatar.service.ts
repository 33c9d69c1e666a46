import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { ImageType } from "../../lib/image-type";
import type { FileStorage } from "../../lib/storage/storage";
import { swapAvatarKey } from "./accounts.queries";

/**
 * Avatars: each upload gets a new key (`avatars/<user>/<uuid>.<ext>`), so a browser never shows
 * a cached old picture under a new one's URL; the replaced file is removed once the user points
 * at the new one.
 */
export function createAvatarService(deps: {
  db: Database;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { db, storage, log } = deps;

  async function removeFile(key: string) {
    // The user no longer points at it; a file left behind wastes space but harms nobody.
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, "could not remove a replaced avatar file");
    });
  }

  return {
    async replace(userId: string, image: ImageType & { bytes: Buffer }) {
      const key = `avatars/${userId}/${randomUUID()}.${image.extension}`;
      await storage.put(key, image.bytes, { contentType: image.contentType });
      const swapped = await swapAvatarKey(db, userId, key).catch(async (error: unknown) => {
        await removeFile(key);
        throw error;
      });
      if (!swapped.found) {
        await removeFile(key);
        throw AppError.notFound();
      }
      if (swapped.previous) await removeFile(swapped.previous);
    },

    async remove(userId: string) {
      const swapped = await swapAvatarKey(db, userId, null);
      if (!swapped.found) throw AppError.notFound();
      if (swapped.previous) await removeFile(swapped.previous);
    },

    /** After the account itself is gone. */
    removeFile,
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
