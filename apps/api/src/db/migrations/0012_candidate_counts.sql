CREATE TABLE "candidate_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_interview_status_counts" (
	"organization_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "candidate_interview_status_counts_pkey" PRIMARY KEY("organization_id","interview_id","status")
);
--> statement-breakpoint
CREATE TABLE "candidate_stage_counts" (
	"organization_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "candidate_stage_counts_pkey" PRIMARY KEY("organization_id","position_id","stage")
);
--> statement-breakpoint
CREATE INDEX "candidate_interviews_organization_id_interview_id_invited_at_idx" ON "candidate_interviews" USING btree ("organization_id","interview_id","invited_at","id");
--> statement-breakpoint
-- The counts follow every insert, move and delete of candidate_positions and candidates in the
-- writing transaction, once per statement (transition tables: an import of 1,000 rows is one
-- upsert per position and stage, in key order so two writers lock shared rows in the same order).
-- Rows that fall to 0 stay: deleting them would race with a writer bringing them back.
CREATE FUNCTION "candidate_stage_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "candidate_stage_counts" AS counts ("organization_id", "position_id", "stage", "count")
    SELECT "organization_id", "position_id", "stage", count(*)::int FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "position_id", "stage")
    DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "candidate_stage_counts" AS counts ("organization_id", "position_id", "stage", "count")
    SELECT "organization_id", "position_id", "stage", -count(*)::int FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "position_id", "stage")
    DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    INSERT INTO "candidate_stage_counts" AS counts ("organization_id", "position_id", "stage", "count")
    SELECT "organization_id", "position_id", "stage", sum("change")::int
    FROM (
      SELECT "organization_id", "position_id", "stage", 1 AS "change" FROM new_rows
      UNION ALL
      SELECT "organization_id", "position_id", "stage", -1 AS "change" FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum("change") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "position_id", "stage")
    DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_positions_counts_insert" AFTER INSERT ON "candidate_positions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_positions_counts_update" AFTER UPDATE ON "candidate_positions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_positions_counts_delete" AFTER DELETE ON "candidate_positions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_stage_counts_follow"();
--> statement-breakpoint
CREATE FUNCTION "candidate_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "candidate_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", count(*)::int FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    INSERT INTO "candidate_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", -count(*)::int FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidates_counts_insert" AFTER INSERT ON "candidates"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidates_counts_delete" AFTER DELETE ON "candidates"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_counts_follow"();
--> statement-breakpoint
INSERT INTO "candidate_stage_counts" ("organization_id", "position_id", "stage", "count")
SELECT "organization_id", "position_id", "stage", count(*)::int FROM "candidate_positions" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "candidate_counts" ("organization_id", "count")
SELECT "organization_id", count(*)::int FROM "candidates" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "candidate_interview_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "candidate_interview_status_counts" AS counts ("organization_id", "interview_id", "status", "count")
    SELECT "organization_id", "interview_id", "status", count(*)::int FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "interview_id", "status")
    DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "candidate_interview_status_counts" AS counts ("organization_id", "interview_id", "status", "count")
    SELECT "organization_id", "interview_id", "status", -count(*)::int FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "interview_id", "status")
    DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    INSERT INTO "candidate_interview_status_counts" AS counts ("organization_id", "interview_id", "status", "count")
    SELECT "organization_id", "interview_id", "status", sum("change")::int
    FROM (
      SELECT "organization_id", "interview_id", "status", 1 AS "change" FROM new_rows
      UNION ALL
      SELECT "organization_id", "interview_id", "status", -1 AS "change" FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum("change") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "interview_id", "status")
    DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_counts_insert" AFTER INSERT ON "candidate_interviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_interview_status_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_counts_update" AFTER UPDATE ON "candidate_interviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_interview_status_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "candidate_interviews_counts_delete" AFTER DELETE ON "candidate_interviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_interview_status_counts_follow"();
--> statement-breakpoint
INSERT INTO "candidate_interview_status_counts" ("organization_id", "interview_id", "status", "count")
SELECT "organization_id", "interview_id", "status", count(*)::int FROM "candidate_interviews" GROUP BY 1, 2, 3;
