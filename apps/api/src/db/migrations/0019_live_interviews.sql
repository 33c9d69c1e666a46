CREATE TABLE "live_interview_agenda_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"question_id" uuid
);
--> statement-breakpoint
CREATE TABLE "live_interview_interviewers" (
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_interview_reminders" (
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"location_type" text DEFAULT 'room' NOT NULL,
	"location" text,
	"scorecard_id" uuid,
	"panel_notes" text DEFAULT '' NOT NULL,
	"show_agenda_to_candidate" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"ical_uid" text NOT NULL,
	"ical_sequence" integer DEFAULT 0 NOT NULL,
	"candidate_access_token_hash" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "live_interviews_status_check" CHECK ("live_interviews"."status" in ('scheduled', 'awaiting_candidate', 'done', 'cancelled', 'no_show')),
	CONSTRAINT "live_interviews_location_type_check" CHECK ("live_interviews"."location_type" in ('room', 'link', 'phone', 'in_person')),
	CONSTRAINT "live_interviews_duration_minutes_check" CHECK ("live_interviews"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "live_interview_agenda_items" ADD CONSTRAINT "live_interview_agenda_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_agenda_items" ADD CONSTRAINT "live_interview_agenda_items_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_agenda_items" ADD CONSTRAINT "live_interview_agenda_items_question_id_prerecorded_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."prerecorded_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_interviewers" ADD CONSTRAINT "live_interview_interviewers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_interviewers" ADD CONSTRAINT "live_interview_interviewers_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_interviewers" ADD CONSTRAINT "live_interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_reminders" ADD CONSTRAINT "live_interview_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_reminders" ADD CONSTRAINT "live_interview_reminders_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_interview_agenda_items_live_interview_id_position_idx" ON "live_interview_agenda_items" USING btree ("live_interview_id","position");--> statement-breakpoint
CREATE INDEX "live_interview_agenda_items_organization_id_idx" ON "live_interview_agenda_items" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_interview_agenda_items_question_id_idx" ON "live_interview_agenda_items" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_interview_interviewers_live_interview_id_user_id_key" ON "live_interview_interviewers" USING btree ("live_interview_id","user_id");--> statement-breakpoint
CREATE INDEX "live_interview_interviewers_user_id_idx" ON "live_interview_interviewers" USING btree ("user_id","live_interview_id");--> statement-breakpoint
CREATE INDEX "live_interview_interviewers_organization_id_idx" ON "live_interview_interviewers" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_interview_reminders_live_interview_id_kind_starts_at_key" ON "live_interview_reminders" USING btree ("live_interview_id","kind","starts_at");--> statement-breakpoint
CREATE INDEX "live_interview_reminders_organization_id_idx" ON "live_interview_reminders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_interviews_organization_id_starts_at_idx" ON "live_interviews" USING btree ("organization_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "live_interviews_organization_id_position_id_starts_at_idx" ON "live_interviews" USING btree ("organization_id","position_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_interviews_candidate_id_idx" ON "live_interviews" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "live_interviews_position_id_idx" ON "live_interviews" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "live_interviews_scorecard_id_idx" ON "live_interviews" USING btree ("scorecard_id");--> statement-breakpoint
CREATE INDEX "live_interviews_created_by_user_id_idx" ON "live_interviews" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_interviews_ical_uid_key" ON "live_interviews" USING btree ("ical_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "live_interviews_candidate_access_token_hash_key" ON "live_interviews" USING btree ("candidate_access_token_hash");--> statement-breakpoint
-- Written by hand (drizzle-kit does not know it): a signed-in candidate's live interviews in every
-- organization are found through the candidate records with their address
-- (`GET /v1/live_interviews/mine`); the unique index on (organization_id, lower(email)) needs the
-- organization first.
CREATE INDEX "candidates_lower_email_idx" ON "candidates" USING btree (lower("email"));
