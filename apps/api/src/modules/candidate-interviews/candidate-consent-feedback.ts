import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import type {
  AcceptConsentInput,
  CandidateFeedbackInput,
  MyConsentAttributes,
  MyFeedbackAttributes,
} from "@candor/shared/schemas/candidate-interviews";
import { AppError } from "../../lib/app-error";
import { findConsent, insertConsent } from "./candidate-consent.queries";
import type {
  CandidateCaller,
  CandidateInterviewAccess,
  CandidateInterviewsDeps,
} from "./candidate-interview-access";
import { insertFeedback } from "./candidate-interviews.queries";
import { isSubmitted } from "./candidate-interviews.rules";

/**
 * What the candidate says around their takes: the consent notice accepted before the first
 * (issue 17), and their feedback on the interview once submitted.
 */
export function createCandidateConsentAndFeedback(
  { db, clock }: Pick<CandidateInterviewsDeps, "db" | "clock">,
  { serializer, lockOwn }: CandidateInterviewAccess,
) {
  return {
    /**
     * `POST …/mine/{id}/consent`: the candidate accepted the consent notice in the version they
     * read (only the current one: the stored version must name the text shown). Accepting again
     * keeps the first acceptance (`created` false).
     */
    async consent(
      caller: CandidateCaller,
      id: string,
      input: AcceptConsentInput,
    ): Promise<{ id: string; created: boolean; attributes: MyConsentAttributes }> {
      const result = await db.transaction(async (tx) => {
        const row = await lockOwn(tx, caller, id);
        if (input.version !== CONSENT_NOTICE_VERSION)
          throw AppError.fields({ version: ["invalid"] });
        const scope = {
          candidateInterviewId: row.candidateInterview.id,
          candidateId: caller.candidateId,
        };
        const inserted = await insertConsent(tx, {
          ...scope,
          organizationId: row.candidateInterview.organizationId,
          version: input.version,
          acceptedAt: clock(),
        });
        if (inserted) return { row: inserted, created: true };
        const existing = await findConsent(tx, scope);
        if (!existing) throw AppError.notFound();
        return { row: existing, created: false };
      });
      return {
        id: result.row.candidateInterviewId,
        created: result.created,
        attributes: serializer.consent(result.row),
      };
    },

    /** `POST …/mine/{id}/feedback`: once, after submitting. */
    async feedback(
      caller: CandidateCaller,
      id: string,
      input: CandidateFeedbackInput,
    ): Promise<{ id: string; attributes: MyFeedbackAttributes }> {
      const row = await db.transaction(async (tx) => {
        const found = await lockOwn(tx, caller, id);
        const ci = found.candidateInterview;
        if (!isSubmitted(ci.status)) throw new AppError("interview_not_submitted");
        const inserted = await insertFeedback(tx, {
          candidateInterviewId: ci.id,
          organizationId: ci.organizationId,
          rating: input.rating,
          comment: input.comment ?? "",
        });
        if (!inserted) throw new AppError("feedback_already_given");
        return inserted;
      });
      return { id: row.id, attributes: serializer.feedback(row) };
    },
  };
}
