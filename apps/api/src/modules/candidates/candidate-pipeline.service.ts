import {
  type CandidateSource,
  type CreateCandidatePositionInput,
  INITIAL_STAGE_KEY,
  INTERVIEW_STAGE_KEY,
  type UpdateCandidatePositionInput,
} from "@candor/shared/schemas/candidates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import {
  type CandidatePositionRow,
  findCandidatePosition,
  findCandidatePositionOf,
  findPositionTitle,
  insertCandidatePosition,
  insertEvent,
  listStages,
  lockCandidatePosition,
  setStage,
} from "./candidate-pipeline.queries";
import {
  type CandidateScope,
  findCandidateByEmail,
  insertCandidate,
  lockCandidate,
  updateCandidate,
} from "./candidates.queries";
import { serializeCandidatePosition } from "./candidates.serializer";

export type InvitationOfCandidate = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  interviewId: string;
  /** Shown in the timeline (the interview may be renamed or deleted later). */
  interviewTitle?: string;
  positionId: string;
  /** `interview_invitation` (a personal link) or `public_link`. */
  source: CandidateSource;
  actorId: string | null;
  now: Date;
};

/**
 * A candidate's way through positions: joining one at a stage, moving along, and being put in
 * the interview's position when invited. Every move is recorded in the candidate's timeline.
 */
