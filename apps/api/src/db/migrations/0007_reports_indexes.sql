DROP INDEX "prerecorded_interview_events_organization_id_idx";--> statement-breakpoint
CREATE INDEX "candidate_interviews_organization_id_started_at_idx" ON "candidate_interviews" USING btree ("organization_id","started_at");--> statement-breakpoint
CREATE INDEX "candidate_interviews_organization_id_completed_at_idx" ON "candidate_interviews" USING btree ("organization_id","completed_at");--> statement-breakpoint
CREATE INDEX "prerecorded_interview_events_organization_id_created_at_idx" ON "prerecorded_interview_events" USING btree ("organization_id","created_at");