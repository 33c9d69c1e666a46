CREATE TABLE "candidate_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"author_id" uuid,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"location" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_source_check" CHECK ("candidates"."source" in ('manual', 'interview_invitation', 'public_link', 'import'))
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_stages_organization_id_key_key" UNIQUE("organization_id","key")
);
--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD COLUMN "candidate_record_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_positions" ADD CONSTRAINT "candidate_positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_positions" ADD CONSTRAINT "candidate_positions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_positions" ADD CONSTRAINT "candidate_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_positions" ADD CONSTRAINT "candidate_positions_stage_fkey" FOREIGN KEY ("organization_id","stage") REFERENCES "public"."pipeline_stages"("organization_id","key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_events_candidate_id_at_idx" ON "candidate_events" USING btree ("candidate_id","at");--> statement-breakpoint
CREATE INDEX "candidate_events_organization_id_at_idx" ON "candidate_events" USING btree ("organization_id","at");--> statement-breakpoint
CREATE INDEX "candidate_events_actor_id_idx" ON "candidate_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "candidate_notes_candidate_id_created_at_idx" ON "candidate_notes" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_notes_organization_id_idx" ON "candidate_notes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "candidate_notes_author_id_idx" ON "candidate_notes" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_positions_candidate_id_position_id_key" ON "candidate_positions" USING btree ("candidate_id","position_id");--> statement-breakpoint
CREATE INDEX "candidate_positions_organization_id_position_id_stage_idx" ON "candidate_positions" USING btree ("organization_id","position_id","stage","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_positions_organization_id_stage_idx" ON "candidate_positions" USING btree ("organization_id","stage","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_positions_position_id_idx" ON "candidate_positions" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_organization_id_email_key" ON "candidates" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_organization_id_created_at_idx" ON "candidates" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_organization_id_full_name_idx" ON "candidates" USING btree ("organization_id",lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_organization_id_last_name_idx" ON "candidates" USING btree ("organization_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_organization_id_email_pattern_idx" ON "candidates" USING btree ("organization_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pipeline_stages_organization_id_position_idx" ON "pipeline_stages" USING btree ("organization_id","position");--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_candidate_record_id_candidates_id_fk" FOREIGN KEY ("candidate_record_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_interviews_candidate_record_id_idx" ON "candidate_interviews" USING btree ("candidate_record_id");