import { DEFAULT_PIPELINE_STAGES } from "@candor/shared/schemas/candidates";
import { eq } from "drizzle-orm";
import type { App } from "../src/app";
import {
  candidateInterviews,
  candidateNotes,
  candidatePositions,
  candidates,
  pipelineStages,
} from "../src/db/schema/index";
import type { Actor } from "./organizations";

/* Candidate fixtures (issue 12): rows inserted straight into the database, or made through the API. */

export type CandidateRow = typeof candidates.$inferSelect;

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

/** Creates a candidate through the API (201 expected) and answers its resource. */
export async function createCandidate(
  app: App,
  actor: Actor,
  body: Record<string, unknown> = {},
): Promise<{ id: string; attributes: Record<string, unknown> }> {
  const response = await app.inject({
    method: "POST",
    url: "/v1/candidates",
    headers: actor.headers,
    payload: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: `ada-${next()}@example.com`,
      ...body,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`candidate not created: ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

/** A candidate stored straight in the database. */
export async function insertCandidate(
  app: App,
  organizationId: string,
  values: Partial<typeof candidates.$inferInsert> = {},
): Promise<CandidateRow> {
  const [row] = await app.database.db
    .insert(candidates)
    .values({
      organizationId,
      firstName: "Stored",
      lastName: "Candidate",
      email: `stored-${next()}@example.com`,
      ...values,
    })
    .returning();
  if (!row) throw new Error("candidate not inserted");
  return row;
}

/** The default pipeline, as the migration and first use give it. */
export async function insertDefaultStages(app: App, organizationId: string) {
  await app.database.db
    .insert(pipelineStages)
    .values(
      DEFAULT_PIPELINE_STAGES.map((stage, position) => ({ organizationId, ...stage, position })),
    )
    .onConflictDoNothing();
}

/** One more stage at the end of the organization's default pipeline, with nobody in it. */
export async function insertStage(app: App, organizationId: string) {
  await insertDefaultStages(app, organizationId);
  const [row] = await app.database.db
    .insert(pipelineStages)
    .values({
      organizationId,
      key: `stage_${next().replace("-", "_")}`,
      name: `Stage ${next()}`,
      position: 100,
    })
    .returning();
  if (!row) throw new Error("stage not inserted");
  return row;
}

/** A candidate in a position at `stage` (the organization's default pipeline is given first). */
export async function insertCandidatePosition(
  app: App,
  candidate: Pick<CandidateRow, "id" | "organizationId">,
  positionId: string,
  stage = "applied",
) {
  await insertDefaultStages(app, candidate.organizationId);
  const [row] = await app.database.db
    .insert(candidatePositions)
    .values({
      organizationId: candidate.organizationId,
      candidateId: candidate.id,
      positionId,
      stage,
    })
    .returning();
  if (!row) throw new Error("candidate position not inserted");
  return row;
}

/** Makes a fixture's candidate interview one of `candidateId`'s. */
export async function attachCandidateInterview(
  app: App,
  candidateInterviewId: string,
  candidateId: string,
) {
  await app.database.db
    .update(candidateInterviews)
    .set({ candidateRecordId: candidateId })
    .where(eq(candidateInterviews.id, candidateInterviewId));
}

/** A note on a candidate by `authorId`. */
export async function insertCandidateNote(
  app: App,
  candidate: Pick<CandidateRow, "id" | "organizationId">,
  authorId: string,
) {
  const [row] = await app.database.db
    .insert(candidateNotes)
    .values({
      organizationId: candidate.organizationId,
      candidateId: candidate.id,
      authorId,
      description: "<p>Stored note</p>",
    })
    .returning();
  if (!row) throw new Error("candidate note not inserted");
  return row;
}
