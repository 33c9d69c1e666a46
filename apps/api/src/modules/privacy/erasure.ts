import {
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  type PrivacyCounts,
} from "@candor/shared/schemas/privacy";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  accommodationRequests,
  candidateEvents,
  candidateFeedbacks,
  candidateInterviewNotes,
  candidateInterviewReviews,
  candidateInterviews,
  candidateNotes,
  candidatePrivacy,
  candidateResumes,
  candidates,
  prerecordedAnswers,
  uploads,
} from "../../db/schema/index";

/** What one erasure took away, for the audit log and the file job. */
export type ErasureResult = { storageKeys: string[]; counts: PrivacyCounts };

/** An address no mail server accepts (RFC 2606), unique per row, carrying no personal data. */
export const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/**
 * Deletes the recordings' rows (answers, finished uploads) of some candidate interviews and
 * answers their storage keys: the files go after the commit (a job), so a failed file deletion
 * leaves an orphan file to retry, never a row whose file is gone.
 */
export async function deleteRecordings(
  tx: Database,
  {
    organizationId,
    candidateInterviewIds,
  }: { organizationId: string; candidateInterviewIds: string[] },
): Promise<ErasureResult> {
  if (candidateInterviewIds.length === 0) return { storageKeys: [], counts: {} };
  const answers = await tx
    .delete(prerecordedAnswers)
    .where(
      and(
        eq(prerecordedAnswers.organizationId, organizationId),
        inArray(prerecordedAnswers.candidateInterviewId, candidateInterviewIds),
      ),
    )
    .returning({ key: prerecordedAnswers.videoKey });
  const uploaded = await tx
    .delete(uploads)
    .where(
      and(
        eq(uploads.organizationId, organizationId),
        inArray(uploads.candidateInterviewId, candidateInterviewIds),
      ),
    )
    .returning({ key: uploads.storageKey });
  const storageKeys = [
    ...new Set([...answers, ...uploaded].flatMap((row) => (row.key ? [row.key] : []))),
  ];
  return {
    storageKeys,
    counts: {
      answers: answers.length,
      recordings: answers.filter((row) => row.key).length,
      files: storageKeys.length,
    },
  };
}

/**
 * Erases candidate records of one organization and the interviews tied to them, leaving an
 * anonymous stub ("Erased candidate") so the organization's counts stay true: recordings,
 * answers, the candidate's feedback, the team's reviews and notes, the timeline and the résumé
 * go; the record keeps its positions and stages, the interviews their status and decision.
 * `extraInterviewIds`: interviews of this organization tied to the person but to no record
 * (a public link not attached yet).
 */
