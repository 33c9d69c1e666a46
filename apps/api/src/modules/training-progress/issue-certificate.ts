import { randomInt } from "node:crypto";
import type { CertificateResourceType } from "@candor/shared/rules/training";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { certificates } from "../../db/schema/index";

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is unambiguous.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `7KQ2-M9XD-4TRB`: 60 random bits, in groups of four. */
export function generateVerificationCode(): string {
  let code = "";
  for (let index = 0; index < 12; index++) {
    if (index > 0 && index % 4 === 0) code += "-";
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return code;
}

/**
 * Issues the user's certificate for a course unless they hold it already (one per user and
 * course, by the unique index, so two requests finishing together issue one). Answers the new
 * certificate's id, or null when nothing was issued.
 */
export async function issueCertificate(
  db: Database,
  certificate: {
    userId: string;
    resourceType: CertificateResourceType;
    resourceId: string;
    title: string;
    issuedAt: Date;
  },
): Promise<string | null> {
  const mine = and(
    eq(certificates.userId, certificate.userId),
    eq(certificates.resourceType, certificate.resourceType),
    eq(certificates.resourceId, certificate.resourceId),
  );
  // A code taken already (one chance in 2^60 per certificate) just draws another.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(certificates)
      .values({ ...certificate, verificationCode: generateVerificationCode() })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    if (row) return row.id;
    const [held] = await db.select({ id: certificates.id }).from(certificates).where(mine);
    if (held) return null;
  }
  throw new Error("could not draw an unused verification code");
}
