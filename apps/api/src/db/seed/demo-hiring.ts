import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import { DEFAULT_PIPELINE_STAGES } from "@candor/shared/schemas/candidates";
import { eq, inArray, sql } from "drizzle-orm";
import { API_ROOT } from "../../config";
import type { FileStorage } from "../../lib/storage/storage";
import type { Database } from "../client";
import {
  appSettings,
  candidateEvents,
  candidateFeedbacks,
  candidateInterviewReviews,
  candidateInterviews,
  candidateNotes,
  candidatePositions,
  candidates,
  organizations,
  pipelineStages,
  positionHiringTeamMembers,
  positions,
  prerecordedAnswers,
  prerecordedInterviewEvents,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  prerecordedInterviewVersions,
  reviewScores,
  scorecardCriteria,
  scorecards,
  users,
} from "../schema/index";
import { writeDemoFairReviews } from "./demo-fair-reviews";
import { buildStoryRows, type StoryPeople, type StoryRows } from "./demo-hiring-rows";
import { STORY_POSITIONS, STORY_SCORECARD } from "./demo-hiring-story";
import { seedDemoLiveFeedback } from "./demo-live-feedback";
import { writeDemoLiveInterviews } from "./demo-live-interviews";
import { writeDemoPrivacy } from "./demo-privacy";
import { rebuildDemoStageEntries } from "./demo-reports";

/** Set once the story was written (or found unwanted): later starts add nothing. */
export const DEMO_HIRING_SEEDED_KEY = "demo_hiring_seeded";

export type DemoHiringOptions = {
  /** Where the answers' videos go; without it the answers have no video. */
  storage?: FileStorage;
  /** A short clip every recorded answer gets a copy of (a candidate's deleted with theirs). */
  answerClipPath?: string;
  now?: Date;
};

export type DemoHiringResult = { created: boolean; candidates: number; videos: number };

/**
 * Writes the demo organization's hiring story (demo-hiring-story.ts) in one transaction, once:
 * positions, a scorecard, two one-way interviews, candidates over every stage with their
 * interviews, answers, reviews, decisions, notes and timeline. Rows are written directly (the
 * seed runs before any request, under the seed's advisory lock) in multi-row inserts: it takes
 * a few hundred milliseconds. An organization that already has positions or candidates (made
 * before this story existed) is left alone. The answers' videos are copied after the commit.
 */
export async function seedDemoHiring(
  db: Database,
  options: DemoHiringOptions = {},
): Promise<DemoHiringResult> {
  const now = options.now ?? new Date();
  const clip =
    options.storage && options.answerClipPath ? await readClip(options.answerClipPath) : null;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`lower(${organizations.subdomain}) = ${DEMO_SUBDOMAIN}`);
    if (!organization) return null;
    const [marker] = await tx
      .insert(appSettings)
      .values({ key: DEMO_HIRING_SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (!marker || (await hasHiringData(tx, organization.id))) return null;

    const people = await findPeople(tx, organization.id);
    const ids = await writeSetup(tx, organization.id, people, now);
    const story = buildStoryRows({
      organizationId: organization.id,
      people,
      ...ids,
      now,
      videoKey: clip ? (answerId) => `videos/${organization.id}/answer/${answerId}.webm` : null,
    });
    await writeStory(tx, story);
    await writeDemoPrivacy(tx, { organizationId: organization.id, hrId: people.hrId, now });
    await rebuildDemoStageEntries(tx, organization.id);
    await writeDemoLiveInterviews(tx, { organizationId: organization.id, people, story, now });
    // After the demo's live interviews: the past ones get their panel's feedback.
    await seedDemoLiveFeedback(tx, organization.id, now);
    await writeDemoFairReviews(tx, {
      organizationId: organization.id,
      adminId: people.adminId,
      reviewerId: people.reviewerId,
      candidateUserId: people.candidateUserId,
      now,
    });
    return story;
  });
  if (!rows) return { created: false, candidates: 0, videos: 0 };

  const keys = rows.answers.flatMap((answer) => (answer.videoKey ? [answer.videoKey] : []));
  if (clip && options.storage) {
    const storage = options.storage;
    await Promise.all(keys.map((key) => storage.put(key, clip, { contentType: "video/webm" })));
  }
  return { created: true, candidates: rows.candidates.length, videos: keys.length };
}

/**
 * The clip the demo answers show: the training area's sample candidate answer, from the built
 * web app, or from its sources when the API runs without a build of it (tests, `npm run dev`).
 */
export function demoAnswerClipPath(webDistDir: string): string {
  const file = "media/training/practice-candidate-answer.webm";
  const built = path.join(webDistDir, file);
  return existsSync(built) ? built : path.join(API_ROOT, "../web/public", file);
}

async function readClip(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null; // no clip shipped (a bare API image): the answers go without video
  }
}

async function hasHiringData(tx: Database, organizationId: string): Promise<boolean> {
  const [position] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(eq(positions.organizationId, organizationId))
    .limit(1);
  const [candidate] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.organizationId, organizationId))
    .limit(1);
  return Boolean(position ?? candidate);
}

