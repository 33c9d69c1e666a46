import { once } from "node:events";
import { PRODUCT_NAME } from "@candor/shared/constants";
import type { ZipArchive } from "archiver";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateFeedbacks,
  candidateInterviews,
  candidates,
  organizations,
  positions,
  prerecordedAnswers,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  users,
} from "../../db/schema/index";
import type { FileStorage } from "../../lib/storage/storage";

/** Whose data: a signed-in person across every organization, or one record of one organization. */
export type ExportSubject =
  | { kind: "user"; userId: string }
  | { kind: "record"; organizationId: string; candidateId: string };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function extension(contentType: string | null): string {
  if (contentType?.includes("mp4")) return "mp4";
  if (contentType?.includes("quicktime")) return "mov";
  return "webm";
}

async function loadInterviews(db: Database, subject: ExportSubject, email: string | null) {
  const where =
    subject.kind === "user"
      ? or(
          eq(candidateInterviews.candidateId, subject.userId),
          email ? sql`lower(${candidateInterviews.email}) = ${email.toLowerCase()}` : sql`false`,
        )
      : and(
          eq(candidateInterviews.organizationId, subject.organizationId),
          eq(candidateInterviews.candidateRecordId, subject.candidateId),
        );
  return db
    .select({
      id: candidateInterviews.id,
      organization: organizations.name,
      subdomain: organizations.subdomain,
      interview: prerecordedInterviews.title,
      position: positions.title,
      email: candidateInterviews.email,
      firstName: candidateInterviews.firstName,
      lastName: candidateInterviews.lastName,
      status: candidateInterviews.status,
      deadline: candidateInterviews.deadline,
      invitedAt: candidateInterviews.invitedAt,
      startedAt: candidateInterviews.startedAt,
      completedAt: candidateInterviews.completedAt,
      timeMultiplier: candidateInterviews.timeMultiplier,
      extraRetakes: candidateInterviews.extraRetakes,
    })
    .from(candidateInterviews)
    .innerJoin(organizations, eq(organizations.id, candidateInterviews.organizationId))
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
    .where(where)
    .orderBy(asc(candidateInterviews.invitedAt), asc(candidateInterviews.id));
}

/**
 * Everything the export holds but the recordings' bytes: `data.json`'s content and the list of
 * files to stream after it (each with its path in the ZIP).
 */
