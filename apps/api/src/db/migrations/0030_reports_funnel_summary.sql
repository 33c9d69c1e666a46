CREATE TABLE "candidate_stage_summaries" (
	"candidate_position_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"current_stage" text,
	"stages" text[] NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_stage_summaries" ADD CONSTRAINT "candidate_stage_summaries_candidate_position_id_candidate_positions_id_fk" FOREIGN KEY ("candidate_position_id") REFERENCES "public"."candidate_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_summaries" ADD CONSTRAINT "candidate_stage_summaries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_stage_summaries_organization_id_joined_at_idx" ON "candidate_stage_summaries" USING btree ("organization_id","joined_at");--> statement-breakpoint
CREATE INDEX "candidate_stage_summaries_organization_id_position_id_joined_at_idx" ON "candidate_stage_summaries" USING btree ("organization_id","position_id","joined_at");--> statement-breakpoint
-- The funnel's per-candidate-position summary (decision 0042), recomputed from the entries of
-- the candidate positions a statement on candidate_stage_entries touched: the trigger of 0022
-- writing them (an add, a move, a bulk move), a seed rebuilding a history, a cascade deleting
-- them. Statement-level with transition tables, like 0022; one trigger per event, as PostgreSQL
-- allows transition tables only on single-event triggers.
CREATE FUNCTION "candidate_stage_summaries_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "candidate_stage_summaries" s
  WHERE s."candidate_position_id" = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM "candidate_stage_entries" e WHERE e."candidate_position_id" = s."candidate_position_id");
  INSERT INTO "candidate_stage_summaries" ("candidate_position_id", "organization_id", "position_id", "joined_at", "current_stage", "stages", "decided_at")
  SELECT e."candidate_position_id",
    (array_agg(e."organization_id"))[1],
    (array_agg(e."position_id" ORDER BY e."entered_at" DESC, e."id" DESC))[1],
    min(e."joined_at"),
    (array_agg(e."stage" ORDER BY e."entered_at" DESC, e."id" DESC) FILTER (WHERE e."left_at" IS NULL))[1],
    array_agg(DISTINCT e."stage" ORDER BY e."stage"),
    min(e."entered_at") FILTER (WHERE e."stage" IN ('hired', 'rejected'))
  FROM "candidate_stage_entries" e
  WHERE e."candidate_position_id" = ANY(ids)
  GROUP BY e."candidate_position_id"
  ON CONFLICT ("candidate_position_id") DO UPDATE SET
    "organization_id" = excluded."organization_id",
    "position_id" = excluded."position_id",
    "joined_at" = excluded."joined_at",
    "current_stage" = excluded."current_stage",
    "stages" = excluded."stages",
    "decided_at" = excluded."decided_at";
$$;
--> statement-breakpoint
CREATE FUNCTION "candidate_stage_summaries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "candidate_position_id") INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT "candidate_position_id" AS id FROM new_rows
      UNION SELECT "candidate_position_id" FROM old_rows
    ) touched;
  ELSE
    SELECT array_agg(DISTINCT "candidate_position_id") INTO ids FROM old_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "candidate_stage_summaries_refresh"(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_stage_entries_summaries_insert" AFTER INSERT ON "candidate_stage_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_stage_entries_summaries_update" AFTER UPDATE ON "candidate_stage_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_stage_entries_summaries_delete" AFTER DELETE ON "candidate_stage_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_summaries_follow"();
--> statement-breakpoint
-- The whole organization's time-in-stage medians: each stage's closed entries in order of stay,
-- read for their count and their one or two middle rows, with no sort.
CREATE INDEX "candidate_stage_entries_closed_stay_idx" ON "candidate_stage_entries" USING btree ("organization_id", "stage", (extract(epoch from ("left_at" - "entered_at")))) INCLUDE ("entered_at", "left_at") WHERE "left_at" IS NOT NULL;
--> statement-breakpoint
-- The whole organization's funnel: its summaries grouped in index order (no hash of 130,000
-- arrays), and the decided ones in order of time to the decision, for the median by offset.
CREATE INDEX "candidate_stage_summaries_groups_idx" ON "candidate_stage_summaries" USING btree ("organization_id", "stages", "current_stage");
--> statement-breakpoint
CREATE INDEX "candidate_stage_summaries_decided_idx" ON "candidate_stage_summaries" USING btree ("organization_id", (extract(epoch from ("decided_at" - "joined_at")))) INCLUDE ("decided_at", "joined_at") WHERE "decided_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "candidate_stage_summaries" ("candidate_position_id", "organization_id", "position_id", "joined_at", "current_stage", "stages", "decided_at")
SELECT e."candidate_position_id",
  (array_agg(e."organization_id"))[1],
  (array_agg(e."position_id" ORDER BY e."entered_at" DESC, e."id" DESC))[1],
  min(e."joined_at"),
  (array_agg(e."stage" ORDER BY e."entered_at" DESC, e."id" DESC) FILTER (WHERE e."left_at" IS NULL))[1],
  array_agg(DISTINCT e."stage" ORDER BY e."stage"),
  min(e."entered_at") FILTER (WHERE e."stage" IN ('hired', 'rejected'))
FROM "candidate_stage_entries" e
GROUP BY e."candidate_position_id";
