CREATE TABLE "review_policies" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"calibration_pass_threshold" numeric(3, 2) DEFAULT 0.5 NOT NULL,
	"certification_valid_months" integer DEFAULT 12 NOT NULL,
	"blind_review_default" boolean DEFAULT true NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "review_policies_threshold_check" CHECK ("review_policies"."calibration_pass_threshold" > 0 and "review_policies"."calibration_pass_threshold" <= 2),
	CONSTRAINT "review_policies_valid_months_check" CHECK ("review_policies"."certification_valid_months" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "reviewer_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid,
	"certificate_id" uuid,
	"mean_absolute_deviation" numeric(4, 3) NOT NULL,
	"certified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD COLUMN "blind_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prerecorded_interviews" ADD COLUMN "certified_reviewers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD COLUMN "certified_reviewers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_policies" ADD CONSTRAINT "review_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_policies" ADD CONSTRAINT "review_policies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_certifications" ADD CONSTRAINT "reviewer_certifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_certifications" ADD CONSTRAINT "reviewer_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_certifications" ADD CONSTRAINT "reviewer_certifications_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_policies_updated_by_id_idx" ON "review_policies" USING btree ("updated_by_id");--> statement-breakpoint
CREATE INDEX "reviewer_certifications_organization_id_user_id_expires_at_idx" ON "reviewer_certifications" USING btree ("organization_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "reviewer_certifications_user_id_idx" ON "reviewer_certifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviewer_certifications_certificate_id_idx" ON "reviewer_certifications" USING btree ("certificate_id");