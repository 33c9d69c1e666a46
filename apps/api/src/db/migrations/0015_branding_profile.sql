ALTER TABLE "organizations" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "careers_site_url" text;