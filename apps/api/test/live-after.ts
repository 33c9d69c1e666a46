import { randomUUID } from "node:crypto";
import type { App } from "../src/app";
import {
  liveInterviewInterviewers,
  liveInterviewSlots,
  liveInterviews,
} from "../src/db/schema/index";
import { hashToken } from "../src/lib/tokens";

/* Live interviews stored straight in the database, for the slot page and feedback tests. */

export async function insertLiveInterview(
  app: App,
  values: {
    organizationId: string;
    candidateId: string;
    positionId: string;
    interviewerIds: string[];
    startsAt?: Date | null;
    durationMinutes?: number;
    status?: "scheduled" | "awaiting_candidate" | "done" | "cancelled" | "no_show";
    scorecardId?: string | null;
    title?: string;
  },
) {
  const token = `token-${randomUUID()}`;
  const [row] = await app.database.db
    .insert(liveInterviews)
    .values({
      organizationId: values.organizationId,
      candidateId: values.candidateId,
      positionId: values.positionId,
      title: values.title ?? "Technical interview",
      startsAt: values.startsAt === undefined ? new Date(Date.now() + 86_400_000) : values.startsAt,
      durationMinutes: values.durationMinutes ?? 45,
      timeZone: "Europe/Rome",
      status: values.status ?? "scheduled",
      scorecardId: values.scorecardId ?? null,
      icalUid: `${randomUUID()}@candor.test`,
      candidateAccessTokenHash: hashToken(token),
    })
    .returning();
  if (!row) throw new Error("live interview not inserted");
  if (values.interviewerIds.length > 0) {
    await app.database.db.insert(liveInterviewInterviewers).values(
      values.interviewerIds.map((userId) => ({
        organizationId: values.organizationId,
        liveInterviewId: row.id,
        userId,
      })),
    );
  }
  return { ...row, token };
}

export async function insertSlots(
  app: App,
  interview: { id: string; organizationId: string },
  startsAt: Date[],
) {
  return app.database.db
    .insert(liveInterviewSlots)
    .values(
      startsAt.map((start) => ({
        organizationId: interview.organizationId,
        liveInterviewId: interview.id,
        startsAt: start,
      })),
    )
    .returning();
}
