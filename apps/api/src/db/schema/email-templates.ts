import type { Locale } from "@candor/shared/constants";
import type { EmailTemplateKind } from "@candor/shared/rules/email-templates";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * An organization's own subject and body for a kind of candidate email in one language (issues
 * 12 and 14). No row means Candor's default (locales/<lng>/emails.json, `templates`), so a
 * change of the default reaches every organization that kept it.
 */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text().$type<EmailTemplateKind>().notNull(),
    locale: text().$type<Locale>().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("email_templates_organization_id_kind_locale_key").on(
      table.organizationId,
      table.kind,
      table.locale,
    ),
    index("email_templates_updated_by_id_idx").on(table.updatedById),
  ],
);