export async function loadExport(db: Database, subject: ExportSubject) {
  const [user] =
    subject.kind === "user"
      ? await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            location: users.location,
            locale: users.locale,
            createdAt: users.createdAt,
            activatedAt: users.activatedAt,
          })
          .from(users)
          .where(eq(users.id, subject.userId))
      : [];
  const recordWhere =
    subject.kind === "user"
      ? user
        ? sql`lower(${candidates.email}) = ${user.email.toLowerCase()}`
        : sql`false`
      : and(
          eq(candidates.organizationId, subject.organizationId),
          eq(candidates.id, subject.candidateId),
        );
  const records = await db
    .select({
      id: candidates.id,
      organization: organizations.name,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phone: candidates.phone,
      location: candidates.location,
      links: candidates.links,
      source: candidates.source,
      createdAt: candidates.createdAt,
    })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.organizationId))
    .where(recordWhere);
  const interviews = await loadInterviews(db, subject, user?.email ?? null);
  const ids = interviews.map((row) => row.id);
  const [answers, feedback] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: prerecordedAnswers.id,
              candidateInterviewId: prerecordedAnswers.candidateInterviewId,
              question: prerecordedInterviewQuestions.text,
              position: prerecordedInterviewQuestions.position,
              videoKey: prerecordedAnswers.videoKey,
              contentType: prerecordedAnswers.contentType,
              sizeBytes: prerecordedAnswers.sizeBytes,
              durationSeconds: prerecordedAnswers.durationSeconds,
              takesUsed: prerecordedAnswers.takesUsed,
              submittedAt: prerecordedAnswers.submittedAt,
            })
            .from(prerecordedAnswers)
            .innerJoin(
              prerecordedInterviewQuestions,
              eq(prerecordedInterviewQuestions.id, prerecordedAnswers.questionId),
            )
            .where(inArray(prerecordedAnswers.candidateInterviewId, ids))
            .orderBy(
              asc(prerecordedAnswers.candidateInterviewId),
              asc(prerecordedInterviewQuestions.position),
            ),
          db
            .select({
              candidateInterviewId: candidateFeedbacks.candidateInterviewId,
              rating: candidateFeedbacks.rating,
              comment: candidateFeedbacks.comment,
              createdAt: candidateFeedbacks.createdAt,
            })
            .from(candidateFeedbacks)
            .where(inArray(candidateFeedbacks.candidateInterviewId, ids)),
        ]);
  const subdomainOf = new Map(interviews.map((row) => [row.id, row.subdomain]));
  const files: { key: string; name: string }[] = [];
  const answerEntries = answers.map((answer) => {
    const name = answer.videoKey
      ? `recordings/${subdomainOf.get(answer.candidateInterviewId)}/${answer.candidateInterviewId}/${String(answer.position + 1).padStart(2, "0")}-${answer.id}.${extension(answer.contentType)}`
      : null;
    if (answer.videoKey && name) files.push({ key: answer.videoKey, name });
    return {
      id: answer.id,
      invitation_id: answer.candidateInterviewId,
      question: answer.question,
      content_type: answer.contentType,
      size_bytes: answer.sizeBytes,
      duration_seconds: answer.durationSeconds,
      takes_used: answer.takesUsed,
      submitted_at: iso(answer.submittedAt),
      file: name,
    };
  });
  const data = {
    product: PRODUCT_NAME,
    profile: user
      ? {
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          location: user.location,
          locale: user.locale,
          created_at: iso(user.createdAt),
          activated_at: iso(user.activatedAt),
        }
      : null,
    candidate_records: records.map((record) => ({
      id: record.id,
      organization: record.organization,
      first_name: record.firstName,
      last_name: record.lastName,
      email: record.email,
      phone: record.phone,
      location: record.location,
      links: record.links,
      source: record.source,
      created_at: iso(record.createdAt),
    })),
    invitations: interviews.map((row) => ({
      id: row.id,
      organization: row.organization,
      position: row.position,
      interview: row.interview,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      status: row.status,
      deadline: iso(row.deadline),
      invited_at: iso(row.invitedAt),
      started_at: iso(row.startedAt),
      completed_at: iso(row.completedAt),
      time_multiplier: row.timeMultiplier,
      extra_retakes: row.extraRetakes,
    })),
    answers: answerEntries,
    feedback: feedback.map((row) => ({
      invitation_id: row.candidateInterviewId,
      rating: row.rating,
      comment: row.comment,
      created_at: iso(row.createdAt),
    })),
  };
  return { data, files };
}

/**
 * The ZIP, as a stream: `data.json`, then each recording read from the file store only when the
 * previous one has gone into the archive, so memory holds one file's buffers, never the export
 * (a slow client slows the reads through the stream's backpressure).
 */
export async function streamExport(
  storage: Pick<FileStorage, "get">,
  content: Awaited<ReturnType<typeof loadExport>>,
  onError: (error: unknown) => void,
): Promise<ZipArchive> {
  // Loaded on first use, not at every start (issue 15).
  const { ZipArchive } = await import("archiver");
  // Recordings are compressed video already: stored as they are, which costs no CPU.
  const archive = new ZipArchive({ store: true });
  // A client that goes away closes the archive: stop reading files for it.
  const gone = new AbortController();
  archive.once("close", () => gone.abort());
  const entryDone = () => once(archive, "entry", { signal: gone.signal });
  const fill = async () => {
    archive.append(`${JSON.stringify(content.data, null, 2)}\n`, { name: "data.json" });
    await entryDone();
    for (const file of content.files) {
      const stored = await storage.get(file.key);
      if (!stored) continue;
      if (gone.signal.aborted) {
        stored.stream.destroy();
        return;
      }
      archive.append(stored.stream, { name: file.name });
      await entryDone();
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    if (gone.signal.aborted) return;
    onError(error);
    archive.abort();
  });
  return archive;
}
