ALTER TABLE "prerecorded_questions" ADD COLUMN "video_captions_key" text;--> statement-breakpoint
ALTER TABLE "prerecorded_interview_questions" ADD COLUMN "video_captions_key" text;--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD COLUMN "welcome_video_captions_key" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "welcome_video_captions_key" text;