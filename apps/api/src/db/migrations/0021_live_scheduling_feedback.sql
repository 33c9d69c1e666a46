CREATE TABLE "live_feedback_reminders" (
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_feedback_reminders_live_interview_id_user_id_pk" PRIMARY KEY("live_interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_interview_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"scorecard_id" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_interview_feedback_scores" (
	"feedback_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "live_interview_feedback_scores_feedback_id_criterion_id_pk" PRIMARY KEY("feedback_id","criterion_id"),
	CONSTRAINT "live_interview_feedback_scores_rating_check" CHECK ("live_interview_feedback_scores"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "live_interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_feedback_reminders" ADD CONSTRAINT "live_feedback_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_feedback_reminders" ADD CONSTRAINT "live_feedback_reminders_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_feedback_reminders" ADD CONSTRAINT "live_feedback_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback" ADD CONSTRAINT "live_interview_feedback_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback" ADD CONSTRAINT "live_interview_feedback_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback" ADD CONSTRAINT "live_interview_feedback_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback" ADD CONSTRAINT "live_interview_feedback_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback_scores" ADD CONSTRAINT "live_interview_feedback_scores_feedback_id_live_interview_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."live_interview_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback_scores" ADD CONSTRAINT "live_interview_feedback_scores_criterion_id_scorecard_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."scorecard_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_feedback_scores" ADD CONSTRAINT "live_interview_feedback_scores_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_slots" ADD CONSTRAINT "live_interview_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_slots" ADD CONSTRAINT "live_interview_slots_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_feedback_reminders_organization_id_idx" ON "live_feedback_reminders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_feedback_reminders_user_id_idx" ON "live_feedback_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_interview_feedback_live_interview_id_interviewer_id_key" ON "live_interview_feedback" USING btree ("live_interview_id","interviewer_id");--> statement-breakpoint
CREATE INDEX "live_interview_feedback_organization_id_idx" ON "live_interview_feedback" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_interview_feedback_interviewer_id_idx" ON "live_interview_feedback" USING btree ("interviewer_id");--> statement-breakpoint
CREATE INDEX "live_interview_feedback_scorecard_id_idx" ON "live_interview_feedback" USING btree ("scorecard_id");--> statement-breakpoint
CREATE INDEX "live_interview_feedback_scores_criterion_id_idx" ON "live_interview_feedback_scores" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "live_interview_feedback_scores_organization_id_idx" ON "live_interview_feedback_scores" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_interview_slots_live_interview_id_starts_at_key" ON "live_interview_slots" USING btree ("live_interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_interview_slots_organization_id_idx" ON "live_interview_slots" USING btree ("organization_id");