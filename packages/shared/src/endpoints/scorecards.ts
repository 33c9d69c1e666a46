import { z } from "zod";
import type { Permission } from "../permissions";
import {
  AttachScorecardInputSchema,
  CreateScorecardInputSchema,
  ListScorecardsQuerySchema,
  ScorecardDocumentSchema,
  ScorecardListDocumentSchema,
  ScorecardSearchDocumentSchema,
  ScorecardTemplatesDocumentSchema,
  SearchScorecardsQuerySchema,
  UpdateScorecardInputSchema,
} from "../schemas/scorecards";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["scorecards"] as const;
/** Admins and HR managers build scorecards (SPEC §6); reviewers read the ones they fill in. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const ScorecardParamsSchema = z.object({ id: z.string().max(100) });

/** Scorecards of the organization and Candor's templates (issue 6). */
export const scorecardsEndpoints = {
  listScorecards: defineEndpoint({
    operationId: "listScorecards",
    method: "GET",
    path: "/scorecards",
    tags,
    summary: "The organization's scorecards, newest first: search `q` in the name, a page",
    access: "member",
    permissions: MANAGERS,
    query: ListScorecardsQuerySchema,
    responses: { 200: ScorecardListDocumentSchema },
  }),
  createScorecard: defineEndpoint({
    operationId: "createScorecard",
    method: "POST",
    path: "/scorecards",
    tags,
    summary:
      "Create a scorecard: a blank name, no criteria or a blank criterion is 422 (scorecard_name_blank, scorecard_no_criteria, scorecard_criterion_blank on criteria.<i>.name)",
    access: "member",
    permissions: MANAGERS,
    body: CreateScorecardInputSchema,
    responses: { 201: ScorecardDocumentSchema },
  }),
  listScorecardTemplates: defineEndpoint({
    operationId: "listScorecardTemplates",
    method: "GET",
    path: "/scorecards/templates",
    tags,
    summary: "Templates to start from: Candor's, then the organization's own, by name",
    access: "member",
    permissions: MANAGERS,
    responses: { 200: ScorecardTemplatesDocumentSchema },
  }),
  searchScorecards: defineEndpoint({
    operationId: "searchScorecards",
    method: "GET",
    path: "/scorecards/search",
    tags,
    summary: "Typeahead: the organization's scorecards whose name contains `q`, at most 100",
    access: "member",
    permissions: MANAGERS,
    query: SearchScorecardsQuerySchema,
    responses: { 200: ScorecardSearchDocumentSchema },
  }),
  getScorecard: defineEndpoint({
    operationId: "getScorecard",
    method: "GET",
    path: "/scorecards/:id",
    tags,
    summary:
      "A scorecard of the organization or one of Candor's templates (every member: reviewers fill them in)",
    access: "member",
    params: ScorecardParamsSchema,
    responses: { 200: ScorecardDocumentSchema },
  }),
  updateScorecard: defineEndpoint({
    operationId: "updateScorecard",
    method: "PUT",
    path: "/scorecards/:id",
    tags,
    summary:
      "Change one of the organization's scorecards (Candor's answer 404); `criteria` is the whole list, a criterion keeps its ratings when sent with its `id`",
    access: "member",
    permissions: MANAGERS,
    params: ScorecardParamsSchema,
    body: UpdateScorecardInputSchema,
    responses: { 200: ScorecardDocumentSchema },
  }),
  deleteScorecard: defineEndpoint({
    operationId: "deleteScorecard",
    method: "DELETE",
    path: "/scorecards/:id",
    tags,
    summary:
      "Delete one of the organization's scorecards; positions and interviews using it are left without one",
    access: "member",
    permissions: MANAGERS,
    params: ScorecardParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
  attachScorecard: defineEndpoint({
    operationId: "attachScorecard",
    method: "POST",
    path: "/scorecards/:id/attach",
    tags,
    summary:
      "Attach one of the organization's scorecards to its position `{position_id}` or interview `{prerecorded_interview_id}` (unknown ones: 422 invalid)",
    access: "member",
    permissions: MANAGERS,
    params: ScorecardParamsSchema,
    body: AttachScorecardInputSchema,
    responses: { 200: ScorecardDocumentSchema },
  }),
} as const;
