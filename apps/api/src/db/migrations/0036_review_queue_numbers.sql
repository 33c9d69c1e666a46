CREATE TABLE "review_queue_reviewed_counts" (
	"organization_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_queue_reviewed_counts_organization_id_reviewer_id_pk" PRIMARY KEY("organization_id","reviewer_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_interviews_interview_id_number_idx" ON "candidate_interviews" USING btree ("interview_id","number");--> statement-breakpoint
-- The numbers so far: each candidate's place by invitation time, then id (what the reviews
-- counted until now, decision 0045).
UPDATE "candidate_interviews" AS ci SET "number" = numbered."number"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "interview_id" ORDER BY "invited_at", "id")::int AS "number"
  FROM "candidate_interviews"
) AS numbered
WHERE numbered."id" = ci."id";
--> statement-breakpoint
CREATE FUNCTION "candidate_interviews_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid;
  highest integer;
BEGIN
  -- "Candidate N" of its interview (decision 0051): the statement's new rows, numbered 0 by the
  -- column's default, get their interview's next numbers in invitation order, with one read and
  -- one UPDATE an interview (a row-level trigger probing for the highest number cost minutes on
  -- a 100,000-row insert). Writers of one interview take turns from the lock until they commit,
  -- so two invitations never share a number; the highest is read after the turn, as committed.
  FOR touched IN SELECT DISTINCT "interview_id" FROM new_rows ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(touched::text, 36));
    SELECT coalesce(max("number"), 0) INTO highest FROM "candidate_interviews"
    WHERE "interview_id" = touched AND "number" > 0;
    UPDATE "candidate_interviews" AS ci SET "number" = highest + numbered."place"
    FROM (
      SELECT "id", row_number() OVER (ORDER BY "invited_at", "id")::int AS "place"
      FROM new_rows WHERE "interview_id" = touched
    ) AS numbered
    WHERE ci."id" = numbered."id";
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_number" AFTER INSERT ON "candidate_interviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_interviews_number"();
--> statement-breakpoint
CREATE FUNCTION "review_queue_reviewed_counts_follow_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level, like review_queue_counts_follow (0026): +1 for each submitted review of a
  -- waiting candidate interview, -1 for each that was one, summed per organization and reviewer
  -- (decision 0051). A review cascading away with its candidate interview finds it gone here: the
  -- candidate interview's own trigger has taken those reviews off already.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "review_queue_reviewed_counts" AS counts ("organization_id", "reviewer_id", "count")
    SELECT r."organization_id", r."reviewer_id", count(*)::int
    FROM new_rows AS r JOIN "candidate_interviews" AS ci ON ci."id" = r."candidate_interview_id"
    WHERE r."submitted_at" IS NOT NULL AND r."reviewer_id" IS NOT NULL
      AND ci."status" IN ('completed', 'reviewed') AND ci."decision" IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "reviewer_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "review_queue_reviewed_counts" AS counts ("organization_id", "reviewer_id", "count")
    SELECT r."organization_id", r."reviewer_id", -count(*)::int
    FROM old_rows AS r JOIN "candidate_interviews" AS ci ON ci."id" = r."candidate_interview_id"
    WHERE r."submitted_at" IS NOT NULL AND r."reviewer_id" IS NOT NULL
      AND ci."status" IN ('completed', 'reviewed') AND ci."decision" IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "reviewer_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    INSERT INTO "review_queue_reviewed_counts" AS counts ("organization_id", "reviewer_id", "count")
    SELECT changes."organization_id", changes."reviewer_id", sum(changes."change")::int
    FROM (
      SELECT "organization_id", "reviewer_id", "candidate_interview_id", 1 AS "change" FROM new_rows
      WHERE "submitted_at" IS NOT NULL AND "reviewer_id" IS NOT NULL
      UNION ALL
      SELECT "organization_id", "reviewer_id", "candidate_interview_id", -1 AS "change" FROM old_rows
      WHERE "submitted_at" IS NOT NULL AND "reviewer_id" IS NOT NULL
    ) AS changes
    JOIN "candidate_interviews" AS ci ON ci."id" = changes."candidate_interview_id"
    WHERE ci."status" IN ('completed', 'reviewed') AND ci."decision" IS NULL
    GROUP BY 1, 2 HAVING sum(changes."change") <> 0 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "reviewer_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interview_reviews_queue_insert" AFTER INSERT ON "candidate_interview_reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_reviewed_counts_follow_reviews"();