export function createCandidatePipeline({ db, clock }: { db: Database; clock: () => Date }) {
  async function stageOrInvalid(tx: Database, scope: CandidateScope, stage: string) {
    const stages = await listStages(tx, scope);
    const found = stages.find((row) => row.key === stage);
    if (!found) throw AppError.fields({ stage: ["invalid"] });
    return found;
  }

  async function candidatePosition(scope: CandidateScope, candidatePositionId: string) {
    const row = await findCandidatePosition(db, { ...scope, candidatePositionId });
    if (!row) throw AppError.notFound();
    return serializeCandidatePosition(row);
  }

  /** Puts the candidate in the position at `stage` unless there already; the row either way. */
  async function join(
    tx: Database,
    scope: CandidateScope,
    values: {
      candidateId: string;
      positionId: string;
      positionTitle: string;
      stage: string;
      actorId: string | null;
      now: Date;
    },
  ): Promise<{ row: CandidatePositionRow; joined: boolean }> {
    const inserted = await insertCandidatePosition(tx, {
      organizationId: scope.organizationId,
      candidateId: values.candidateId,
      positionId: values.positionId,
      stage: values.stage,
      stageChangedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    });
    if (!inserted) {
      const existing = await findCandidatePositionOf(tx, { ...scope, ...values });
      if (!existing) throw new Error("candidate position neither inserted nor found");
      return { row: existing, joined: false };
    }
    await insertEvent(tx, {
      organizationId: scope.organizationId,
      candidateId: values.candidateId,
      kind: "position_added",
      payload: {
        candidate_position_id: inserted.id,
        position_id: values.positionId,
        position_title: values.positionTitle,
        stage: values.stage,
      },
      actorId: values.actorId,
      at: values.now,
    });
    return { row: inserted, joined: true };
  }

  /**
   * The organization's record of the address, or a new one with `source` (and its "created"
   * event). Concurrent calls for one address meet on the unique email: one inserts, the other finds.
   */
  async function findOrCreate(
    tx: Database,
    scope: CandidateScope,
    person: {
      email: string;
      firstName: string | null;
      lastName: string | null;
      source: CandidateSource;
      actorId: string | null;
      now: Date;
    },
  ) {
    const { now } = person;
    let candidate = await findCandidateByEmail(tx, { ...scope, email: person.email });
    if (candidate) return candidate;
    candidate =
      (await insertCandidate(tx, {
        organizationId: scope.organizationId,
        firstName: person.firstName ?? "",
        lastName: person.lastName ?? "",
        email: person.email.toLowerCase(),
        source: person.source,
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })) ?? (await findCandidateByEmail(tx, { ...scope, email: person.email }));
    if (!candidate) throw new Error("candidate neither inserted nor found");
    await insertEvent(tx, {
      organizationId: scope.organizationId,
      candidateId: candidate.id,
      kind: "created",
      payload: { source: person.source },
      actorId: person.actorId,
      at: now,
    });
    return candidate;
  }

  async function move(
    tx: Database,
    scope: CandidateScope,
    current: CandidatePositionRow,
    values: { stage: string; positionTitle: string; actorId: string | null; now: Date },
  ) {
    if (current.stage === values.stage) return;
    await setStage(tx, {
      ...scope,
      candidatePositionId: current.id,
      stage: values.stage,
      now: values.now,
    });
    await insertEvent(tx, {
      organizationId: scope.organizationId,
      candidateId: current.candidateId,
      kind: "stage_changed",
      payload: {
        candidate_position_id: current.id,
        position_id: current.positionId,
        position_title: values.positionTitle,
        from: current.stage,
        to: values.stage,
      },
      actorId: values.actorId,
      at: values.now,
    });
    await updateCandidate(tx, {
      ...scope,
      candidateId: current.candidateId,
      values: { lastActivityAt: values.now },
    });
  }

  return {
    /** `POST /v1/candidate_positions`: 404 for another organization's candidate or position. */
    async addToPosition(scope: MemberScope, input: CreateCandidatePositionInput) {
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const candidate = await lockCandidate(tx, { ...scope, candidateId: input.candidate_id });
        const positionTitle = await findPositionTitle(tx, {
          ...scope,
          positionId: input.position_id,
        });
        if (!candidate || positionTitle === undefined) throw AppError.notFound();
        const stage = await stageOrInvalid(tx, scope, input.stage ?? INITIAL_STAGE_KEY);
        const { row, joined } = await join(tx, scope, {
          candidateId: candidate.id,
          positionId: input.position_id,
          positionTitle,
          stage: stage.key,
          actorId: scope.userId,
          now,
        });
        if (!joined) throw AppError.fields({ position_id: ["taken"] });
        await updateCandidate(tx, {
          ...scope,
          candidateId: candidate.id,
          values: { lastActivityAt: now },
        });
        return row.id;
      });
      return candidatePosition(scope, id);
    },

    /** `PUT /v1/candidate_positions/{id}`: a move to another stage, in the timeline. */
    async moveStage(
      scope: MemberScope,
      candidatePositionId: string,
      input: UpdateCandidatePositionInput,
    ) {
      await db.transaction(async (tx) => {
        const current = await lockCandidatePosition(tx, { ...scope, candidatePositionId });
        if (!current) throw AppError.notFound();
        const stage = await stageOrInvalid(tx, scope, input.stage);
        const positionTitle =
          (await findPositionTitle(tx, { ...scope, positionId: current.positionId })) ?? "";
        await move(tx, scope, current, {
          stage: stage.key,
          positionTitle,
          actorId: scope.userId,
          now: clock(),
        });
      });
      return candidatePosition(scope, candidatePositionId);
    },

    /**
     * After an "advance" decision on a one-way interview: the candidate moves from the
     * interview's stage to the next one of the pipeline (decision 0018). A candidate already
     * moved elsewhere by hand stays where the team put them; the move is in the timeline.
     */
    async advanceAfterDecision(
      tx: Database,
      scope: CandidateScope,
      values: { candidateId: string; positionId: string; actorId: string | null; now: Date },
    ) {
      const current = await findCandidatePositionOf(tx, { ...scope, ...values });
      if (!current || current.stage !== INTERVIEW_STAGE_KEY) return;
      const stages = await listStages(tx, scope);
      const next = stages[stages.findIndex((stage) => stage.key === current.stage) + 1];
      if (!next) return;
      const locked = await lockCandidatePosition(tx, { ...scope, candidatePositionId: current.id });
      if (!locked || locked.stage !== INTERVIEW_STAGE_KEY) return;
      const positionTitle =
        (await findPositionTitle(tx, { ...scope, positionId: values.positionId })) ?? "";
      await move(tx, scope, locked, { ...values, stage: next.key, positionTitle });
    },

    /**
     * An application from the careers page (issue 14), in the caller's transaction: the
     * organization's record of the address (a new one has source `careers_page`), put in the
     * position at the pipeline's first stage ("Applied") unless already in it. Applying twice
     * changes nothing but the names a record lacked. Answers the candidate's id and whether the
     * position row is new.
     */
    async applyFromCareersPage(
      tx: Database,
      scope: CandidateScope,
      application: {
        email: string;
        firstName: string;
        lastName: string;
        positionId: string;
        now: Date;
      },
    ): Promise<{ candidateId: string; joined: boolean }> {
      const { now } = application;
      const stages = await listStages(tx, scope);
      const firstStage =
        stages.find((stage) => stage.key === INITIAL_STAGE_KEY)?.key ?? stages[0]?.key;
      if (!firstStage) throw new Error("the organization has no pipeline stages");
      const candidate = await findOrCreate(tx, scope, {
        ...application,
        source: "careers_page",
        actorId: null,
      });
      const positionTitle =
        (await findPositionTitle(tx, { ...scope, positionId: application.positionId })) ?? "";
      const { joined } = await join(tx, scope, {
        candidateId: candidate.id,
        positionId: application.positionId,
        positionTitle,
        stage: firstStage,
        actorId: null,
        now,
      });
      await updateCandidate(tx, {
        ...scope,
        candidateId: candidate.id,
        values: {
          ...(!candidate.firstName ? { firstName: application.firstName } : {}),
          ...(!candidate.lastName ? { lastName: application.lastName } : {}),
          lastActivityAt: now,
        },
      });
      return { candidateId: candidate.id, joined };
    },

    /**
     * The candidate an interview invitation is for, in the caller's transaction: the
     * organization's record of the address, or a new one; put in the interview's position at
     * "One-way interview" (moved there from "Applied"). Answers the candidate's id.
     */
    async attachInvitation(
      tx: Database,
      scope: CandidateScope,
      invitation: InvitationOfCandidate,
    ): Promise<string> {
      const { now, actorId } = invitation;
      // An admin may have removed the interview stage: the pipeline's first one then.
      const stages = await listStages(tx, scope);
      const interviewStage =
        stages.find((stage) => stage.key === INTERVIEW_STAGE_KEY)?.key ?? stages[0]?.key;
      if (!interviewStage) throw new Error("the organization has no pipeline stages");
      const candidate = await findOrCreate(tx, scope, invitation);
      const positionTitle =
        (await findPositionTitle(tx, { ...scope, positionId: invitation.positionId })) ?? "";
      const { row, joined } = await join(tx, scope, {
        candidateId: candidate.id,
        positionId: invitation.positionId,
        positionTitle,
        stage: interviewStage,
        actorId,
        now,
      });
      if (!joined && row.stage === INITIAL_STAGE_KEY) {
        await move(tx, scope, row, { stage: interviewStage, positionTitle, actorId, now });
      }
      await insertEvent(tx, {
        organizationId: scope.organizationId,
        candidateId: candidate.id,
        kind: "interview_invited",
        payload: {
          interview_id: invitation.interviewId,
          position_id: invitation.positionId,
          ...(invitation.interviewTitle ? { interview_title: invitation.interviewTitle } : {}),
          position_title: positionTitle,
        },
        actorId,
        at: now,
      });
      // A record known by its address only (e.g. from the public link) takes the name given now.
      const names = {
        ...(!candidate.firstName && invitation.firstName
          ? { firstName: invitation.firstName }
          : {}),
        ...(!candidate.lastName && invitation.lastName ? { lastName: invitation.lastName } : {}),
      };
      await updateCandidate(tx, {
        ...scope,
        candidateId: candidate.id,
        values: { ...names, lastActivityAt: now },
      });
      return candidate.id;
    },
  };
}
