import type { Permission } from "../permissions";
import {
  BrandingDocumentSchema,
  LOGO_MAX_SIZE_MB,
  LogoUploadSchema,
  UpdateBrandingInputSchema,
} from "../schemas/branding";
import { defineEndpoint } from "./define-endpoint";

const tags = ["branding"] as const;
/** The company settings are the admins' (SPEC §6: company, admin only). */
const ADMINS: readonly Permission[] = ["admin"];

/** How the caller's organization looks to candidates: colour, logo, links, support address. */
export const brandingEndpoints = {
  getBranding: defineEndpoint({
    operationId: "getBranding",
    method: "GET",
    path: "/branding",
    tags,
    summary: "The caller's organization's branding (admins)",
    access: "member",
    permissions: ADMINS,
    responses: { 200: BrandingDocumentSchema },
  }),
  updateBranding: defineEndpoint({
    operationId: "updateBranding",
    method: "PUT",
    path: "/branding",
    tags,
    summary:
      "Change the name, colour, links, description, support address or default welcome video (admins)",
    access: "member",
    permissions: ADMINS,
    body: UpdateBrandingInputSchema,
    responses: { 200: BrandingDocumentSchema },
  }),
  uploadLogo: defineEndpoint({
    operationId: "uploadLogo",
    method: "PUT",
    path: "/branding/logo",
    tags,
    summary: `Upload the logo: PNG, JPEG or WebP, up to ${LOGO_MAX_SIZE_MB} MB (admins)`,
    access: "member",
    permissions: ADMINS,
    body: LogoUploadSchema,
    bodyContentType: "multipart/form-data",
    errors: [413, 415],
    responses: { 200: BrandingDocumentSchema },
  }),
  removeLogo: defineEndpoint({
    operationId: "removeLogo",
    method: "DELETE",
    path: "/branding/logo",
    tags,
    summary: "Remove the logo (admins)",
    access: "member",
    permissions: ADMINS,
    responses: { 200: BrandingDocumentSchema },
  }),
};
