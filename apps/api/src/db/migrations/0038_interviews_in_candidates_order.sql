-- The candidate record's creation time on each of its interviews (decision 0058), so that the
-- candidates list filtered by an interview status or by "awaiting my review" reads its page in the
-- list's order off an index, instead of reading every match's candidate to sort them.
ALTER TABLE "candidate_interviews" ADD COLUMN "candidate_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "candidate_interviews" AS ci SET "candidate_created_at" = c."created_at"
FROM "candidates" AS c
WHERE c."id" = ci."candidate_record_id";
--> statement-breakpoint
CREATE INDEX "candidate_interviews_status_candidate_created_at_idx" ON "candidate_interviews" USING btree ("organization_id","status","candidate_created_at","candidate_record_id");--> statement-breakpoint
CREATE INDEX "candidate_interviews_review_queue_candidate_created_at_idx" ON "candidate_interviews" USING btree ("organization_id","candidate_created_at","candidate_record_id") WHERE "candidate_interviews"."status" in ('completed', 'reviewed') and "candidate_interviews"."decision" is null;--> statement-breakpoint
-- An interview takes its candidate record's time when it is made or bound to a record (a
-- candidate who applies is bound later); nothing writes the column itself.
CREATE FUNCTION "candidate_interviews_candidate_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."candidate_created_at" := (
    SELECT "created_at" FROM "candidates" WHERE "id" = NEW."candidate_record_id"
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_candidate_created_at"
BEFORE INSERT OR UPDATE OF "candidate_record_id" ON "candidate_interviews"
FOR EACH ROW EXECUTE FUNCTION "candidate_interviews_candidate_created_at"();
--> statement-breakpoint
-- A candidate's creation time corrected follows to both copies (migration 0037 made the first).
CREATE OR REPLACE FUNCTION "candidates_created_at_to_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidate_positions" SET "candidate_created_at" = NEW."created_at"
  WHERE "candidate_id" = NEW."id";
  UPDATE "candidate_interviews" SET "candidate_created_at" = NEW."created_at"
  WHERE "candidate_record_id" = NEW."id";
  RETURN NULL;
END;
$$;