async function findPeople(tx: Database, organizationId: string): Promise<StoryPeople> {
  const emails = [
    "admin@demo.candor.test",
    "hr@demo.candor.test",
    "reviewer@demo.candor.test",
    "candidate@demo.candor.test",
  ];
  const found = await tx
    .select({ id: users.id, email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const byEmail = new Map(found.map((user) => [user.email.toLowerCase(), user]));
  const member = (email: string) => {
    const user = byEmail.get(email);
    return user?.organizationId === organizationId ? user.id : null;
  };
  return {
    adminId: member("admin@demo.candor.test"),
    hrId: member("hr@demo.candor.test"),
    reviewerId: member("reviewer@demo.candor.test"),
    candidateUserId: byEmail.get("candidate@demo.candor.test")?.id ?? null,
  };
}

/** The pipeline, the scorecard, the positions and their interviews; their ids for the rest. */
async function writeSetup(tx: Database, organizationId: string, people: StoryPeople, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx
    .insert(pipelineStages)
    .values(
      DEFAULT_PIPELINE_STAGES.map((stage, position) => ({ organizationId, ...stage, position })),
    )
    .onConflictDoNothing();

  const scorecardId = randomUUID();
  await tx.insert(scorecards).values({
    id: scorecardId,
    organizationId,
    name: STORY_SCORECARD.name,
    createdById: people.hrId,
    createdAt: daysAgo(40),
    updatedAt: daysAgo(40),
  });
  const criteria = STORY_SCORECARD.criteria.map((criterion, position) => ({
    id: randomUUID(),
    scorecardId,
    organizationId,
    ...criterion,
    ratingScale: 5,
    position,
  }));
  await tx.insert(scorecardCriteria).values(criteria);

  const positionIds = new Map<string, string>();
  const interviews = new Map<string, { id: string; questionIds: string[] }>();
  for (const story of STORY_POSITIONS) {
    const positionId = randomUUID();
    positionIds.set(story.key, positionId);
    const { key: _key, interview, openedDaysAgo, closedDaysAgo, ...fields } = story;
    await tx.insert(positions).values({
      id: positionId,
      organizationId,
      ...fields,
      ownerId: people.hrId,
      createdById: people.hrId,
      scorecardId,
      openedAt: daysAgo(openedDaysAgo),
      closedAt: closedDaysAgo === undefined ? null : daysAgo(closedDaysAgo),
      createdAt: daysAgo(openedDaysAgo + 1),
      updatedAt: daysAgo(closedDaysAgo ?? openedDaysAgo),
    });
    if (people.reviewerId && story.status === "open") {
      await tx
        .insert(positionHiringTeamMembers)
        .values({ positionId, userId: people.reviewerId, organizationId });
    }
    if (!interview) continue;
    const interviewId = randomUUID();
    const versionId = randomUUID();
    const createdAt = daysAgo(openedDaysAgo);
    await tx.insert(prerecordedInterviews).values({
      id: interviewId,
      organizationId,
      positionId,
      title: interview.title,
      welcomeMessage: interview.welcomeMessage,
      deadline: new Date(now.getTime() + interview.deadlineInDays * 86_400_000),
      scorecardId,
      createdById: people.hrId,
      createdAt,
      updatedAt: createdAt,
    });
    // Locked: candidates have started on it.
    await tx.insert(prerecordedInterviewVersions).values({
      id: versionId,
      interviewId,
      organizationId,
      number: 1,
      lockedAt: daysAgo(openedDaysAgo - 2),
      createdById: people.hrId,
      createdAt,
    });
    const questions = interview.questions.map((text, position) => ({
      id: randomUUID(),
      versionId,
      interviewId,
      organizationId,
      position,
      text,
      thinkTimeSeconds: 30,
      answerTimeSeconds: 120,
      retakesAllowed: 1,
    }));
    await tx.insert(prerecordedInterviewQuestions).values(questions);
    await tx.insert(prerecordedInterviewEvents).values({
      interviewId,
      organizationId,
      actorId: people.hrId,
      action: "created",
      details: { title: interview.title, questions_count: questions.length },
      createdAt,
    });
    interviews.set(story.key, { id: interviewId, questionIds: questions.map((q) => q.id) });
  }
  return { scorecardId, criterionIds: criteria.map((c) => c.id), positionIds, interviews };
}

/** Multi-row inserts, parents first. */
async function writeStory(tx: Database, rows: StoryRows) {
  await tx.insert(candidates).values(rows.candidates);
  await tx.insert(candidatePositions).values(rows.candidatePositions);
  // In invitation order: the insert numbers each interview's candidates ("Candidate 7").
  await tx
    .insert(candidateInterviews)
    .values(
      [...rows.candidateInterviews].sort(
        (a, b) => (a.invitedAt?.getTime() ?? 0) - (b.invitedAt?.getTime() ?? 0),
      ),
    );
  await tx.insert(prerecordedAnswers).values(rows.answers);
  await tx.insert(candidateInterviewReviews).values(rows.reviews);
  await tx.insert(reviewScores).values(rows.scores);
  await tx.insert(candidateFeedbacks).values(rows.feedbacks);
  await tx.insert(candidateNotes).values(rows.notes);
  await tx.insert(candidateEvents).values(rows.events);
  await tx.insert(prerecordedInterviewEvents).values(rows.interviewEvents);
}
