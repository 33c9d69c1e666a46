CREATE TABLE "prerecorded_question_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_status_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "position_status_counts_pkey" PRIMARY KEY("organization_id","status")
);
--> statement-breakpoint
DROP INDEX "prerecorded_questions_organization_id_created_at_idx";--> statement-breakpoint
DROP INDEX "prerecorded_questions_organization_id_category_id_idx";--> statement-breakpoint
DROP INDEX "positions_organization_id_created_at_idx";--> statement-breakpoint
DROP INDEX "positions_organization_id_status_created_at_idx";--> statement-breakpoint
DROP INDEX "positions_organization_id_title_idx";--> statement-breakpoint
CREATE INDEX "positions_organization_id_status_title_idx" ON "positions" USING btree ("organization_id","status",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "prerecorded_questions_organization_id_created_at_idx" ON "prerecorded_questions" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "prerecorded_questions_organization_id_category_id_idx" ON "prerecorded_questions" USING btree ("organization_id","category_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "positions_organization_id_created_at_idx" ON "positions" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "positions_organization_id_status_created_at_idx" ON "positions" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "positions_organization_id_title_idx" ON "positions" USING btree ("organization_id",lower("title"),"id");--> statement-breakpoint
CREATE FUNCTION "position_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level, like candidate_interview_status_counts_follow (0012): +1 per new row, -1
  -- per old row, summed per organization and status, upserted in key order (decision 0047).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "position_status_counts" AS counts ("organization_id", "status", "count")
    SELECT "organization_id", "status", count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "status") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "position_status_counts" AS counts ("organization_id", "status", "count")
    SELECT "organization_id", "status", -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "status") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    -- An update that changes no status (most: edits, activity) nets to nothing and writes nothing.
    INSERT INTO "position_status_counts" AS counts ("organization_id", "status", "count")
    SELECT "organization_id", "status", sum("change")::int
    FROM (
      SELECT "organization_id", "status", 1 AS "change" FROM new_rows
      UNION ALL
      SELECT "organization_id", "status", -1 AS "change" FROM old_rows
    ) AS changes
    GROUP BY 1, 2 HAVING sum("change") <> 0 ORDER BY 1, 2
    ON CONFLICT ("organization_id", "status") DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "positions_status_counts_insert" AFTER INSERT ON "positions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "position_status_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "positions_status_counts_update" AFTER UPDATE ON "positions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "position_status_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "positions_status_counts_delete" AFTER DELETE ON "positions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "position_status_counts_follow"();
--> statement-breakpoint
INSERT INTO "position_status_counts" ("organization_id", "status", "count")
SELECT "organization_id", "status", count(*)::int FROM "positions" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "prerecorded_question_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The organization's own questions (Candor's have none and are not counted here).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "prerecorded_question_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", count(*)::int FROM new_rows WHERE "organization_id" IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "prerecorded_question_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", -count(*)::int FROM old_rows WHERE "organization_id" IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  ELSE
    INSERT INTO "prerecorded_question_counts" AS counts ("organization_id", "count")
    SELECT "organization_id", sum("change")::int
    FROM (
      SELECT "organization_id", 1 AS "change" FROM new_rows WHERE "organization_id" IS NOT NULL
      UNION ALL
      SELECT "organization_id", -1 AS "change" FROM old_rows WHERE "organization_id" IS NOT NULL
    ) AS changes
    GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = counts."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prerecorded_questions_counts_insert" AFTER INSERT ON "prerecorded_questions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prerecorded_question_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "prerecorded_questions_counts_update" AFTER UPDATE ON "prerecorded_questions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "prerecorded_question_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "prerecorded_questions_counts_delete" AFTER DELETE ON "prerecorded_questions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "prerecorded_question_counts_follow"();
--> statement-breakpoint
INSERT INTO "prerecorded_question_counts" ("organization_id", "count")
SELECT "organization_id", count(*)::int FROM "prerecorded_questions"
WHERE "organization_id" IS NOT NULL GROUP BY 1;
