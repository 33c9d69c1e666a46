CREATE TABLE "live_interview_agenda_ticks" (
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"agenda_item_id" uuid NOT NULL,
	"ticked_by_id" uuid,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_interview_agenda_ticks_live_interview_id_agenda_item_id_pk" PRIMARY KEY("live_interview_id","agenda_item_id")
);
--> statement-breakpoint
CREATE TABLE "live_interview_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"offset_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_presence" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"live_interview_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"display_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_interview_agenda_ticks" ADD CONSTRAINT "live_interview_agenda_ticks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_agenda_ticks" ADD CONSTRAINT "live_interview_agenda_ticks_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_agenda_ticks" ADD CONSTRAINT "live_interview_agenda_ticks_agenda_item_id_live_interview_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."live_interview_agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_agenda_ticks" ADD CONSTRAINT "live_interview_agenda_ticks_ticked_by_id_users_id_fk" FOREIGN KEY ("ticked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_notes" ADD CONSTRAINT "live_interview_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_notes" ADD CONSTRAINT "live_interview_notes_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interview_notes" ADD CONSTRAINT "live_interview_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_presence" ADD CONSTRAINT "live_room_presence_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_presence" ADD CONSTRAINT "live_room_presence_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_presence" ADD CONSTRAINT "live_room_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_signals" ADD CONSTRAINT "live_room_signals_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_tickets" ADD CONSTRAINT "live_room_tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_tickets" ADD CONSTRAINT "live_room_tickets_live_interview_id_live_interviews_id_fk" FOREIGN KEY ("live_interview_id") REFERENCES "public"."live_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_tickets" ADD CONSTRAINT "live_room_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_interview_agenda_ticks_organization_id_idx" ON "live_interview_agenda_ticks" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_interview_agenda_ticks_ticked_by_id_idx" ON "live_interview_agenda_ticks" USING btree ("ticked_by_id");--> statement-breakpoint
CREATE INDEX "live_interview_agenda_ticks_agenda_item_id_idx" ON "live_interview_agenda_ticks" USING btree ("agenda_item_id");--> statement-breakpoint
CREATE INDEX "live_interview_notes_live_interview_id_author_id_idx" ON "live_interview_notes" USING btree ("live_interview_id","author_id");--> statement-breakpoint
CREATE INDEX "live_interview_notes_author_id_idx" ON "live_interview_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "live_interview_notes_organization_id_idx" ON "live_interview_notes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_room_presence_live_interview_id_idx" ON "live_room_presence" USING btree ("live_interview_id");--> statement-breakpoint
CREATE INDEX "live_room_presence_organization_id_idx" ON "live_room_presence" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_room_presence_user_id_idx" ON "live_room_presence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_room_presence_last_seen_at_idx" ON "live_room_presence" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "live_room_signals_created_at_idx" ON "live_room_signals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_room_signals_live_interview_id_idx" ON "live_room_signals" USING btree ("live_interview_id");--> statement-breakpoint
CREATE INDEX "live_room_tickets_expires_at_idx" ON "live_room_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "live_room_tickets_organization_id_idx" ON "live_room_tickets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "live_room_tickets_live_interview_id_idx" ON "live_room_tickets" USING btree ("live_interview_id");--> statement-breakpoint
CREATE INDEX "live_room_tickets_user_id_idx" ON "live_room_tickets" USING btree ("user_id");