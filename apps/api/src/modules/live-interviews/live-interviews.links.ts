import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings } from "../../db/schema/index";
import { hashToken } from "../../lib/tokens";
import { organizationOrigin } from "../../lib/urls";

/*
 * The links of a live interview (decision 0029). The candidate's personal link carries a token
 * derived from the interview's id with a secret every API process shares: the same token can be
 * written again into every email (update, reminder) while only its hash is stored
 * (`candidate_access_token_hash`, which the room checks). A random token kept only as a hash
 * could not be sent twice, and a new one per email would break the link in the calendar.
 */

export const LIVE_INTERVIEW_LINK_SECRET_KEY = "live_interview_link_secret";

/**
 * The page paths the room module serves: the member's room and the candidate's page (pre-join,
 * room, slot choice). Agreed with live-room (issue 13); they join the route table with its pages.
 */
export const MEMBER_ROOM_PATH = (id: string) =>
  `/hire/live-interviews/${encodeURIComponent(id)}/room`;
export const CANDIDATE_PAGE_PATH = (id: string) =>
  `/hire-candidate/live-interviews/${encodeURIComponent(id)}`;

/** Made once and kept in `app_settings`, like the file URL secret (racing processes agree). */
async function loadLinkSecret(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: LIVE_INTERVIEW_LINK_SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LIVE_INTERVIEW_LINK_SECRET_KEY));
  if (!row) throw new Error("live interview link secret missing after insert");
  return row.value;
}

function deriveToken(secret: string, liveInterviewId: string): string {
  return createHmac("sha256", secret)
    .update(`live-interview\n${liveInterviewId}`)
    .digest("base64url");
}

/** The stored hash of an interview's candidate token, for rows written outside the service (seed). */
export async function candidateTokenHashOf(db: Database, liveInterviewId: string): Promise<string> {
  return hashToken(deriveToken(await loadLinkSecret(db), liveInterviewId));
}

export type LiveInterviewLinks = ReturnType<typeof createLiveInterviewLinks>;

/**
 * Every function takes the caller's database handle or transaction: the secret is read through it
 * the first time (the embedded database serves one connection, which a transaction holds).
 */
export function createLiveInterviewLinks({ publicUrl }: { publicUrl: string }) {
  let secret: Promise<string> | undefined;
  const secretOnce = (db: Database) => {
    secret ??= loadLinkSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const publicOrigin = new URL(publicUrl).origin;

  async function candidateToken(db: Database, liveInterviewId: string): Promise<string> {
    return deriveToken(await secretOnce(db), liveInterviewId);
  }

  return {
    candidateToken,
    /** What `live_interviews.candidate_access_token_hash` holds for this interview. */
    async candidateTokenHash(db: Database, liveInterviewId: string): Promise<string> {
      return hashToken(await candidateToken(db, liveInterviewId));
    },
    /** The candidate's personal link (on the public origin: candidates have no subdomain). */
    async candidateUrl(db: Database, liveInterviewId: string): Promise<string> {
      const token = await candidateToken(db, liveInterviewId);
      return `${publicOrigin}${CANDIDATE_PAGE_PATH(liveInterviewId)}?token=${token}`;
    },
    /** A member's way in, on the organization's subdomain (they sign in there). */
    memberRoomUrl(subdomain: string, liveInterviewId: string): string {
      return `${organizationOrigin(publicUrl, subdomain)}${MEMBER_ROOM_PATH(liveInterviewId)}`;
    },
  };
}
