import { z } from "zod";
import type { Permission } from "../permissions";
import {
  BulkClosePositionsDocumentSchema,
  BulkClosePositionsInputSchema,
  CreatePositionInputSchema,
  IndustryListDocumentSchema,
  LatestPositionsDocumentSchema,
  LatestPositionsQuerySchema,
  ListPositionsQuerySchema,
  PositionDocumentSchema,
  PositionListDocumentSchema,
  PositionSearchDocumentSchema,
  PositionStatsDocumentSchema,
  PositionsLimitDocumentSchema,
  SearchPositionsQuerySchema,
  UpdatePositionInputSchema,
} from "../schemas/positions";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["positions"] as const;
/** Who manages positions (SPEC §6); every member reads them. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const PositionParamsSchema = z.object({ id: z.string().max(100) });

/** Positions of the caller's organization, their limit, and the industries list. */
export const positionsEndpoints = {
  listIndustries: defineEndpoint({
    operationId: "listIndustries",
    method: "GET",
    path: "/industries",
    tags,
    summary: "Every industry a position may be filed under",
    access: "public",
    responses: { 200: IndustryListDocumentSchema },
  }),
  listPositions: defineEndpoint({
    operationId: "listPositions",
    method: "GET",
    path: "/positions",
    tags,
    summary:
      "Positions: search `q` (title, department), `status`, `sort` and `direction`, a page; meta.count_by_status counts every status matching `q`",
    access: "member",
    query: ListPositionsQuerySchema,
    responses: { 200: PositionListDocumentSchema },
  }),
  createPosition: defineEndpoint({
    operationId: "createPosition",
    method: "POST",
    path: "/positions",
    tags,
    summary:
      "Create a position (admins, HR managers); a draft unless `status` is `open`, which the plan's limit may refuse (422 positions_limit_reached)",
    access: "member",
    permissions: MANAGERS,
    body: CreatePositionInputSchema,
    responses: { 201: PositionDocumentSchema },
  }),
  listLatestPositions: defineEndpoint({
    operationId: "listLatestPositions",
    method: "GET",
    path: "/positions/latest",
    tags,
    summary: "The newest positions (dashboard)",
    access: "member",
    query: LatestPositionsQuerySchema,
    responses: { 200: LatestPositionsDocumentSchema },
  }),
  searchPositions: defineEndpoint({
    operationId: "searchPositions",
    method: "GET",
    path: "/positions/search",
    tags,
    summary: "Typeahead: positions whose title contains `q`, alphabetically, at most 100",
    access: "member",
    query: SearchPositionsQuerySchema,
    responses: { 200: PositionSearchDocumentSchema },
  }),
  getPositionStats: defineEndpoint({
    operationId: "getPositionStats",
    method: "GET",
    path: "/positions/stats",
    tags,
    summary: "Counts by status, openings and closings of the last 30 days, candidates by stage",
    access: "member",
    responses: { 200: PositionStatsDocumentSchema },
  }),
  getPositionsLimit: defineEndpoint({
    operationId: "getPositionsLimit",
    method: "GET",
    path: "/positions/limit",
    tags,
    summary: "The plan's active-positions limit, polled by the web app (SPEC §4)",
    access: "member",
    responses: { 200: PositionsLimitDocumentSchema },
  }),
  bulkClosePositions: defineEndpoint({
    operationId: "bulkClosePositions",
    method: "POST",
    path: "/positions/bulk_close",
    tags,
    summary:
      "Close several positions (admins, HR managers); unknown and other organizations' ids are reported as not found and left alone",
    access: "member",
    permissions: MANAGERS,
    body: BulkClosePositionsInputSchema,
    responses: { 200: BulkClosePositionsDocumentSchema },
  }),
  getPosition: defineEndpoint({
    operationId: "getPosition",
    method: "GET",
    path: "/positions/:id",
    tags,
    summary: "A position",
    access: "member",
    params: PositionParamsSchema,
    responses: { 200: PositionDocumentSchema },
  }),
  updatePosition: defineEndpoint({
    operationId: "updatePosition",
    method: "PUT",
    path: "/positions/:id",
    tags,
    summary:
      "Change a position (admins, HR managers); opening it may be refused by the plan's limit (422 positions_limit_reached)",
    access: "member",
    permissions: MANAGERS,
    params: PositionParamsSchema,
    body: UpdatePositionInputSchema,
    responses: { 200: PositionDocumentSchema },
  }),
  deletePosition: defineEndpoint({
    operationId: "deletePosition",
    method: "DELETE",
    path: "/positions/:id",
    tags,
    summary: "Delete a position (admins, HR managers)",
    access: "member",
    permissions: MANAGERS,
    params: PositionParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
} as const;
