import { isFeedbackOverdue, slotInterval } from "@candor/shared/rules/live-scheduling";
import type {
  CandidateLiveFeedbackAttributes,
  LiveFeedbackAttributes,
  LiveFeedbackDueAttributes,
  LiveFeedbackInput,
} from "@candor/shared/schemas/live-feedback";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import {
  acceptedScores,
  averageOf,
  serializeCriterion,
  serializeScorecard,
} from "../../lib/scorecard-feedback";
import type { MemberScope } from "../../plugins/auth";
import type { CalibrationService } from "../calibration/calibration.service";
import type { ScorecardsService } from "../scorecards/scorecards.service";
import {
  candidateExists,
  type FeedbackSubject,
  type FeedbackWithScores,
  feedbackDueOf,
  feedbackOf,
  findFeedbackSubject,
  insertCandidateEvent,
  liveInterviewsOfCandidate,
  lockLiveInterview,
  panelsOf,
  saveFeedback,
} from "./live-feedback.queries";
import { serializeFeedback } from "./live-feedback.serializer";

/** The caller as the blind rule needs them: admins and HR managers read any interview. */
export type FeedbackCaller = MemberScope & { isManager: boolean };

/**
 * Who sees what (decision 0032), the one-way review page's rule: a panel member sees the others'
 * scores once their own feedback is submitted; an admin or HR manager not on the panel gives no
 * feedback, so nothing can sway them, and sees the submitted ones; a reviewer not on the panel
 * does not see the interview at all (404, like the live interview itself).
 */
function visibility(caller: FeedbackCaller, panel: string[], mine: FeedbackWithScores | undefined) {
  const onPanel = panel.includes(caller.userId);
  if (!onPanel && !caller.isManager) return undefined;
  return { onPanel, othersVisible: onPanel ? Boolean(mine?.feedback.submittedAt) : true };
}

