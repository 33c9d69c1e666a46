import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { certificates, curricula, practiceInterviews, users } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import {
  curriculumContentPointsSql,
  interviewPointsSql,
  type UserScope,
} from "../training-progress/training-progress.service";

const curriculumPointsSql = sql<number>`coalesce(${curricula.points}, ${curriculumContentPointsSql})`;

/** A certificate with its holder and what still exists of its course, in one query. */
function selectCertificates(db: Database) {
  return db
    .select({
      certificate: certificates,
      holder: { firstName: users.firstName, lastName: users.lastName, locale: users.locale },
      curriculum: {
        id: curricula.id,
        slug: curricula.slug,
        description: curricula.description,
        imageSlug: curricula.imageSlug,
        type: curricula.type,
      },
      interview: {
        id: practiceInterviews.id,
        slug: practiceInterviews.slug,
        description: practiceInterviews.description,
        imageSlug: practiceInterviews.imageSlug,
      },
      coursePoints: sql<
        number | null
      >`case when ${curricula.id} is not null then ${curriculumPointsSql} when ${practiceInterviews.id} is not null then ${interviewPointsSql} end`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(
      curricula,
      and(eq(certificates.resourceType, "Curriculum"), eq(curricula.id, certificates.resourceId)),
    )
    .leftJoin(
      practiceInterviews,
      and(
        eq(certificates.resourceType, "MockInterview"),
        eq(practiceInterviews.id, certificates.resourceId),
      ),
    );
}
export type CertificateRow = Awaited<ReturnType<typeof listCertificates>>[number];

/** The user's certificates, newest first. */
export async function listCertificates(db: Database, { userId }: UserScope) {
  return selectCertificates(db)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** The user's certificate; another user's is not found. */
export async function findCertificate(
  db: Database,
  { userId, certificateId }: UserScope & { certificateId: string },
) {
  if (!isUuid(certificateId)) return undefined;
  const [row] = await selectCertificates(db)
    .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)))
    .limit(1);
  return row;
}

/** Anyone's certificate by its verification code (the public check). */
export async function findCertificateByCode(db: Database, code: string) {
  const [row] = await selectCertificates(db)
    .where(eq(certificates.verificationCode, code))
    .limit(1);
  return row;
}
