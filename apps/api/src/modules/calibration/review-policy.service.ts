import type { UpdateReviewPolicyInput } from "@candor/shared/schemas/review-policy";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { organizationOrigin } from "../../lib/urls";
import type { MemberScope } from "../../plugins/auth";
import type { CalibrationService } from "./calibration.service";
import { CALIBRATION_PATH, certifyInvitationEmail } from "./certify-invitation.emails";
import { findMemberToInvite, upsertReviewPolicy } from "./review-policy.queries";

export type ReviewPolicyServiceDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  calibration: Pick<CalibrationService, "reviewPolicy">;
};

/**
 * The company settings' review policy (issue 16) and an admin's invitation to certify. Every
 * member reads the policy; changing it and inviting are the admins' (the endpoints' permissions).
 */
export function createReviewPolicyService({
  db,
  clock,
  publicUrl,
  calibration,
}: ReviewPolicyServiceDeps) {
  return {
    policy: (scope: MemberScope) => calibration.reviewPolicy(scope.organizationId),

    async update(scope: MemberScope, input: UpdateReviewPolicyInput) {
      const changes = {
        ...(input.blind_review_default !== undefined
          ? { blindReviewDefault: input.blind_review_default }
          : {}),
        ...(input.calibration_pass_threshold !== undefined
          ? { calibrationPassThreshold: input.calibration_pass_threshold }
          : {}),
        ...(input.certification_valid_months !== undefined
          ? { certificationValidMonths: input.certification_valid_months }
          : {}),
      };
      await upsertReviewPolicy(db, {
        organizationId: scope.organizationId,
        changes,
        updatedById: scope.userId,
        now: clock(),
      });
      return calibration.reviewPolicy(scope.organizationId);
    },

    /** Emails the member a link to the calibration exercise; 404 for anyone not a member. */
    async inviteToCertify(scope: MemberScope, memberId: string) {
      const member = await findMemberToInvite(db, { ...scope, memberId });
      if (!member) throw AppError.notFound();
      await enqueueMail(
        db,
        certifyInvitationEmail({
          to: member.email,
          locale: member.locale,
          recipientName: member.firstName,
          organizationName: member.organizationName,
          link: `${organizationOrigin(publicUrl, member.subdomain)}${CALIBRATION_PATH}`,
        }),
      );
    },
  };
}

export type ReviewPolicyService = ReturnType<typeof createReviewPolicyService>;
