ALTER TABLE "candidates" DROP CONSTRAINT "candidates_source_check";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "positions_organization_id_public_open_idx" ON "positions" USING btree ("organization_id") WHERE "positions"."is_public" and "positions"."status" = 'open';--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_source_check" CHECK ("candidates"."source" in ('manual', 'interview_invitation', 'public_link', 'import', 'careers_page'));