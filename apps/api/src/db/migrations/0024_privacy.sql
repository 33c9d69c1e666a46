CREATE TABLE "candidate_privacy" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"legal_hold_at" timestamp with time zone,
	"legal_hold_by_id" uuid,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"action" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"candidate_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_policies" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"recordings_days" integer DEFAULT 180 NOT NULL,
	"candidate_days" integer DEFAULT 365 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "retention_policies_days_check" CHECK ("retention_policies"."recordings_days" between 30 and 730 and "retention_policies"."candidate_days" between 30 and 730)
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_privacy" ADD CONSTRAINT "candidate_privacy_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_privacy" ADD CONSTRAINT "candidate_privacy_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_privacy" ADD CONSTRAINT "candidate_privacy_legal_hold_by_id_users_id_fk" FOREIGN KEY ("legal_hold_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_policies" ADD CONSTRAINT "retention_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_policies" ADD CONSTRAINT "retention_policies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_privacy_organization_id_idx" ON "candidate_privacy" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "candidate_privacy_legal_hold_by_id_idx" ON "candidate_privacy" USING btree ("legal_hold_by_id");--> statement-breakpoint
CREATE INDEX "privacy_audit_log_organization_id_at_idx" ON "privacy_audit_log" USING btree ("organization_id","at");--> statement-breakpoint
CREATE INDEX "privacy_audit_log_actor_id_idx" ON "privacy_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "retention_policies_updated_by_id_idx" ON "retention_policies" USING btree ("updated_by_id");--> statement-breakpoint
-- Retention is on for every organization (issue 17): existing ones get the defaults now, new ones
-- from this trigger (and every reader coalesces to the defaults, should a row be missing).
INSERT INTO "retention_policies" ("organization_id") SELECT "id" FROM "organizations" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "retention_policies_for_new_organization"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "retention_policies" ("organization_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_retention_policy" AFTER INSERT ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "retention_policies_for_new_organization"();
