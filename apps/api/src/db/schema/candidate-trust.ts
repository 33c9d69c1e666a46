import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { candidateInterviews } from "./interviews";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * Candidate trust (issue 17, decision 0036): what the candidate agreed to before recording.
 */

/**
 * The consent notice a candidate accepted before their first recording, one per candidate
 * interview: the version of the text they read and when. It goes with the candidate interview
 * (erasing that erases this).
 */
export const candidateConsents = pgTable(
  "candidate_consents",
  {
    candidateInterviewId: uuid()
      .primaryKey()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidateId: uuid().references(() => users.id, { onDelete: "set null" }),
    version: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index("candidate_consents_organization_id_idx").on(table.organizationId),
    index("candidate_consents_candidate_id_idx").on(table.candidateId),
  ],
);
