import type { BrandingAttributes } from "@candor/shared/schemas/branding";
import { resource } from "../../lib/jsonapi";
import type { BrandingRow } from "./branding.queries";

export function serializeBranding(row: BrandingRow, logoUrl: string | null) {
  const attributes: BrandingAttributes = {
    name: row.name,
    subdomain: row.subdomain,
    brand_color: row.brandColor,
    logo_url: logoUrl,
    website_url: row.websiteUrl,
    description: row.description,
    support_email: row.supportEmail,
    linkedin_url: row.linkedinUrl,
    careers_site_url: row.careersSiteUrl,
    updated_at: row.updatedAt.toISOString(),
  };
  return resource("branding", row.id, attributes);
}
