-- Candidates (issue 12). Every organization that exists now gets the default pipeline (later ones
-- get it on first use, see modules/candidates); the keys must stay those of
-- DEFAULT_PIPELINE_STAGES in packages/shared/src/schemas/candidates.ts.
INSERT INTO "pipeline_stages" ("organization_id", "key", "name", "position")
SELECT "organizations"."id", "stages"."key", "stages"."name", "stages"."position"
FROM "organizations"
CROSS JOIN (VALUES
	('applied', 'Applied', 0),
	('one_way_interview', 'One-way interview', 1),
	('live_interview', 'Live interview', 2),
	('offer', 'Offer', 3),
	('hired', 'Hired', 4),
	('rejected', 'Rejected', 5)
) AS "stages" ("key", "name", "position")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One candidate per person per organization from the candidate interviews so far: the newest
-- invitation's name (or the bound account's), first invited when the record begins.
INSERT INTO "candidates" ("organization_id", "first_name", "last_name", "email", "source", "last_activity_at", "created_at", "updated_at")
SELECT
	"ci"."organization_id",
	coalesce((array_agg(coalesce("ci"."first_name", "u"."first_name") ORDER BY "ci"."invited_at" DESC) FILTER (WHERE coalesce("ci"."first_name", "u"."first_name") IS NOT NULL))[1], ''),
	coalesce((array_agg(coalesce("ci"."last_name", "u"."last_name") ORDER BY "ci"."invited_at" DESC) FILTER (WHERE coalesce("ci"."last_name", "u"."last_name") IS NOT NULL))[1], ''),
	lower("ci"."email"),
	CASE WHEN bool_or("ci"."invitation_token_hash" IS NOT NULL) THEN 'interview_invitation' ELSE 'public_link' END,
	max("ci"."updated_at"),
	min("ci"."invited_at"),
	max("ci"."updated_at")
FROM "candidate_interviews" AS "ci"
LEFT JOIN "users" AS "u" ON "u"."id" = "ci"."candidate_id"
GROUP BY "ci"."organization_id", lower("ci"."email")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "candidate_interviews" AS "ci"
SET "candidate_record_id" = "c"."id"
FROM "candidates" AS "c"
WHERE "c"."organization_id" = "ci"."organization_id" AND lower("c"."email") = lower("ci"."email");
--> statement-breakpoint
-- Each interview's position, at the "One-way interview" stage.
INSERT INTO "candidate_positions" ("organization_id", "candidate_id", "position_id", "stage", "stage_changed_at", "created_at", "updated_at")
SELECT "organization_id", "candidate_record_id", "position_id", 'one_way_interview', min("invited_at"), min("invited_at"), min("invited_at")
FROM "candidate_interviews"
WHERE "candidate_record_id" IS NOT NULL
GROUP BY "organization_id", "candidate_record_id", "position_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "candidate_events" ("organization_id", "candidate_id", "kind", "payload", "at")
SELECT "cp"."organization_id", "cp"."candidate_id", 'position_added',
	jsonb_build_object('candidate_position_id', "cp"."id", 'position_id', "cp"."position_id", 'position_title', "p"."title", 'stage', "cp"."stage"),
	"cp"."created_at"
FROM "candidate_positions" AS "cp"
INNER JOIN "positions" AS "p" ON "p"."id" = "cp"."position_id";
