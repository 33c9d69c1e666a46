import { randomUUID } from "node:crypto";
import { candidateTokenHashOf } from "../../modules/live-interviews/live-interviews.links";
import type { Database } from "../client";
import {
  liveInterviewAgendaItems,
  liveInterviewInterviewers,
  liveInterviews,
} from "../schema/index";
import type { StoryPeople, StoryRows } from "./demo-hiring-rows";

/*
 * The demo organization's live interviews (issue 13): one upcoming in the built-in room, one on
 * an external link, one held last week, one cancelled, with candidates the hiring story put at
 * the "Live interview" and "Offer" stages. Inserted in the story's transaction, so an interrupted
 * seed leaves none; no email goes out for them.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Plan = {
  stage: string;
  title: string;
  /** From today's 00:00 UTC. */
  startsInMs: number;
  status: "scheduled" | "done" | "cancelled";
  locationType: "room" | "link";
};

const PLANS: Plan[] = [
  {
    stage: "live_interview",
    title: "Technical interview",
    startsInMs: 2 * DAY + 9 * HOUR,
    status: "scheduled",
    locationType: "room",
  },
  {
    stage: "live_interview",
    title: "Meet the team",
    startsInMs: 3 * DAY + 14 * HOUR,
    status: "scheduled",
    locationType: "link",
  },
  {
    stage: "offer",
    title: "Final interview",
    startsInMs: -5 * DAY + 10 * HOUR,
    status: "done",
    locationType: "room",
  },
  {
    stage: "live_interview",
    title: "Portfolio review",
    startsInMs: 4 * DAY + 11 * HOUR,
    status: "cancelled",
    locationType: "room",
  },
];

const AGENDA = [
  "Walk us through a project you are proud of.",
  "How do you decide what to build first?",
  "Tell us about a disagreement with a colleague and how it ended.",
];

export async function writeDemoLiveInterviews(
  tx: Database,
  context: { organizationId: string; people: StoryPeople; story: StoryRows; now: Date },
) {
  const { organizationId, people, story, now } = context;
  const panel = [people.hrId, people.reviewerId].filter((id): id is string => Boolean(id));
  if (panel.length === 0) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const used = new Set<string>();
  for (const plan of PLANS) {
    const application = story.candidatePositions.find(
      (row) => row.stage === plan.stage && !used.has(String(row.candidateId)),
    );
    if (!application) continue;
    used.add(String(application.candidateId));
    const id = randomUUID();
    const startsAt = new Date(today + plan.startsInMs);
    await tx.insert(liveInterviews).values({
      id,
      organizationId,
      candidateId: String(application.candidateId),
      positionId: String(application.positionId),
      title: plan.title,
      startsAt,
      durationMinutes: 45,
      timeZone: "Europe/Rome",
      locationType: plan.locationType,
      location: plan.locationType === "link" ? "https://meet.example.com/candor-demo" : null,
      panelNotes: "Focus on ownership and how they explain trade-offs.",
      showAgendaToCandidate: plan.locationType === "room",
      status: plan.status,
      icalUid: `${id}@live-interviews.candor`,
      icalSequence: plan.status === "cancelled" ? 1 : 0,
      candidateAccessTokenHash: await candidateTokenHashOf(tx, id),
      createdByUserId: people.hrId ?? people.adminId,
      createdAt: new Date(now.getTime() - 7 * DAY),
      updatedAt: now,
      cancelledAt: plan.status === "cancelled" ? now : null,
    });
    await tx
      .insert(liveInterviewInterviewers)
      .values(panel.map((userId) => ({ organizationId, liveInterviewId: id, userId })));
    await tx
      .insert(liveInterviewAgendaItems)
      .values(
        AGENDA.map((text, position) => ({ organizationId, liveInterviewId: id, position, text })),
      );
  }
}
