import type { PublicPrerecordedInterviewAttributes } from "@candor/shared/schemas/interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import type { FileStorage } from "../../lib/storage/storage";
import { hashToken } from "../../lib/tokens";
import { findVersion, versionConditions } from "./interview-versions.queries";
import { videoUrl } from "./interview-videos";
import { findPublicInterview, findPublicUuidByInvitationToken } from "./interviews.queries";

// Asked for a day, like avatars; the file store caps it at FILE_URL_TTL_SECONDS (decision 0006).
const LOGO_URL_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * `GET /v1/prerecorded_interviews/public/{uuid}`: what anyone holding the public link may see —
 * the organization's branding, the interview's title, welcome and conditions, never a question's
 * text. An unknown uuid answers 404.
 */
export async function loadPublicInterview(
  deps: { db: Database; storage: FileStorage; clock: () => Date },
  publicUuid: string,
) {
  const { db, storage, clock } = deps;
  const row = await findPublicInterview(db, publicUuid);
  if (!row) throw AppError.notFound();
  const { interview, organization, position } = row;
  const scope = { organizationId: interview.organizationId, interviewId: interview.id };
  const version = await findVersion(db, { ...scope, number: interview.currentVersion });
  const conditions = version
    ? await versionConditions(db, { ...scope, versionId: version.id })
    : undefined;
  const count = conditions?.count ?? 0;
  const attributes: PublicPrerecordedInterviewAttributes = {
    organization: {
      name: organization.name,
      brand_color: organization.brandColor,
      logo_url: organization.logoKey
        ? await storage.signedUrl(organization.logoKey, {
            expiresInSeconds: LOGO_URL_LIFETIME_SECONDS,
          })
        : null,
    },
    position_title: position.title,
    title: interview.title,
    welcome_message: interview.welcomeMessage,
    welcome_video_url: await videoUrl(storage, interview.welcomeVideoKey),
    welcome_video_content_type: interview.welcomeVideoKey
      ? interview.welcomeVideoContentType
      : null,
    welcome_video_captions_url: interview.welcomeVideoKey
      ? await videoUrl(storage, interview.welcomeVideoCaptionsKey)
      : null,
    question_count: count,
    conditions:
      conditions && count > 0
        ? {
            think_time_seconds: { min: conditions.minThink, max: conditions.maxThink },
            answer_time_seconds: { min: conditions.minAnswer, max: conditions.maxAnswer },
            retakes_allowed: { min: conditions.minRetakes, max: conditions.maxRetakes },
            total_answer_time_seconds: conditions.totalAnswer,
          }
        : null,
    deadline: interview.deadline?.toISOString() ?? null,
    accepts_answers:
      position.status !== "closed" && (!interview.deadline || interview.deadline > clock()),
  };
  return resource("public_prerecorded_interview", interview.publicUuid, attributes);
}

/**
 * `GET /v1/prerecorded_interviews/invitation/{token}`: the same public page, found by a personal
 * invitation's token, so the emailed link opens the interview's branded page before sign-in. An
 * unknown (or replaced) token answers 404.
 */
export async function loadInvitedInterview(
  deps: { db: Database; storage: FileStorage; clock: () => Date },
  token: string,
) {
  const publicUuid = await findPublicUuidByInvitationToken(deps.db, hashToken(token));
  if (!publicUuid) throw AppError.notFound();
  return loadPublicInterview(deps, publicUuid);
}
