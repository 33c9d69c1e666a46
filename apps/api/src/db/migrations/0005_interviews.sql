CREATE TABLE "custom_set_questions" (
	"custom_set_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "custom_set_questions_custom_set_id_question_id_pk" PRIMARY KEY("custom_set_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "custom_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prerecorded_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"category_id" uuid,
	"text" text NOT NULL,
	"video_key" text,
	"video_content_type" text,
	"answer_time_seconds" integer DEFAULT 120 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prerecorded_questions_answer_time_check" CHECK ("prerecorded_questions"."answer_time_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scorecard_id" uuid NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating_scale" integer DEFAULT 5 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "scorecard_criteria_rating_scale_check" CHECK ("scorecard_criteria"."rating_scale" between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"candidate_interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_id" uuid,
	"timestamp_seconds" real NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_feedbacks_rating_check" CHECK ("candidate_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "candidate_interview_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_interview_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"scorecard_id" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"candidate_id" uuid,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"invitation_token_hash" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"decision" text,
	"version" integer,
	"time_multiplier" real DEFAULT 1 NOT NULL,
	"extra_retakes" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone,
	"invited_by_id" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_interviews_status_check" CHECK ("candidate_interviews"."status" in ('invited', 'started', 'completed', 'reviewed', 'advanced', 'rejected')),
	CONSTRAINT "candidate_interviews_decision_check" CHECK ("candidate_interviews"."decision" in ('advance', 'reject', 'hold')),
	CONSTRAINT "candidate_interviews_accommodations_check" CHECK ("candidate_interviews"."time_multiplier" between 1 and 3 and "candidate_interviews"."extra_retakes" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "prerecorded_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_interview_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"video_key" text,
	"content_type" text,
	"size_bytes" bigint,
	"duration_seconds" real,
	"takes_used" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prerecorded_interview_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prerecorded_interview_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prerecorded_interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"source_question_id" uuid,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"video_key" text,
	"video_content_type" text,
	"think_time_seconds" integer NOT NULL,
	"answer_time_seconds" integer NOT NULL,
	"retakes_allowed" integer NOT NULL,
	CONSTRAINT "prerecorded_interview_questions_times_check" CHECK ("prerecorded_interview_questions"."think_time_seconds" >= 0 and "prerecorded_interview_questions"."answer_time_seconds" > 0 and "prerecorded_interview_questions"."retakes_allowed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prerecorded_interview_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"locked_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prerecorded_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"public_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"welcome_video_key" text,
	"welcome_video_content_type" text,
	"deadline" timestamp with time zone,
	"scorecard_id" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_scores" (
	"review_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "review_scores_review_id_criterion_id_pk" PRIMARY KEY("review_id","criterion_id"),
	CONSTRAINT "review_scores_rating_check" CHECK ("review_scores"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"candidate_interview_id" uuid,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"length" bigint NOT NULL,
	"offset" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"attached_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_offset_check" CHECK ("uploads"."offset" between 0 and "uploads"."length")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "scorecard_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_set_questions" ADD CONSTRAINT "custom_set_questions_custom_set_id_custom_sets_id_fk" FOREIGN KEY ("custom_set_id") REFERENCES "public"."custom_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_set_questions" ADD CONSTRAINT "custom_set_questions_question_id_prerecorded_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."prerecorded_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_set_questions" ADD CONSTRAINT "custom_set_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_sets" ADD CONSTRAINT "custom_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_sets" ADD CONSTRAINT "custom_sets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_questions" ADD CONSTRAINT "prerecorded_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_questions" ADD CONSTRAINT "prerecorded_questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_questions" ADD CONSTRAINT "prerecorded_questions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_answer_id_prerecorded_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."prerecorded_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_feedbacks" ADD CONSTRAINT "candidate_feedbacks_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_feedbacks" ADD CONSTRAINT "candidate_feedbacks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_notes" ADD CONSTRAINT "candidate_interview_notes_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_notes" ADD CONSTRAINT "candidate_interview_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_notes" ADD CONSTRAINT "candidate_interview_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_reviews" ADD CONSTRAINT "candidate_interview_reviews_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_reviews" ADD CONSTRAINT "candidate_interview_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_reviews" ADD CONSTRAINT "candidate_interview_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_reviews" ADD CONSTRAINT "candidate_interview_reviews_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_interview_id_prerecorded_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."prerecorded_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_answers" ADD CONSTRAINT "prerecorded_answers_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_answers" ADD CONSTRAINT "prerecorded_answers_question_id_prerecorded_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."prerecorded_interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_answers" ADD CONSTRAINT "prerecorded_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_events" ADD CONSTRAINT "prerecorded_interview_events_interview_id_prerecorded_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."prerecorded_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_events" ADD CONSTRAINT "prerecorded_interview_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_events" ADD CONSTRAINT "prerecorded_interview_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_questions" ADD CONSTRAINT "prerecorded_interview_questions_version_id_prerecorded_interview_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."prerecorded_interview_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_questions" ADD CONSTRAINT "prerecorded_interview_questions_interview_id_prerecorded_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."prerecorded_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_questions" ADD CONSTRAINT "prerecorded_interview_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_questions" ADD CONSTRAINT "prerecorded_interview_questions_source_question_id_prerecorded_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."prerecorded_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_versions" ADD CONSTRAINT "prerecorded_interview_versions_interview_id_prerecorded_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."prerecorded_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_versions" ADD CONSTRAINT "prerecorded_interview_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_versions" ADD CONSTRAINT "prerecorded_interview_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD CONSTRAINT "prerecorded_interviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD CONSTRAINT "prerecorded_interviews_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD CONSTRAINT "prerecorded_interviews_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD CONSTRAINT "prerecorded_interviews_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_review_id_candidate_interview_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."candidate_interview_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_criterion_id_scorecard_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."scorecard_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_set_questions_question_id_idx" ON "custom_set_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "custom_set_questions_organization_id_idx" ON "custom_set_questions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "custom_sets_organization_id_created_at_idx" ON "custom_sets" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_sets_created_by_id_idx" ON "custom_sets" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "prerecorded_questions_organization_id_created_at_idx" ON "prerecorded_questions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "prerecorded_questions_organization_id_category_id_idx" ON "prerecorded_questions" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE INDEX "prerecorded_questions_category_id_idx" ON "prerecorded_questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "prerecorded_questions_created_by_id_idx" ON "prerecorded_questions" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_categories_organization_id_name_key" ON "question_categories" USING btree (coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "scorecard_criteria_scorecard_id_position_idx" ON "scorecard_criteria" USING btree ("scorecard_id","position");--> statement-breakpoint
CREATE INDEX "scorecard_criteria_organization_id_idx" ON "scorecard_criteria" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "scorecards_organization_id_created_at_idx" ON "scorecards" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "scorecards_organization_id_name_idx" ON "scorecards" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "scorecards_created_by_id_idx" ON "scorecards" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "answer_comments_answer_id_timestamp_idx" ON "answer_comments" USING btree ("answer_id","timestamp_seconds");--> statement-breakpoint
CREATE INDEX "answer_comments_candidate_interview_id_idx" ON "answer_comments" USING btree ("candidate_interview_id");--> statement-breakpoint
CREATE INDEX "answer_comments_organization_id_idx" ON "answer_comments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "answer_comments_author_id_idx" ON "answer_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_feedbacks_candidate_interview_id_key" ON "candidate_feedbacks" USING btree ("candidate_interview_id");--> statement-breakpoint
CREATE INDEX "candidate_feedbacks_organization_id_created_at_idx" ON "candidate_feedbacks" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_interview_notes_candidate_interview_id_created_at_idx" ON "candidate_interview_notes" USING btree ("candidate_interview_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_interview_notes_organization_id_idx" ON "candidate_interview_notes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "candidate_interview_notes_author_id_idx" ON "candidate_interview_notes" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_interview_reviews_candidate_interview_id_reviewer_id_key" ON "candidate_interview_reviews" USING btree ("candidate_interview_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "candidate_interview_reviews_organization_id_idx" ON "candidate_interview_reviews" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "candidate_interview_reviews_reviewer_id_idx" ON "candidate_interview_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "candidate_interview_reviews_scorecard_id_idx" ON "candidate_interview_reviews" USING btree ("scorecard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_interviews_interview_id_email_key" ON "candidate_interviews" USING btree ("interview_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_interviews_invitation_token_hash_key" ON "candidate_interviews" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "candidate_interviews_organization_id_interview_id_status_idx" ON "candidate_interviews" USING btree ("organization_id","interview_id","status","invited_at");--> statement-breakpoint
CREATE INDEX "candidate_interviews_organization_id_position_id_idx" ON "candidate_interviews" USING btree ("organization_id","position_id");--> statement-breakpoint
CREATE INDEX "candidate_interviews_candidate_id_invited_at_idx" ON "candidate_interviews" USING btree ("candidate_id","invited_at");--> statement-breakpoint
CREATE INDEX "candidate_interviews_invited_by_id_idx" ON "candidate_interviews" USING btree ("invited_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prerecorded_answers_candidate_interview_id_question_id_key" ON "prerecorded_answers" USING btree ("candidate_interview_id","question_id");--> statement-breakpoint
CREATE INDEX "prerecorded_answers_question_id_idx" ON "prerecorded_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "prerecorded_answers_organization_id_idx" ON "prerecorded_answers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_events_interview_id_created_at_idx" ON "prerecorded_interview_events" USING btree ("interview_id","created_at");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_events_organization_id_idx" ON "prerecorded_interview_events" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_events_actor_id_idx" ON "prerecorded_interview_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_questions_version_id_position_idx" ON "prerecorded_interview_questions" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_questions_interview_id_idx" ON "prerecorded_interview_questions" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_questions_organization_id_idx" ON "prerecorded_interview_questions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_questions_source_question_id_idx" ON "prerecorded_interview_questions" USING btree ("source_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prerecorded_interview_versions_interview_id_number_key" ON "prerecorded_interview_versions" USING btree ("interview_id","number");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_versions_organization_id_idx" ON "prerecorded_interview_versions" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prerecorded_interviews_public_uuid_key" ON "prerecorded_interviews" USING btree ("public_uuid");--> statement-breakpoint
CREATE INDEX "prerecorded_interviews_organization_id_position_id_idx" ON "prerecorded_interviews" USING btree ("organization_id","position_id","created_at");--> statement-breakpoint
CREATE INDEX "prerecorded_interviews_position_id_idx" ON "prerecorded_interviews" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interviews_scorecard_id_idx" ON "prerecorded_interviews" USING btree ("scorecard_id");--> statement-breakpoint
CREATE INDEX "prerecorded_interviews_created_by_id_idx" ON "prerecorded_interviews" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "review_scores_criterion_id_idx" ON "review_scores" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "review_scores_organization_id_idx" ON "review_scores" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "uploads_user_id_created_at_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_organization_id_idx" ON "uploads" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "uploads_candidate_interview_id_idx" ON "uploads" USING btree ("candidate_interview_id");--> statement-breakpoint
CREATE INDEX "uploads_expires_at_idx" ON "uploads" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_scorecard_id_idx" ON "positions" USING btree ("scorecard_id");