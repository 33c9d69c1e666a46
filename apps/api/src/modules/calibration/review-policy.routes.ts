import { reviewPolicyEndpoints as endpoints } from "@candor/shared/endpoints/review-policy";
import type { ReviewPolicyAttributes } from "@candor/shared/schemas/review-policy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, resource } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ReviewPolicyService } from "./review-policy.service";

type Policy = Awaited<ReturnType<ReviewPolicyService["policy"]>>;

function policyDocument(organizationId: string, policy: Policy) {
  const attributes: ReviewPolicyAttributes = {
    blind_review_default: policy.blindReviewDefault,
    calibration_pass_threshold: Number(policy.calibrationPassThreshold),
    certification_valid_months: policy.certificationValidMonths,
    updated_at: policy.updatedAt?.toISOString() ?? null,
  };
  return document(resource("review_policy", organizationId, attributes));
}

/** The review policy on the company settings and inviting members to certify (issue 16). */
export const reviewPolicyRoutes: FastifyPluginAsyncZod<{
  reviewPolicy: ReviewPolicyService;
}> = async (app, { reviewPolicy }) => {
  route(app, endpoints.getReviewPolicy, async (request) => {
    const scope = memberScope(request);
    return policyDocument(scope.organizationId, await reviewPolicy.policy(scope));
  });

  route(app, endpoints.updateReviewPolicy, async (request) => {
    const scope = memberScope(request);
    return policyDocument(scope.organizationId, await reviewPolicy.update(scope, request.body));
  });

  route(app, endpoints.inviteMemberToCertify, async (request, reply) => {
    await reviewPolicy.inviteToCertify(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
