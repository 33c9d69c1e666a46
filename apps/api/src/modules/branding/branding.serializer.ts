import type { BrandingAttributes } from "@candor/shared/schemas/branding";
import { resource } from "../../lib/jsonapi";
import type { BrandingRow } from "./branding.queries";

export function serializeBranding(
  row: BrandingRow,
  urls: {
    logoUrl: string | null;
    welcomeVideoUrl: string | null;
    welcomeCaptionsUrl: string | null;
  },
) {
  const attributes: BrandingAttributes = {
    name: row.name,
    subdomain: row.subdomain,
    brand_color: row.brandColor,
    logo_url: urls.logoUrl,
    website_url: row.websiteUrl,
    description: row.description,
    support_email: row.supportEmail,
    linkedin_url: row.linkedinUrl,
    privacy_policy_url: row.privacyPolicyUrl,
    careers_site_url: row.careersSiteUrl,
    welcome_video_url: urls.welcomeVideoUrl,
    welcome_video_content_type: row.welcomeVideoKey ? row.welcomeVideoContentType : null,
    welcome_video_captions_url: urls.welcomeCaptionsUrl,
    updated_at: row.updatedAt.toISOString(),
  };
  return resource("branding", row.id, attributes);
}
