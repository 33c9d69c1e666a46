import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const organizations = pgTable(
  "organizations",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Lower-case letters, digits and hyphens; the organization lives at `{subdomain}.{APP_DOMAIN}`. */
    subdomain: text().notNull(),
    /** Branding of the candidate pages: `#rrggbb` (SPEC §5 colour rule), null for Candor's. */
    brandColor: text(),
    /** Storage key of the organization's logo image. */
    logoKey: text(),
    /** The company profile (issue 14): http(s) links, sanitized HTML, the candidates' contact. */
    websiteUrl: text(),
    description: text(),
    supportEmail: text(),
    linkedinUrl: text(),
    careersSiteUrl: text(),
    /**
     * The default welcome video of new one-way interviews (issue 14): each new interview gets a
     * copy under its own key, so this file belongs to the organization alone (decision 0026).
     */
    welcomeVideoKey: text(),
    welcomeVideoContentType: text(),
    /** The default welcome video's WebVTT captions (issue 17), copied with it into new interviews. */
    welcomeVideoCaptionsKey: text(),
    /** The organization's privacy policy (http(s)), linked from the candidate's consent notice. */
    privacyPolicyUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("organizations_subdomain_key").on(sql`lower(${table.subdomain})`)],
);
