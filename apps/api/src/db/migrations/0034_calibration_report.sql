CREATE TABLE "calibration_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by_id" uuid,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calibration_assignments" ADD CONSTRAINT "calibration_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_assignments" ADD CONSTRAINT "calibration_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_assignments" ADD CONSTRAINT "calibration_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_assignments_organization_id_user_id_assigned_at_idx" ON "calibration_assignments" USING btree ("organization_id","user_id","assigned_at");--> statement-breakpoint
CREATE INDEX "calibration_assignments_user_id_idx" ON "calibration_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calibration_assignments_assigned_by_id_idx" ON "calibration_assignments" USING btree ("assigned_by_id");--> statement-breakpoint
CREATE INDEX "candidate_interview_reviews_organization_id_submitted_at_idx" ON "candidate_interview_reviews" USING btree ("organization_id","submitted_at");