export function createLiveFeedbackService({
  db,
  clock,
  calibration,
  scorecards,
}: {
  db: Database;
  clock: () => Date;
  /** Certified-reviewer gating (issue 16). */
  calibration: Pick<CalibrationService, "isCertified">;
  /** The scorecards panel members fill in, with their criteria. */
  scorecards: Pick<ScorecardsService, "withCriteria">;
}) {
  /** Whether an interview for certified reviewers only refuses this caller's feedback. */
  async function lacksCertification(caller: MemberScope, subject: FeedbackSubject) {
    if (!subject.certifiedReviewersOnly) return false;
    return !(await calibration.isCertified(caller.organizationId, caller.userId));
  }

  /** The interviews' scorecards (their own, else their position's), loaded in one go. */
  async function criteriaFor(
    scope: MemberScope,
    subjects: FeedbackSubject[],
    handle: Database = db,
  ) {
    const ids = [...new Set(subjects.flatMap((s) => s.scorecardId ?? s.positionScorecardId ?? []))];
    const cards = await scorecards.withCriteria(scope, ids, handle);
    return (subject: FeedbackSubject) =>
      cards.get(subject.scorecardId ?? subject.positionScorecardId ?? "") ?? null;
  }

  async function view(caller: FeedbackCaller, liveInterviewId: string) {
    const subject = await findFeedbackSubject(db, { ...caller, liveInterviewId });
    if (!subject) throw AppError.notFound();
    const [panels, rows, cardOf] = await Promise.all([
      panelsOf(db, { ...caller, liveInterviewIds: [subject.id] }),
      feedbackOf(db, { ...caller, liveInterviewIds: [subject.id] }),
      criteriaFor(caller, [subject]),
    ]);
    const panel = panels.get(subject.id) ?? [];
    const mine = rows.find((row) => row.feedback.interviewerId === caller.userId);
    const seen = visibility(caller, panel, mine);
    if (!seen) throw AppError.notFound();
    const card = cardOf(subject);
    const criteria = card?.criteria ?? [];
    const certificationRequired = seen.onPanel && (await lacksCertification(caller, subject));
    const submitted = rows.filter((row) => row.feedback.submittedAt);
    const serialized = submitted.map((row) => serializeFeedback(row, criteria));
    const attributes: LiveFeedbackAttributes = {
      live_interview_id: subject.id,
      scorecard: serializeScorecard(card),
      can_submit: seen.onPanel && subject.status !== "cancelled" && !certificationRequired,
      certification_required: certificationRequired,
      my_feedback: mine ? serializeFeedback(mine, criteria) : null,
      others_visible: seen.othersVisible,
      feedback: seen.othersVisible
        ? submitted.filter((row) => row !== mine).map((row) => serializeFeedback(row, criteria))
        : [],
      average: seen.othersVisible ? averageOf(serialized, criteria) : null,
      submitted_count: submitted.length,
      panel_count: panel.length,
    };
    return resource("live_interview_feedback", subject.id, attributes);
  }

  async function save(
    caller: FeedbackCaller,
    liveInterviewId: string,
    input: LiveFeedbackInput,
    submit: boolean,
  ) {
    // Read before the transaction: the calibration service queries through its own handle.
    const certified = await calibration.isCertified(caller.organizationId, caller.userId);
    await db.transaction(async (tx) => {
      const subject = await findFeedbackSubject(tx, { ...caller, liveInterviewId });
      if (!subject) throw AppError.notFound();
      await lockLiveInterview(tx, { ...caller, liveInterviewId });
      const panel =
        (await panelsOf(tx, { ...caller, liveInterviewIds: [subject.id] })).get(subject.id) ?? [];
      if (!panel.includes(caller.userId)) {
        if (!caller.isManager) throw AppError.notFound();
        throw new AppError("not_on_panel");
      }
      if (subject.status === "cancelled") throw new AppError("live_interview_cancelled");
      if (subject.certifiedReviewersOnly && !certified) {
        throw new AppError("reviewer_not_certified");
      }
      const rows = await feedbackOf(tx, { ...caller, liveInterviewIds: [subject.id] });
      const mine = rows.find((row) => row.feedback.interviewerId === caller.userId);
      if (mine?.feedback.submittedAt) throw new AppError("live_feedback_already_submitted");
      const card = (await criteriaFor(caller, [subject], tx))(subject);
      const scores = acceptedScores(input.scores, card?.criteria ?? [], { submit });
      const now = clock();
      await saveFeedback(tx, {
        ...caller,
        liveInterviewId: subject.id,
        interviewerId: caller.userId,
        scorecardId: card?.id ?? null,
        comment: input.comment,
        submittedAt: submit ? now : null,
        now,
        scores,
      });
      if (submit) {
        await insertCandidateEvent(tx, {
          organizationId: caller.organizationId,
          candidateId: subject.candidateId,
          actorId: caller.userId,
          at: now,
          payload: {
            live_interview_id: subject.id,
            title: subject.title,
            position_id: subject.position.id,
            position_title: subject.position.title,
          },
        });
      }
    });
    return view(caller, liveInterviewId);
  }

  return {
    view,
    saveDraft: (caller: FeedbackCaller, id: string, input: LiveFeedbackInput) =>
      save(caller, id, input, false),
    submit: (caller: FeedbackCaller, id: string, input: LiveFeedbackInput) =>
      save(caller, id, input, true),

    /** The start and duration of an interview, read in the caller's transaction. */
    async scheduleOf(tx: Database, scope: { organizationId: string }, liveInterviewId: string) {
      const subject = await findFeedbackSubject(tx, { ...scope, liveInterviewId });
      if (!subject?.startsAt) return undefined;
      return { startsAt: subject.startsAt, durationMinutes: subject.durationMinutes };
    },

    /** Panel members who submitted, per interview: the live interview resource's count. */
    async submittedCounts(scope: { organizationId: string }, liveInterviewIds: string[]) {
      const rows = await feedbackOf(db, { ...scope, liveInterviewIds });
      const counts = new Map<string, number>();
      for (const row of rows) {
        if (!row.feedback.submittedAt) continue;
        counts.set(
          row.feedback.liveInterviewId,
          (counts.get(row.feedback.liveInterviewId) ?? 0) + 1,
        );
      }
      return counts;
    },

    /** A candidate's live interviews with their feedback, by the blind rule (the profile). */
    async ofCandidate(caller: FeedbackCaller, candidateId: string) {
      if (!(await candidateExists(db, { ...caller, candidateId }))) throw AppError.notFound();
      const subjects = await liveInterviewsOfCandidate(db, { ...caller, candidateId });
      const ids = subjects.map((s) => s.id);
      const [panels, rows, cardOf] = await Promise.all([
        panelsOf(db, { ...caller, liveInterviewIds: ids }),
        feedbackOf(db, { ...caller, liveInterviewIds: ids }),
        criteriaFor(caller, subjects),
      ]);
      return subjects.flatMap((subject) => {
        const panel = panels.get(subject.id) ?? [];
        const ofThis = rows.filter((row) => row.feedback.liveInterviewId === subject.id);
        const mine = ofThis.find((row) => row.feedback.interviewerId === caller.userId);
        const seen = visibility(caller, panel, mine);
        if (!seen) return [];
        const criteria = cardOf(subject)?.criteria ?? [];
        const submitted = ofThis
          .filter((row) => row.feedback.submittedAt)
          .map((row) => serializeFeedback(row, criteria));
        const attributes: CandidateLiveFeedbackAttributes = {
          title: subject.title,
          position: subject.position,
          status: subject.status,
          starts_at: subject.startsAt?.toISOString() ?? null,
          duration_minutes: subject.durationMinutes,
          submitted_count: submitted.length,
          panel_count: panel.length,
          my_feedback: !mine ? "none" : mine.feedback.submittedAt ? "submitted" : "draft",
          can_submit: seen.onPanel && subject.status !== "cancelled",
          others_visible: seen.othersVisible,
          criteria: criteria.map(serializeCriterion),
          average: seen.othersVisible ? averageOf(submitted, criteria) : null,
        };
        return [resource("live_interview", subject.id, attributes)];
      });
    },

    /** The dashboard's "Waiting for your feedback": ended, the caller's, not submitted. */
    async due(scope: MemberScope) {
      const now = clock();
      const rows = await feedbackDueOf(db, { ...scope, now });
      return rows.flatMap((row) => {
        if (!row.startsAt) return [];
        const endsAt = new Date(slotInterval(row.startsAt, row.durationMinutes).end);
        const attributes: LiveFeedbackDueAttributes = {
          title: row.title,
          candidate: {
            id: row.candidate.id,
            first_name: row.candidate.firstName || null,
            last_name: row.candidate.lastName || null,
          },
          position: row.position,
          ends_at: endsAt.toISOString(),
          has_draft: Boolean(row.feedbackId),
          overdue: isFeedbackOverdue(endsAt, now),
        };
        return [resource("live_interview", row.id, attributes)];
      });
    },
  };
}

export type LiveFeedbackService = ReturnType<typeof createLiveFeedbackService>;
