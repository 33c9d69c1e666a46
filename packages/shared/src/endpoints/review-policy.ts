import { z } from "zod";
import type { Permission } from "../permissions";
import {
  ReviewPolicyDocumentSchema,
  UpdateReviewPolicyInputSchema,
} from "../schemas/review-policy";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["organizations"] as const;
/**
 * The company settings and members' management are the admins' (SPEC §6); every member reads the
 * policy (the interview builder starts a new interview from its blind first pass default).
 */
const ADMINS: readonly Permission[] = ["admin"];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Fair reviews (issue 16): the review policy and inviting members to certify. */
export const reviewPolicyEndpoints = {
  getReviewPolicy: defineEndpoint({
    operationId: "getReviewPolicy",
    method: "GET",
    path: "/organizations/current/review_policy",
    tags,
    summary:
      "The organization's review policy: blind first pass for new interviews, the calibration pass threshold, how long a certification lasts (any member; changed by admins)",
    access: "member",
    responses: { 200: ReviewPolicyDocumentSchema },
  }),
  updateReviewPolicy: defineEndpoint({
    operationId: "updateReviewPolicy",
    method: "PUT",
    path: "/organizations/current/review_policy",
    tags,
    summary: "Change the review policy; the fields given change (admins)",
    access: "member",
    permissions: ADMINS,
    body: UpdateReviewPolicyInputSchema,
    responses: { 200: ReviewPolicyDocumentSchema },
  }),
  inviteMemberToCertify: defineEndpoint({
    operationId: "inviteMemberToCertify",
    method: "POST",
    path: "/organizations/current/users/:id/invite_to_certify",
    tags,
    summary: "Email a member a link to the calibration exercise (admins)",
    access: "member",
    permissions: ADMINS,
    params: IdParamsSchema,
    responses: { 204: noContent("Sent") },
  }),
};
