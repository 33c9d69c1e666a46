CREATE TABLE "candidate_consents" (
	"candidate_interview_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD COLUMN "text_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prerecorded_answers" ADD COLUMN "text_answer" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "privacy_policy_url" text;--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_candidate_interview_id_candidate_interviews_id_fk" FOREIGN KEY ("candidate_interview_id") REFERENCES "public"."candidate_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_consents_organization_id_idx" ON "candidate_consents" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "candidate_consents_candidate_id_idx" ON "candidate_consents" USING btree ("candidate_id");