export async function eraseCandidateRecords(
  tx: Database,
  {
    organizationId,
    candidateIds,
    extraInterviewIds = [],
    now,
  }: { organizationId: string; candidateIds: string[]; extraInterviewIds?: string[]; now: Date },
): Promise<ErasureResult> {
  const interviewRows =
    candidateIds.length === 0
      ? []
      : await tx
          .select({ id: candidateInterviews.id })
          .from(candidateInterviews)
          .where(
            and(
              eq(candidateInterviews.organizationId, organizationId),
              inArray(candidateInterviews.candidateRecordId, candidateIds),
            ),
          );
  const interviewIds = [...new Set([...interviewRows.map((row) => row.id), ...extraInterviewIds])];
  const recordings = await deleteRecordings(tx, {
    organizationId,
    candidateInterviewIds: interviewIds,
  });
  let reviews = 0;
  let notes = 0;
  let feedback = 0;
  if (interviewIds.length > 0) {
    const inOrganization = (column: AnyPgColumn) => eq(column, organizationId);
    feedback = (
      await tx
        .delete(candidateFeedbacks)
        .where(
          and(
            inOrganization(candidateFeedbacks.organizationId),
            inArray(candidateFeedbacks.candidateInterviewId, interviewIds),
          ),
        )
        .returning({ id: candidateFeedbacks.id })
    ).length;
    reviews = (
      await tx
        .delete(candidateInterviewReviews)
        .where(
          and(
            inOrganization(candidateInterviewReviews.organizationId),
            inArray(candidateInterviewReviews.candidateInterviewId, interviewIds),
          ),
        )
        .returning({ id: candidateInterviewReviews.id })
    ).length;
    notes += (
      await tx
        .delete(candidateInterviewNotes)
        .where(
          and(
            inOrganization(candidateInterviewNotes.organizationId),
            inArray(candidateInterviewNotes.candidateInterviewId, interviewIds),
          ),
        )
        .returning({ id: candidateInterviewNotes.id })
    ).length;
    // A request for an accommodation is the candidate's own words (and the team's reply).
    await tx
      .delete(accommodationRequests)
      .where(
        and(
          inOrganization(accommodationRequests.organizationId),
          inArray(accommodationRequests.candidateInterviewId, interviewIds),
        ),
      );
    // Each stub keeps its status and decision; nothing in it names the person.
    await tx
      .update(candidateInterviews)
      .set({
        email: sql`'erased-' || ${candidateInterviews.id} || '@erased.invalid'`,
        firstName: null,
        lastName: null,
        candidateId: null,
        invitationTokenHash: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(candidateInterviews.organizationId, organizationId),
          inArray(candidateInterviews.id, interviewIds),
        ),
      );
  }
  const storageKeys = [...recordings.storageKeys];
  if (candidateIds.length > 0) {
    const scoped = (table: { organizationId: AnyPgColumn }) =>
      eq(table.organizationId, organizationId);
    notes += (
      await tx
        .delete(candidateNotes)
        .where(and(scoped(candidateNotes), inArray(candidateNotes.candidateId, candidateIds)))
        .returning({ id: candidateNotes.id })
    ).length;
    await tx
      .delete(candidateEvents)
      .where(and(scoped(candidateEvents), inArray(candidateEvents.candidateId, candidateIds)));
    const resumes = await tx
      .delete(candidateResumes)
      .where(and(scoped(candidateResumes), inArray(candidateResumes.candidateId, candidateIds)))
      .returning({ key: candidateResumes.storageKey });
    storageKeys.push(...resumes.map((row) => row.key));
    await tx
      .update(candidates)
      .set({
        firstName: ERASED_FIRST_NAME,
        lastName: ERASED_LAST_NAME,
        email: sql`'erased-' || ${candidates.id} || '@erased.invalid'`,
        phone: null,
        location: null,
        links: [],
        tags: sql`'{}'::text[]`,
        updatedAt: now,
      })
      .where(and(scoped(candidates), inArray(candidates.id, candidateIds)));
    await tx
      .insert(candidatePrivacy)
      .values(candidateIds.map((candidateId) => ({ candidateId, organizationId, erasedAt: now })))
      .onConflictDoUpdate({
        target: candidatePrivacy.candidateId,
        set: { erasedAt: now, legalHoldAt: null, legalHoldById: null },
      });
  }
  return {
    storageKeys,
    counts: {
      ...recordings.counts,
      files: storageKeys.length,
      candidate_records: candidateIds.length,
      interviews: interviewIds.length,
      reviews,
      notes,
      feedback,
    },
  };
}

/**
 * Every organization's records and interviews of one person, found by their account (interviews
 * bound to it) and their address (records and invitations not bound yet), grouped by organization.
 */
export async function findPersonAcrossOrganizations(
  tx: Database,
  { userId, email }: { userId: string; email: string },
) {
  const address = email.toLowerCase();
  const [records, interviews] = await Promise.all([
    tx
      .select({ id: candidates.id, organizationId: candidates.organizationId })
      .from(candidates)
      .where(sql`lower(${candidates.email}) = ${address}`),
    tx
      .select({
        id: candidateInterviews.id,
        organizationId: candidateInterviews.organizationId,
        candidateRecordId: candidateInterviews.candidateRecordId,
      })
      .from(candidateInterviews)
      .where(
        or(
          eq(candidateInterviews.candidateId, userId),
          sql`lower(${candidateInterviews.email}) = ${address}`,
        ),
      ),
  ]);
  const byOrganization = new Map<
    string,
    { candidateIds: Set<string>; interviewIds: Set<string> }
  >();
  const entry = (organizationId: string) => {
    let found = byOrganization.get(organizationId);
    if (!found) {
      found = { candidateIds: new Set(), interviewIds: new Set() };
      byOrganization.set(organizationId, found);
    }
    return found;
  };
  for (const record of records) entry(record.organizationId).candidateIds.add(record.id);
  for (const interview of interviews) {
    const found = entry(interview.organizationId);
    found.interviewIds.add(interview.id);
    if (interview.candidateRecordId) found.candidateIds.add(interview.candidateRecordId);
  }
  return [...byOrganization].map(([organizationId, found]) => ({
    organizationId,
    candidateIds: [...found.candidateIds],
    interviewIds: [...found.interviewIds],
  }));
}

/** Held records (legal hold set, not erased) among `candidateIds`. */
export async function heldCandidateIds(tx: Database, candidateIds: string[]): Promise<string[]> {
  if (candidateIds.length === 0) return [];
  const rows = await tx
    .select({ id: candidatePrivacy.candidateId })
    .from(candidatePrivacy)
    .where(
      and(
        inArray(candidatePrivacy.candidateId, candidateIds),
        isNotNull(candidatePrivacy.legalHoldAt),
      ),
    );
  return rows.map((row) => row.id);
}