--> statement-breakpoint
CREATE TRIGGER "candidate_interview_reviews_queue_update" AFTER UPDATE ON "candidate_interview_reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_reviewed_counts_follow_reviews"();
--> statement-breakpoint
CREATE TRIGGER "candidate_interview_reviews_queue_delete" AFTER DELETE ON "candidate_interview_reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_reviewed_counts_follow_reviews"();
--> statement-breakpoint
CREATE FUNCTION "review_queue_reviewed_counts_follow_candidates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A candidate interview entering the queue (+1) or leaving it (-1, a decision) counts for each
  -- member who had submitted a review of it. Most updates (activity, a number) change neither and
  -- write nothing.
  INSERT INTO "review_queue_reviewed_counts" AS counts ("organization_id", "reviewer_id", "count")
  SELECT r."organization_id", r."reviewer_id", sum(moved."change")::int
  FROM (
    SELECT new_row."id",
      CASE WHEN new_row."status" IN ('completed', 'reviewed') AND new_row."decision" IS NULL
        THEN 1 ELSE -1 END AS "change"
    FROM new_rows AS new_row JOIN old_rows AS old_row ON old_row."id" = new_row."id"
    WHERE (new_row."status" IN ('completed', 'reviewed') AND new_row."decision" IS NULL)
      <> (old_row."status" IN ('completed', 'reviewed') AND old_row."decision" IS NULL)
  ) AS moved
  JOIN "candidate_interview_reviews" AS r ON r."candidate_interview_id" = moved."id"
  WHERE r."submitted_at" IS NOT NULL AND r."reviewer_id" IS NOT NULL
  GROUP BY 1, 2 HAVING sum(moved."change") <> 0 ORDER BY 1, 2
  ON CONFLICT ("organization_id", "reviewer_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_reviewed_counts_update" AFTER UPDATE ON "candidate_interviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_queue_reviewed_counts_follow_candidates"();
--> statement-breakpoint
CREATE FUNCTION "review_queue_reviewed_counts_forget_candidate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Before a waiting candidate interview is deleted (erasure, retention), while its reviews are
  -- still there to say whose counts it was in; their cascade then finds it gone.
  IF OLD."status" IN ('completed', 'reviewed') AND OLD."decision" IS NULL THEN
    UPDATE "review_queue_reviewed_counts" AS counts SET "count" = counts."count" - mine."reviewed"
    FROM (
      SELECT "organization_id", "reviewer_id", count(*)::int AS "reviewed"
      FROM "candidate_interview_reviews"
      WHERE "candidate_interview_id" = OLD."id" AND "submitted_at" IS NOT NULL
        AND "reviewer_id" IS NOT NULL
      GROUP BY 1, 2
    ) AS mine
    WHERE counts."organization_id" = mine."organization_id" AND counts."reviewer_id" = mine."reviewer_id";
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_reviewed_counts_delete" BEFORE DELETE ON "candidate_interviews"
  FOR EACH ROW EXECUTE FUNCTION "review_queue_reviewed_counts_forget_candidate"();
--> statement-breakpoint
INSERT INTO "review_queue_reviewed_counts" ("organization_id", "reviewer_id", "count")
SELECT r."organization_id", r."reviewer_id", count(*)::int
FROM "candidate_interview_reviews" AS r JOIN "candidate_interviews" AS ci ON ci."id" = r."candidate_interview_id"
WHERE r."submitted_at" IS NOT NULL AND r."reviewer_id" IS NOT NULL
  AND ci."status" IN ('completed', 'reviewed') AND ci."decision" IS NULL
GROUP BY 1, 2;
