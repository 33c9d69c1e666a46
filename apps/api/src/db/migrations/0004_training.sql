CREATE TABLE "curricula" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"image_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"points" integer,
	"listed" boolean DEFAULT true NOT NULL,
	"awards_certificate" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curricula_type_check" CHECK ("curricula"."type" in ('complete', 'specialized')),
	CONSTRAINT "curricula_points_check" CHECK ("curricula"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "curriculum_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"duration" integer NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"wistia_id" text,
	"media_path" text,
	"captions_path" text,
	"position" integer NOT NULL,
	CONSTRAINT "curriculum_videos_duration_check" CHECK ("curriculum_videos"."duration" >= 0),
	CONSTRAINT "curriculum_videos_points_check" CHECK ("curriculum_videos"."points" >= 0),
	CONSTRAINT "curriculum_videos_source_check" CHECK ("curriculum_videos"."wistia_id" is not null or "curriculum_videos"."media_path" is not null)
);
--> statement-breakpoint
CREATE TABLE "practice_interview_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"text" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "practice_interview_options_points_check" CHECK ("practice_interview_options"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practice_interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"text" text NOT NULL,
	"video_title" text NOT NULL,
	"video_url" text NOT NULL,
	"captions_url" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_interviews_points_check" CHECK ("practice_interviews"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"text" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_answers_points_check" CHECK ("quiz_answers"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"text" text NOT NULL,
	"question_type" text NOT NULL,
	"video_title" text,
	"video_url" text,
	"captions_url" text,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_questions_question_type_check" CHECK ("quiz_questions"."question_type" in ('multiple_choice_list', 'true_or_false'))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quiz_type" text NOT NULL,
	"points" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quizzes_quiz_type_check" CHECK ("quizzes"."quiz_type" in ('quiz', 'practice')),
	CONSTRAINT "quizzes_points_check" CHECK ("quizzes"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"title" text NOT NULL,
	"verification_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificates_resource_type_check" CHECK ("certificates"."resource_type" in ('Curriculum', 'MockInterview'))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"timestamp_seconds" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_timestamp_seconds_check" CHECK ("notes"."timestamp_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "onboarding_surveys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_points_check" CHECK ("points_ledger"."points" >= 0),
	CONSTRAINT "points_ledger_source_type_check" CHECK ("points_ledger"."source_type" in ('curriculum_video', 'quiz', 'practice_interview_question', 'practice_interview'))
);
--> statement-breakpoint
CREATE TABLE "practice_interview_answers" (
	"user_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_interview_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"answer_ids" uuid[] NOT NULL,
	"is_correct" boolean NOT NULL,
	"correct_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"watched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "curriculum_parts" ADD CONSTRAINT "curriculum_parts_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_videos" ADD CONSTRAINT "curriculum_videos_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_videos" ADD CONSTRAINT "curriculum_videos_part_id_curriculum_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."curriculum_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interview_options" ADD CONSTRAINT "practice_interview_options_question_id_practice_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."practice_interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interview_questions" ADD CONSTRAINT "practice_interview_questions_interview_id_practice_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."practice_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_video_id_curriculum_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."curriculum_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_video_id_curriculum_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."curriculum_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_surveys" ADD CONSTRAINT "onboarding_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interview_answers" ADD CONSTRAINT "practice_interview_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interview_answers" ADD CONSTRAINT "practice_interview_answers_interview_id_practice_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."practice_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interview_answers" ADD CONSTRAINT "practice_interview_answers_question_id_practice_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."practice_interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interview_answers" ADD CONSTRAINT "practice_interview_answers_option_id_practice_interview_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."practice_interview_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD CONSTRAINT "quiz_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD CONSTRAINT "quiz_submissions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_curriculum_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."curriculum_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_slug_key" ON "curricula" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "curricula_listed_type_position_idx" ON "curricula" USING btree ("listed","type","position");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_parts_curriculum_id_slug_key" ON "curriculum_parts" USING btree ("curriculum_id","slug");--> statement-breakpoint
CREATE INDEX "curriculum_parts_curriculum_id_position_idx" ON "curriculum_parts" USING btree ("curriculum_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_videos_slug_key" ON "curriculum_videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "curriculum_videos_part_id_position_idx" ON "curriculum_videos" USING btree ("part_id","position");--> statement-breakpoint
CREATE INDEX "curriculum_videos_curriculum_id_idx" ON "curriculum_videos" USING btree ("curriculum_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_interview_options_question_id_position_key" ON "practice_interview_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_interview_questions_interview_id_position_key" ON "practice_interview_questions" USING btree ("interview_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_interviews_slug_key" ON "practice_interviews" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "practice_interviews_position_idx" ON "practice_interviews" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_question_id_position_key" ON "quiz_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_id_position_key" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_video_id_slug_key" ON "quizzes" USING btree ("video_id","slug");--> statement-breakpoint
CREATE INDEX "quizzes_video_id_position_idx" ON "quizzes" USING btree ("video_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_curriculum_id_idx" ON "quizzes" USING btree ("curriculum_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_id_resource_type_resource_id_key" ON "certificates" USING btree ("user_id","resource_type","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_key" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "certificates_user_id_issued_at_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "notes_user_id_video_id_timestamp_idx" ON "notes" USING btree ("user_id","video_id","timestamp_seconds");--> statement-breakpoint
CREATE INDEX "notes_video_id_idx" ON "notes" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_user_id_source_type_source_id_key" ON "points_ledger" USING btree ("user_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "practice_interview_answers_user_id_interview_id_idx" ON "practice_interview_answers" USING btree ("user_id","interview_id");--> statement-breakpoint
CREATE INDEX "practice_interview_answers_interview_id_idx" ON "practice_interview_answers" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "practice_interview_answers_question_id_idx" ON "practice_interview_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "practice_interview_answers_option_id_idx" ON "practice_interview_answers" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_submissions_user_id_quiz_id_attempt_key" ON "quiz_submissions" USING btree ("user_id","quiz_id","attempt");--> statement-breakpoint
CREATE INDEX "quiz_submissions_quiz_id_idx" ON "quiz_submissions" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "video_progress_video_id_idx" ON "video_progress" USING btree ("video_id");