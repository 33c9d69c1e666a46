import { createHash, randomBytes, randomUUID } from "node:crypto";
import type {
  candidateEvents,
  candidateFeedbacks,
  candidateInterviewReviews,
  candidateInterviews,
  candidateNotes,
  candidatePositions,
  candidates,
  prerecordedAnswers,
  prerecordedInterviewEvents,
  reviewScores,
} from "../schema/index";
import { STORY_CANDIDATES } from "./demo-hiring-candidates";
import {
  DEMO_CANDIDATE_EMAIL,
  STORY_POSITIONS,
  type StoryApplication,
  type StoryCandidate,
} from "./demo-hiring-story";

export type StoryPeople = {
  adminId: string | null;
  hrId: string | null;
  reviewerId: string | null;
  candidateUserId: string | null;
};

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
export type StoryRows = {
  candidates: Insert<typeof candidates>[];
  candidatePositions: Insert<typeof candidatePositions>[];
  candidateInterviews: Insert<typeof candidateInterviews>[];
  answers: Insert<typeof prerecordedAnswers>[];
  reviews: Insert<typeof candidateInterviewReviews>[];
  scores: Insert<typeof reviewScores>[];
  feedbacks: Insert<typeof candidateFeedbacks>[];
  notes: Insert<typeof candidateNotes>[];
  events: Insert<typeof candidateEvents>[];
  interviewEvents: Insert<typeof prerecordedInterviewEvents>[];
};

type Context = {
  organizationId: string;
  people: StoryPeople;
  criterionIds: string[];
  positionIds: Map<string, string>;
  interviews: Map<string, { id: string; questionIds: string[] }>;
  now: Date;
  /** The storage key of an answer's video; null: the answers have none. */
  videoKey: ((answerId: string) => string) | null;
};

const DAY = 86_400_000;
const ANSWER_SECONDS = 18.9;
/** The stages a candidate went through after the first, to reach each final stage. */
const STAGE_PATHS: Record<string, string[]> = {
  applied: [],
  one_way_interview: [],
  live_interview: ["live_interview"],
  offer: ["live_interview", "offer"],
  hired: ["live_interview", "offer", "hired"],
  rejected: ["rejected"],
};
const STATUS_OF_DECISION = { advance: "advanced", reject: "rejected", hold: "reviewed" } as const;

/** Every row of the story but the setup's, with ids and times worked out. */
export function buildStoryRows(context: Context): StoryRows {
  const rows: StoryRows = {
    candidates: [],
    candidatePositions: [],
    candidateInterviews: [],
    answers: [],
    reviews: [],
    scores: [],
    feedbacks: [],
    notes: [],
    events: [],
    interviewEvents: [],
  };
  for (const [index, story] of STORY_CANDIDATES.entries()) {
    addCandidate(rows, context, story, index);
  }
  return rows;
}

function addCandidate(rows: StoryRows, context: Context, story: StoryCandidate, index: number) {
  const { organizationId, people, now } = context;
  const candidateId = randomUUID();
  // Hours apart, so candidates who came the same day still have an order.
  const startOf = (application: StoryApplication) =>
    new Date(now.getTime() - application.daysAgo * DAY - (index % 7) * 3_600_000);
  const firstAt = new Date(Math.min(...story.applications.map((a) => startOf(a).getTime())));
  const actorId = story.source === "public_link" ? null : people.hrId;
  let lastActivity = firstAt;
  const event = (kind: Insert<typeof candidateEvents>["kind"], at: Date, payload = {}) => {
    rows.events.push({ organizationId, candidateId, kind, payload, actorId: people.hrId, at });
    if (at > lastActivity) lastActivity = at;
  };
  rows.events.push({
    organizationId,
    candidateId,
    kind: "created",
    payload: { source: story.source },
    actorId,
    at: firstAt,
  });

  for (const application of story.applications) {
    const position = STORY_POSITIONS.find((p) => p.key === application.position);
    const positionId = context.positionIds.get(application.position);
    if (!position || !positionId) continue;
    const start = startOf(application);
    // Moments of this application, as a fraction of the time from its start to an hour ago.
    const at = (fraction: number) =>
      new Date(start.getTime() + fraction * (now.getTime() - 3_600_000 - start.getTime()));
    const candidatePositionId = randomUUID();
    const interview = context.interviews.get(application.position);
    const firstStage = application.interview && interview ? "one_way_interview" : "applied";
    const path = STAGE_PATHS[application.stage] ?? [];
    const titles = { position_id: positionId, position_title: position.title };
    event("position_added", start, {
      candidate_position_id: candidatePositionId,
      ...titles,
      stage: firstStage,
    });
    if (application.interview && interview) {
      event("interview_invited", start, { interview_id: interview.id, position_id: positionId });
      addInterview(rows, context, {
        story,
        candidateId,
        positionId,
        interview,
        plan: application.interview,
        at,
      });
    }
    let stage = firstStage;
    let stageChangedAt = start;
    for (const [step, next] of path.entries()) {
      stageChangedAt = at(0.5 + (0.4 * step) / Math.max(path.length, 1));
      event("stage_changed", stageChangedAt, {
        candidate_position_id: candidatePositionId,
        ...titles,
        from: stage,
        to: next,
      });
      stage = next;
    }
    rows.candidatePositions.push({
      id: candidatePositionId,
      organizationId,
      candidateId,
      positionId,
      stage: application.stage,
      stageChangedAt,
      createdAt: start,
      updatedAt: stageChangedAt,
    });
  }

  for (const [noteIndex, description] of (story.notes ?? []).entries()) {
    const noteId = randomUUID();
    const latest = story.applications.reduce((a, b) => (a.daysAgo < b.daysAgo ? a : b));
    const noteAt = new Date(
      now.getTime() -
        latest.daysAgo * DAY * (story.notes?.length === 1 ? 0.4 : 0.6 - noteIndex * 0.4),
    );
    const authorId = noteIndex % 2 === 0 ? people.hrId : (people.adminId ?? people.hrId);
    rows.notes.push({
      id: noteId,
      organizationId,
      candidateId,
      authorId,
      description,
      createdAt: noteAt,
      updatedAt: noteAt,
    });
    event("note_added", noteAt, { note_id: noteId });
  }

  rows.candidates.push({
    id: candidateId,
    organizationId,
    firstName: story.firstName,
    lastName: story.lastName,
    email: story.email,
    phone: story.phone ?? null,
    location: story.location ?? null,
    source: story.source,
    tags: story.tags ?? [],
    lastActivityAt: lastActivity,
    createdAt: firstAt,
    updatedAt: lastActivity,
  });
}

