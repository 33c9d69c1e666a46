CREATE TABLE "review_queue_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_interviews_review_queue_idx" ON "candidate_interviews" USING btree ("organization_id","completed_at","id") WHERE "candidate_interviews"."status" in ('completed', 'reviewed') and "candidate_interviews"."decision" is null;--> statement-breakpoint
CREATE FUNCTION "review_queue_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level, like candidate_interview_status_counts_follow (0012): +1 for each row that
  -- now waits for review, -1 for each that waited, summed per organization. (A transition table
  -- a trigger does not declare cannot be named, hence one branch per operation.)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "review_queue_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", count(*)::int FROM new_rows
    WHERE "status" IN ('completed', 'reviewed') AND "decision" IS NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "review_queue_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", -count(*)::int FROM old_rows
    WHERE "status" IN ('completed', 'reviewed') AND "decision" IS NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    INSERT INTO "review_queue_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", sum("change")::int
    FROM (
      SELECT "organization_id", 1 AS "change" FROM new_rows
      WHERE "status" IN ('completed', 'reviewed') AND "decision" IS NULL
      UNION ALL
      SELECT "organization_id", -1 AS "change" FROM old_rows
      WHERE "status" IN ('completed', 'reviewed') AND "decision" IS NULL
    ) AS changes
    GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_review_queue_insert" AFTER INSERT ON "candidate_interviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_review_queue_update" AFTER UPDATE ON "candidate_interviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_review_queue_delete" AFTER DELETE ON "candidate_interviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_counts_follow"();
--> statement-breakpoint
INSERT INTO "review_queue_counts" ("organization_id", "count")
SELECT "organization_id", count(*)::int FROM "candidate_interviews"
WHERE "status" IN ('completed', 'reviewed') AND "decision" IS NULL GROUP BY 1;
