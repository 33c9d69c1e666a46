-- The candidate's creation time on each of their candidate positions (decision 0058), so that a
-- position's candidates newest first (the candidates list filtered by a position, at a stage or
-- not) read twenty entries of an index instead of walking the organization's candidates.
ALTER TABLE "candidate_positions" ADD COLUMN "candidate_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "candidate_positions" AS cp SET "candidate_created_at" = c."created_at"
FROM "candidates" AS c
WHERE c."id" = cp."candidate_id";
--> statement-breakpoint
CREATE INDEX "candidate_positions_position_candidate_created_at_idx" ON "candidate_positions" USING btree ("organization_id","position_id","candidate_created_at","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_positions_stage_candidate_created_at_idx" ON "candidate_positions" USING btree ("organization_id","position_id","stage","candidate_created_at","candidate_id");--> statement-breakpoint
-- A candidate position takes its candidate's time when it is made or given to another candidate;
-- nothing writes the column itself. A candidate that doesn't exist leaves the default, for the
-- foreign key to refuse as before.
CREATE FUNCTION "candidate_positions_candidate_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."candidate_created_at" := coalesce(
    (SELECT "created_at" FROM "candidates" WHERE "id" = NEW."candidate_id"),
    NEW."candidate_created_at"
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidate_positions_candidate_created_at"
BEFORE INSERT OR UPDATE OF "candidate_id" ON "candidate_positions"
FOR EACH ROW EXECUTE FUNCTION "candidate_positions_candidate_created_at"();
--> statement-breakpoint
-- A candidate's creation time corrected (nothing in the app does it today) follows to the copies.
CREATE FUNCTION "candidates_created_at_to_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidate_positions" SET "candidate_created_at" = NEW."created_at"
  WHERE "candidate_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_created_at_to_positions"
AFTER UPDATE OF "created_at" ON "candidates"
FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "candidates_created_at_to_positions"();
