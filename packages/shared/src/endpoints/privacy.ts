import type { Permission } from "../permissions";
import { PageQuerySchema } from "../schemas/jsonapi";
import {
  CandidateIdParamsSchema,
  CandidatePrivacyDocumentSchema,
  LegalHoldInputSchema,
  MyRetentionDocumentSchema,
  PrivacyAuditListDocumentSchema,
  RetentionDocumentSchema,
  UpdateRetentionInputSchema,
} from "../schemas/privacy";
import { binary, defineEndpoint, noContent } from "./define-endpoint";

const tags = ["privacy"] as const;
/** The company settings are the admins' (SPEC §6). */
const ADMINS: readonly Permission[] = ["admin"];
/** Who sees candidates (SPEC §6) acts on their data: admins and HR managers. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const ZIP = binary("application/zip", "A ZIP file: data.json and the recordings, streamed");

/** Retention, the privacy audit log, exports and erasure (issue 17). */
export const privacyEndpoints = {
  getRetention: defineEndpoint({
    operationId: "getRetention",
    method: "GET",
    path: "/organizations/current/retention",
    tags,
    summary: "The organization's retention policy (180 and 365 days unless changed)",
    access: "member",
    permissions: MANAGERS,
    responses: { 200: RetentionDocumentSchema },
  }),
  updateRetention: defineEndpoint({
    operationId: "updateRetention",
    method: "PUT",
    path: "/organizations/current/retention",
    tags,
    summary: "Change both retention periods, 30–730 days each (admins)",
    access: "member",
    permissions: ADMINS,
    body: UpdateRetentionInputSchema,
    responses: { 200: RetentionDocumentSchema },
  }),
  listPrivacyAuditLog: defineEndpoint({
    operationId: "listPrivacyAuditLog",
    method: "GET",
    path: "/organizations/current/audit_log",
    tags,
    summary:
      "What retention, erasure, exports and legal holds did, newest first: counts, never content (admins)",
    access: "member",
    permissions: ADMINS,
    query: PageQuerySchema,
    responses: { 200: PrivacyAuditListDocumentSchema },
  }),
  exportCurrentUser: defineEndpoint({
    operationId: "exportCurrentUser",
    method: "GET",
    path: "/users/current/export",
    tags,
    summary:
      "Everything Candor holds about the caller, across every organization, as a ZIP (streamed)",
    access: "user",
    responses: { 200: ZIP },
  }),
  getMyRetention: defineEndpoint({
    operationId: "getMyRetention",
    method: "GET",
    path: "/users/current/retention",
    tags,
    summary: "When each organization deletes the caller's recordings (candidates)",
    access: "candidate",
    responses: { 200: MyRetentionDocumentSchema },
  }),
  getCandidatePrivacy: defineEndpoint({
    operationId: "getCandidatePrivacy",
    method: "GET",
    path: "/candidates/:id/privacy",
    tags,
    summary: "A candidate's legal hold, erasure and deletion countdowns",
    access: "member",
    permissions: MANAGERS,
    params: CandidateIdParamsSchema,
    responses: { 200: CandidatePrivacyDocumentSchema },
  }),
  setCandidateLegalHold: defineEndpoint({
    operationId: "setCandidateLegalHold",
    method: "PUT",
    path: "/candidates/:id/legal_hold",
    tags,
    summary: "Set or lift a legal hold: while set, retention deletes nothing of the candidate",
    access: "member",
    permissions: MANAGERS,
    params: CandidateIdParamsSchema,
    body: LegalHoldInputSchema,
    responses: { 200: CandidatePrivacyDocumentSchema },
  }),
  exportCandidate: defineEndpoint({
    operationId: "exportCandidate",
    method: "GET",
    path: "/candidates/:id/export",
    tags,
    summary: "Everything the organization holds about one candidate, as a ZIP (on request)",
    access: "member",
    permissions: MANAGERS,
    params: CandidateIdParamsSchema,
    responses: { 200: ZIP },
  }),
  eraseCandidate: defineEndpoint({
    operationId: "eraseCandidate",
    method: "POST",
    path: "/candidates/:id/erasure",
    tags,
    summary:
      "Erase one candidate on request: recordings, answers, feedback, name and address; an anonymous stub stays",
    access: "member",
    permissions: MANAGERS,
    params: CandidateIdParamsSchema,
    responses: { 204: noContent("Erased; the files go from storage within minutes (a job)") },
  }),
};
