CREATE TABLE "accommodation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_interview_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_requests_kind_check" CHECK ("accommodation_requests"."kind" in ('more_time', 'text_answers', 'captions', 'other')),
	CONSTRAINT "accommodation_requests_status_check" CHECK ("accommodation_requests"."status" in ('pending', 'granted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "candidate_email_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"email_on_advance" boolean DEFAULT true NOT NULL,
	"email_on_reject" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD COLUMN "under_review_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_email_settings" ADD CONSTRAINT "candidate_email_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodation_requests_one_pending_key" ON "accommodation_requests" USING btree ("candidate_interview_id") WHERE "accommodation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "accommodation_requests_candidate_interview_id_created_at_idx" ON "accommodation_requests" USING btree ("candidate_interview_id","created_at");--> statement-breakpoint
CREATE INDEX "accommodation_requests_organization_id_status_idx" ON "accommodation_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "candidate_interviews_under_review_notice_idx" ON "candidate_interviews" USING btree ("completed_at") WHERE "candidate_interviews"."status" in ('completed', 'reviewed') and "candidate_interviews"."decision" is null and "candidate_interviews"."under_review_notice_sent_at" is null;--> statement-breakpoint
-- Candidates who completed long before this release are not emailed all at once by the first
-- run (decision 0039): the notice is for those who wait from now on.
UPDATE "candidate_interviews" SET "under_review_notice_sent_at" = now()
WHERE "status" in ('completed', 'reviewed') AND "decision" IS NULL
  AND "completed_at" < now() - interval '14 days';
