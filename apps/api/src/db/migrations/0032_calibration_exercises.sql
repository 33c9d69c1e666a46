CREATE TABLE "calibration_attempt_ratings" (
	"attempt_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "calibration_attempt_ratings_attempt_id_sample_id_criterion_id_pk" PRIMARY KEY("attempt_id","sample_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "calibration_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"mean_absolute_deviation" numeric(4, 3) NOT NULL,
	"pass_threshold" numeric(4, 3) NOT NULL,
	"passed" boolean NOT NULL,
	"criteria" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calibration_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating_scale" smallint DEFAULT 5 NOT NULL,
	CONSTRAINT "calibration_criteria_rating_scale_check" CHECK ("calibration_criteria"."rating_scale" between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "calibration_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"minutes" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_exercises_points_check" CHECK ("calibration_exercises"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calibration_expert_scores" (
	"sample_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "calibration_expert_scores_sample_id_criterion_id_pk" PRIMARY KEY("sample_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "calibration_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"video_url" text NOT NULL,
	"captions_url" text,
	"poster_url" text,
	"duration_seconds" numeric(7, 2),
	"transcript" text NOT NULL,
	"rationale" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_resource_type_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_source_type_check";--> statement-breakpoint
ALTER TABLE "calibration_attempt_ratings" ADD CONSTRAINT "calibration_attempt_ratings_attempt_id_calibration_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."calibration_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_attempt_ratings" ADD CONSTRAINT "calibration_attempt_ratings_sample_id_calibration_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."calibration_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_attempt_ratings" ADD CONSTRAINT "calibration_attempt_ratings_criterion_id_calibration_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."calibration_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_attempts" ADD CONSTRAINT "calibration_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_attempts" ADD CONSTRAINT "calibration_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_attempts" ADD CONSTRAINT "calibration_attempts_exercise_id_calibration_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."calibration_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_criteria" ADD CONSTRAINT "calibration_criteria_exercise_id_calibration_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."calibration_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_exercises" ADD CONSTRAINT "calibration_exercises_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_expert_scores" ADD CONSTRAINT "calibration_expert_scores_sample_id_calibration_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."calibration_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_expert_scores" ADD CONSTRAINT "calibration_expert_scores_criterion_id_calibration_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."calibration_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_samples" ADD CONSTRAINT "calibration_samples_exercise_id_calibration_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."calibration_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_attempt_ratings_sample_id_idx" ON "calibration_attempt_ratings" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "calibration_attempt_ratings_criterion_id_idx" ON "calibration_attempt_ratings" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "calibration_attempts_organization_id_user_id_completed_at_idx" ON "calibration_attempts" USING btree ("organization_id","user_id","completed_at");--> statement-breakpoint
CREATE INDEX "calibration_attempts_user_id_idx" ON "calibration_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calibration_attempts_exercise_id_idx" ON "calibration_attempts" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_criteria_exercise_id_key_key" ON "calibration_criteria" USING btree ("exercise_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_exercises_candor_slug_key" ON "calibration_exercises" USING btree ("slug") WHERE "calibration_exercises"."organization_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_exercises_organization_id_slug_key" ON "calibration_exercises" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "calibration_expert_scores_criterion_id_idx" ON "calibration_expert_scores" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_samples_exercise_id_key_key" ON "calibration_samples" USING btree ("exercise_id","key");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_resource_type_check" CHECK ("certificates"."resource_type" in ('Curriculum', 'MockInterview', 'ReviewerCalibration'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_source_type_check" CHECK ("points_ledger"."source_type" in ('curriculum_video', 'quiz', 'practice_interview_question', 'practice_interview', 'calibration_exercise'));