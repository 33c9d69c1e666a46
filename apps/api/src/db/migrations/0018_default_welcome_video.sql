ALTER TABLE "organizations" ADD COLUMN "welcome_video_key" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "welcome_video_content_type" text;