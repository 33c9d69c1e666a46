import type { App } from "../src/app";
import { reviewerCertifications } from "../src/db/schema/index";

/* Fair-review fixtures (issue 16). */

/** Certifies `userId` as a reviewer of `organizationId` from `certifiedAt` for `months`. */
export async function insertReviewerCertification(
  app: App,
  {
    organizationId,
    userId,
    certifiedAt = new Date(),
    months = 12,
    meanAbsoluteDeviation = 0.25,
  }: {
    organizationId: string;
    userId: string;
    certifiedAt?: Date;
    months?: number;
    meanAbsoluteDeviation?: number;
  },
) {
  const expiresAt = new Date(certifiedAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + months);
  const [row] = await app.database.db
    .insert(reviewerCertifications)
    .values({ organizationId, userId, certifiedAt, expiresAt, meanAbsoluteDeviation })
    .returning();
  if (!row) throw new Error("certification not inserted");
  return row;
}
