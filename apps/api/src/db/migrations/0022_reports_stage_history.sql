CREATE TABLE "candidate_stage_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_stage_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"candidate_position_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"from_stage" text,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_stage_entries" ADD CONSTRAINT "candidate_stage_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_entries" ADD CONSTRAINT "candidate_stage_entries_candidate_position_id_candidate_positions_id_fk" FOREIGN KEY ("candidate_position_id") REFERENCES "public"."candidate_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_stage_entries_candidate_position_id_entered_at_idx" ON "candidate_stage_entries" USING btree ("candidate_position_id","entered_at");--> statement-breakpoint
CREATE INDEX "candidate_stage_entries_organization_id_joined_at_idx" ON "candidate_stage_entries" USING btree ("organization_id","joined_at");--> statement-breakpoint
CREATE INDEX "candidate_stage_entries_organization_id_position_id_joined_at_idx" ON "candidate_stage_entries" USING btree ("organization_id","position_id","joined_at");--> statement-breakpoint
-- Every stage a candidate position enters, recorded in the writing transaction once per
-- statement (transition tables, like the counts of 0012): an insert enters its stage; an update
-- that changes the stage closes the open entry (`left_at`) and enters the new one.
-- `stage_changed_at` is the application's clock.
CREATE FUNCTION "candidate_stage_entries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "candidate_stage_entries" ("organization_id", "candidate_position_id", "position_id", "stage", "from_stage", "entered_at", "joined_at")
    SELECT "organization_id", "id", "position_id", "stage", NULL, "stage_changed_at", "created_at" FROM new_rows;
  ELSE
    UPDATE "candidate_stage_entries" e SET "left_at" = n."stage_changed_at"
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."stage" IS DISTINCT FROM o."stage" AND e."candidate_position_id" = n."id" AND e."left_at" IS NULL;
    INSERT INTO "candidate_stage_entries" ("organization_id", "candidate_position_id", "position_id", "stage", "from_stage", "entered_at", "joined_at")
    SELECT n."organization_id", n."id", n."position_id", n."stage", o."stage", n."stage_changed_at", n."created_at"
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."stage" IS DISTINCT FROM o."stage";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_positions_stage_entries_insert" AFTER INSERT ON "candidate_positions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_entries_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_positions_stage_entries_update" AFTER UPDATE ON "candidate_positions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_entries_follow"();
--> statement-breakpoint
-- The history before this migration, from the candidates' timelines (position_added and
-- stage_changed events name the candidate position); a candidate position without such events
-- (the 0010 backfill wrote none) gets one entry: its current stage, from its stage_changed_at.
INSERT INTO "candidate_stage_entries" ("organization_id", "candidate_position_id", "position_id", "stage", "from_stage", "entered_at", "joined_at")
SELECT cp."organization_id", cp."id", cp."position_id",
  CASE WHEN e."kind" = 'position_added' THEN e."payload"->>'stage' ELSE e."payload"->>'to' END,
  CASE WHEN e."kind" = 'position_added' THEN NULL ELSE e."payload"->>'from' END,
  e."at", cp."created_at"
FROM "candidate_events" e
JOIN "candidate_positions" cp ON cp."id"::text = e."payload"->>'candidate_position_id'
  AND cp."organization_id" = e."organization_id"
WHERE e."kind" IN ('position_added', 'stage_changed')
  AND COALESCE(e."payload"->>'stage', e."payload"->>'to') IS NOT NULL
ORDER BY e."at", e."id";
--> statement-breakpoint
INSERT INTO "candidate_stage_entries" ("organization_id", "candidate_position_id", "position_id", "stage", "from_stage", "entered_at", "joined_at")
SELECT cp."organization_id", cp."id", cp."position_id", cp."stage", NULL, cp."stage_changed_at", cp."created_at"
FROM "candidate_positions" cp
WHERE NOT EXISTS (SELECT 1 FROM "candidate_stage_entries" s WHERE s."candidate_position_id" = cp."id");
--> statement-breakpoint
UPDATE "candidate_stage_entries" e SET "left_at" = n."next_at"
FROM (
  SELECT "id", lead("entered_at") OVER (PARTITION BY "candidate_position_id" ORDER BY "entered_at", "id") AS "next_at"
  FROM "candidate_stage_entries"
) n
WHERE n."id" = e."id" AND n."next_at" IS NOT NULL;
