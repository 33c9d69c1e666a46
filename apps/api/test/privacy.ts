import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { App } from "../src/app";
import {
  accommodationRequests,
  candidateFeedbacks,
  candidateResumes,
} from "../src/db/schema/index";
import { attachCandidateInterview, insertCandidate, insertCandidateNote } from "./candidates";
import {
  completeCandidate,
  insertAnswer,
  insertInterview,
  insertInterviewNote,
  insertReview,
  inviteCandidate,
  startCandidate,
  updateCandidateInterview,
} from "./interviews";

/* Privacy fixtures (issue 17): a person's whole footprint in one organization, files included. */

/** Random bytes standing for a recording (each one distinct, so a mix-up shows). */
export function recordingBytes(size = 4096): Buffer {
  return randomBytes(size);
}

/**
 * A candidate record of `organizationId` for `person`, with a completed interview (bound to their
 * account when `userId` is given) whose two answers have recordings in the file store, a résumé
 * file, the candidate's feedback and accommodation request, a review, an interview note and a
 * profile note by `teamMemberId`.
 */
export async function insertFootprint(
  app: App,
  {
    organizationId,
    teamMemberId,
    person,
    userId = null,
  }: {
    organizationId: string;
    teamMemberId: string;
    person: { email: string; firstName: string; lastName: string };
    userId?: string | null;
  },
) {
  const record = await insertCandidate(app, organizationId, person);
  const { interview, questions } = await insertInterview(app, organizationId);
  const { candidateInterview } = await inviteCandidate(app, interview, {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    candidateId: userId,
  });
  await attachCandidateInterview(app, candidateInterview.id, record.id);
  await startCandidate(app, candidateInterview.id);
  const completed = await completeCandidate(app, candidateInterview.id);
  const recordings: { key: string; bytes: Buffer }[] = [];
  for (const question of questions) {
    const key = `answers/${organizationId}/${candidateInterview.id}/${question.id}.webm`;
    const bytes = recordingBytes();
    await app.storage.put(key, bytes, { contentType: "video/webm" });
    await insertAnswer(app, candidateInterview, question.id, {
      videoKey: key,
      sizeBytes: bytes.length,
    });
    recordings.push({ key, bytes });
  }
  const resumeKey = `resumes/${organizationId}/${record.id}/resume.pdf`;
  await app.storage.put(resumeKey, Buffer.from("%PDF-1.4 résumé"), {
    contentType: "application/pdf",
  });
  await app.database.db.insert(candidateResumes).values({
    candidateId: record.id,
    organizationId,
    storageKey: resumeKey,
    fileName: `${person.lastName}.pdf`,
    sizeBytes: 16,
  });
  await app.database.db.insert(candidateFeedbacks).values({
    candidateInterviewId: candidateInterview.id,
    organizationId,
    rating: 5,
    comment: "Smooth interview",
  });
  // The candidate's own words, which name them, and the team's reply.
  await app.database.db.insert(accommodationRequests).values({
    organizationId,
    candidateInterviewId: candidateInterview.id,
    kind: "more_time",
    message: `${person.firstName} ${person.lastName} here: may I have more time?`,
    status: "granted",
    reply: `Of course, ${person.firstName}.`,
    answeredById: teamMemberId,
    answeredAt: new Date(),
  });
  await insertReview(app, candidateInterview, teamMemberId, { comment: "Strong answers" });
  await insertInterviewNote(app, candidateInterview, teamMemberId);
  await insertCandidateNote(app, record, teamMemberId);
  return { record, interview, candidateInterview: completed, recordings, resumeKey };
}

/** Sets a final decision at `decidedAt`, as the team's decision does. */
export function decide(
  app: App,
  candidateInterviewId: string,
  decision: "advance" | "reject",
  decidedAt: Date,
) {
  return updateCandidateInterview(app, candidateInterviewId, {
    status: decision === "advance" ? "advanced" : "rejected",
    decision,
    decidedAt,
  });
}

/**
 * Every text-like value (text, varchar, jsonb) of every table of the public schema that contains
 * `needle` (case-insensitive), as `table.column`: the erasure test's proof that nothing is left.
 */
export async function tablesContaining(app: App, needle: string): Promise<string[]> {
  const columns = await app.database.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.data_type = 'ARRAY')
  `);
  const found: string[] = [];
  type Column = { table_name: string; column_name: string };
  for (const { table_name: table, column_name: column } of rowsOf<Column>(columns)) {
    const result = await app.database.db.execute<{ hit: number }>(
      sql`select 1 as hit from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`} limit 1`,
    );
    if (rowsOf(result).length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
