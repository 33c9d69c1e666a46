import { randomUUID } from "node:crypto";
import type { UpdateBrandingInput } from "@candor/shared/schemas/branding";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { sanitizeRichText } from "../../lib/rich-text";
import type { FileStorage } from "../../lib/storage/storage";
import type { UploadsService } from "../uploads/uploads.service";
import {
  type BrandingChanges,
  type BrandingRow,
  findBranding,
  lockWelcomeVideoKey,
  swapLogoKey,
  updateBranding,
} from "./branding.queries";
import type { LogoImage } from "./logo-image";

type OrganizationScope = { organizationId: string };
/** The caller: a finished upload is claimed by the member who made it. */
type MemberScope = OrganizationScope & { userId: string };

/** Colours are stored as typed but lower-case, so `#0F6E6A` and `#0f6e6a` are one colour. */
const normalColor = (color: string | null) => (color ? color.toLowerCase() : null);

/** The input's fields that are present, as column changes; null clears, absent leaves as is. */
function changesOf(input: UpdateBrandingInput): BrandingChanges {
  const changes: BrandingChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.brand_color !== undefined) changes.brandColor = normalColor(input.brand_color);
  if (input.website_url !== undefined) changes.websiteUrl = input.website_url;
  if (input.description !== undefined) {
    // Only the editor's formats are kept; an empty paragraph is no description.
    changes.description = sanitizeRichText(input.description) || null;
  }
  if (input.support_email !== undefined) changes.supportEmail = input.support_email;
  if (input.linkedin_url !== undefined) changes.linkedinUrl = input.linkedin_url;
  if (input.privacy_policy_url !== undefined) changes.privacyPolicyUrl = input.privacy_policy_url;
  if (input.careers_site_url !== undefined) changes.careersSiteUrl = input.careers_site_url;
  return changes;
}

/**
 * The organization's branding (issue 14). Logos follow the avatars' model: each upload gets a
 * new key (`logos/<organization>/<uuid>.<ext>`), so no browser or mail client shows a cached old
 * logo under the new one's URL, and the replaced file is removed once nothing points at it.
 */
export function createBrandingService(deps: {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  /** The default welcome video is a finished tus upload, taken once (as interviews do). */
  uploads: Pick<UploadsService, "claimCompleted">;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { db, clock, storage, uploads, log } = deps;

  async function removeFile(key: string) {
    // Nothing points at it any more; a file left behind wastes space but harms nobody.
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, "could not remove a replaced file");
    });
  }

  async function current(scope: OrganizationScope): Promise<BrandingRow> {
    const row = await findBranding(db, scope);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    current,

    /**
     * Saves the profile's fields; `welcome_video_upload_id` claims a finished upload as the
     * default welcome video (null removes it), in the same transaction, so a refused upload
     * changes nothing. The replaced video's file is deleted once the change is committed:
     * interviews hold copies of their own (decision 0026), so nothing else points at it.
     */
    async update(scope: MemberScope, input: UpdateBrandingInput) {
      const now = clock();
      const { row, replaced } = await db.transaction(async (tx) => {
        const changes = changesOf(input);
        const replaced: string[] = [];
        const touchesVideo =
          input.welcome_video_upload_id !== undefined ||
          input.welcome_captions_upload_id !== undefined;
        const current = touchesVideo ? await lockWelcomeVideoKey(tx, scope) : undefined;
        if (touchesVideo && !current) throw AppError.notFound();
        if (current && input.welcome_video_upload_id !== undefined) {
          if (current.welcomeVideoKey) replaced.push(current.welcomeVideoKey);
          changes.welcomeVideoKey = null;
          changes.welcomeVideoContentType = null;
          // Captions are written for one video: a new or removed video drops them unless given.
          changes.welcomeVideoCaptionsKey = null;
          if (input.welcome_video_upload_id) {
            const claimed = await uploads.claimCompleted(tx, {
              ...scope,
              uploadId: input.welcome_video_upload_id,
              purpose: "welcome_video",
              now,
            });
            changes.welcomeVideoKey = claimed.storageKey;
            changes.welcomeVideoContentType = claimed.contentType;
          }
        }
        if (current && input.welcome_captions_upload_id !== undefined) {
          changes.welcomeVideoCaptionsKey = null;
          if (input.welcome_captions_upload_id) {
            const hasVideo =
              input.welcome_video_upload_id !== undefined
                ? input.welcome_video_upload_id !== null
                : current.welcomeVideoKey !== null;
            if (!hasVideo) throw AppError.fields({ welcome_captions_upload_id: ["invalid"] });
            const claimed = await uploads.claimCompleted(tx, {
              ...scope,
              uploadId: input.welcome_captions_upload_id,
              purpose: "captions",
              now,
            });
            changes.welcomeVideoCaptionsKey = claimed.storageKey;
          }
        }
        if (current?.welcomeVideoCaptionsKey && changes.welcomeVideoCaptionsKey !== undefined) {
          replaced.push(current.welcomeVideoCaptionsKey);
        }
        const row = await updateBranding(tx, { ...scope, changes, now });
        if (!row) throw AppError.notFound();
        return { row, replaced };
      });
      const kept = new Set([row.welcomeVideoKey, row.welcomeVideoCaptionsKey]);
      for (const key of replaced) if (!kept.has(key)) await removeFile(key);
      return row;
    },

    async replaceLogo(scope: OrganizationScope, logo: LogoImage) {
      const key = `logos/${scope.organizationId}/${randomUUID()}.${logo.extension}`;
      await storage.put(key, logo.bytes, { contentType: logo.contentType });
      const swapped = await swapLogoKey(db, { ...scope, key, now: clock() }).catch(
        async (error: unknown) => {
          await removeFile(key);
          throw error;
        },
      );
      if (!swapped.found) {
        await removeFile(key);
        throw AppError.notFound();
      }
      if (swapped.previous) await removeFile(swapped.previous);
      return current(scope);
    },

    async removeLogo(scope: OrganizationScope) {
      const swapped = await swapLogoKey(db, { ...scope, key: null, now: clock() });
      if (!swapped.found) throw AppError.notFound();
      if (swapped.previous) await removeFile(swapped.previous);
      return current(scope);
    },

    /** A signed URL of the logo or the welcome video, for the admin's own page (short-lived). */
    fileUrl(key: string | null) {
      return key ? storage.signedUrl(key, { expiresInSeconds: FILE_URL_LIFETIME_SECONDS }) : null;
    },
  };
}

const FILE_URL_LIFETIME_SECONDS = 60 * 60;

export type BrandingService = ReturnType<typeof createBrandingService>;
