import { z } from "zod";
import { RESUME_MAX_SIZE_MB } from "../schemas/candidate-profile";
import {
  CareersApplicationDocumentSchema,
  CareersApplicationInputSchema,
  CareersPageDocumentSchema,
  CareersPositionDocumentSchema,
} from "../schemas/careers";
import { defineEndpoint } from "./define-endpoint";

const tags = ["careers"] as const;
const SubdomainParamsSchema = z.object({ subdomain: z.string().max(100) });
const PositionParamsSchema = SubdomainParamsSchema.extend({ id: z.string().max(100) });

/** The public careers page of an organization and applying from it (issue 14). */
export const careersEndpoints = {
  getCareersPage: defineEndpoint({
    operationId: "getCareersPage",
    method: "GET",
    path: "/careers/:subdomain",
    tags,
    summary:
      "Public: an organization's name, branding and open positions marked public; an unknown subdomain is 404",
    access: "public",
    params: SubdomainParamsSchema,
    responses: { 200: CareersPageDocumentSchema },
  }),
  getCareersPosition: defineEndpoint({
    operationId: "getCareersPosition",
    method: "GET",
    path: "/careers/:subdomain/positions/:id",
    tags,
    summary: "Public: one open public position of the organization; anything else is 404",
    access: "public",
    params: PositionParamsSchema,
    responses: { 200: CareersPositionDocumentSchema },
  }),
  applyToCareersPosition: defineEndpoint({
    operationId: "applyToCareersPosition",
    method: "POST",
    path: "/careers/:subdomain/positions/:id/applications",
    tags,
    summary: `The signed-in candidate applies: they become (or stay) the organization's candidate, in the position at Applied with source careers_page; an optional résumé PDF up to ${RESUME_MAX_SIZE_MB} MB. Limited per address and per email (429)`,
    access: "candidate",
    params: PositionParamsSchema,
    body: CareersApplicationInputSchema,
    bodyContentType: "multipart/form-data",
    errors: [413, 415, 429],
    responses: { 201: CareersApplicationDocumentSchema },
  }),
} as const;