function addInterview(
  rows: StoryRows,
  context: Context,
  input: {
    story: StoryCandidate;
    candidateId: string;
    positionId: string;
    interview: { id: string; questionIds: string[] };
    plan: NonNullable<StoryApplication["interview"]>;
    at: (fraction: number) => Date;
  },
) {
  const { organizationId, people } = context;
  const { story, plan, at, interview } = input;
  const id = randomUUID();
  const invitedAt = at(0);
  const started = plan.status !== "invited";
  const completed = plan.status === "completed";
  const startedAt = started ? at(completed ? 0.15 : 0.5) : null;
  const completedAt = completed ? new Date(at(0.15).getTime() + 25 * 60_000) : null;
  const reviewers = completed ? (plan.reviewers ?? []) : [];
  const decidedAt = plan.decision ? at(0.45) : null;
  const status = plan.decision
    ? STATUS_OF_DECISION[plan.decision]
    : reviewers.length > 0
      ? "reviewed"
      : plan.status;
  const isDemoCandidate = story.email === DEMO_CANDIDATE_EMAIL;
  rows.candidateInterviews.push({
    id,
    organizationId,
    interviewId: interview.id,
    positionId: input.positionId,
    candidateId: isDemoCandidate ? people.candidateUserId : null,
    candidateRecordId: input.candidateId,
    email: story.email,
    firstName: story.firstName,
    lastName: story.lastName,
    // A token nobody knows: the demo candidate opens theirs from the dashboard.
    invitationTokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
    status,
    decision: plan.decision ?? null,
    version: started ? 1 : null,
    invitedById: people.hrId,
    invitedAt,
    startedAt,
    completedAt,
    decidedAt,
    createdAt: invitedAt,
    updatedAt: decidedAt ?? completedAt ?? startedAt ?? invitedAt,
  });
  rows.interviewEvents.push({
    interviewId: interview.id,
    organizationId,
    actorId: people.hrId,
    action: "candidates_invited",
    details: { emails: [story.email], count: 1 },
    createdAt: invitedAt,
  });

  if (startedAt) {
    const answered = completed ? interview.questionIds : interview.questionIds.slice(0, 1);
    for (const [index, questionId] of answered.entries()) {
      const answerId = randomUUID();
      const submittedAt = new Date(startedAt.getTime() + (index + 1) * 6 * 60_000);
      rows.answers.push({
        id: answerId,
        candidateInterviewId: id,
        questionId,
        organizationId,
        videoKey: context.videoKey ? context.videoKey(answerId) : null,
        contentType: context.videoKey ? "video/webm" : null,
        durationSeconds: context.videoKey ? ANSWER_SECONDS : null,
        takesUsed: index === 1 ? 2 : 1,
        submittedAt,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      });
    }
  }

  for (const [index, who] of reviewers.entries()) {
    const reviewerId = who === "hr" ? people.hrId : people.reviewerId;
    if (!reviewerId) continue;
    const reviewId = randomUUID();
    const submittedAt = at(0.25 + index * 0.08);
    rows.reviews.push({
      id: reviewId,
      candidateInterviewId: id,
      organizationId,
      reviewerId,
      comment: index === 0 ? (plan.comment ?? "") : "Agree with the scores above, roughly.",
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
    for (const [criterionIndex, criterionId] of context.criterionIds.entries()) {
      // Reviewers agree roughly: the candidate's quality, a point either way by criterion.
      const offset = ((criterionIndex + index + story.lastName.length) % 3) - 1;
      const rating = Math.min(5, Math.max(1, (plan.quality ?? 3) + offset));
      rows.scores.push({ reviewId, criterionId, organizationId, rating });
    }
  }

  if (completedAt && plan.feedback) {
    rows.feedbacks.push({
      candidateInterviewId: id,
      organizationId,
      rating: plan.feedback,
      comment:
        plan.feedback >= 5 ? "Clear instructions, and the retake took the pressure off." : "",
      createdAt: new Date(completedAt.getTime() + 60_000),
    });
  }
  if (plan.decision && decidedAt) {
    rows.interviewEvents.push({
      interviewId: interview.id,
      organizationId,
      actorId: people.hrId,
      action: "candidate_decided",
      details: {
        candidate_interview_id: id,
        email: story.email,
        decision: plan.decision,
        status: STATUS_OF_DECISION[plan.decision],
        notified: plan.decision !== "hold",
      },
      createdAt: decidedAt,
    });
  }
}
