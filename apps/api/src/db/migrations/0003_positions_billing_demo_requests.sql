CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"company_size" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"subscription_id" uuid,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"reason" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"billed_to_name" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_cents_check" CHECK ("invoices"."amount_cents" >= 0),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_hiring_team_members" (
	"position_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_hiring_team_members_position_id_user_id_pk" PRIMARY KEY("position_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"department" text,
	"location_type" text,
	"location" text,
	"employment_type" text,
	"industry_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"owner_id" uuid,
	"created_by_id" uuid,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_status_check" CHECK ("positions"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "positions_location_type_check" CHECK ("positions"."location_type" in ('on_site', 'remote', 'hybrid')),
	CONSTRAINT "positions_employment_type_check" CHECK ("positions"."employment_type" in ('full_time', 'part_time', 'contract', 'internship', 'temporary'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_kind" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "in_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider" text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_hiring_team_members" ADD CONSTRAINT "position_hiring_team_members_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_hiring_team_members" ADD CONSTRAINT "position_hiring_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_hiring_team_members" ADD CONSTRAINT "position_hiring_team_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organization_id_number_key" ON "invoices" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "invoices_organization_id_issued_at_idx" ON "invoices" USING btree ("organization_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_subscription_id_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "position_hiring_team_members_user_id_idx" ON "position_hiring_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "position_hiring_team_members_organization_id_idx" ON "position_hiring_team_members" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "positions_organization_id_created_at_idx" ON "positions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "positions_organization_id_status_created_at_idx" ON "positions" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "positions_organization_id_title_idx" ON "positions" USING btree ("organization_id",lower("title"));--> statement-breakpoint
CREATE INDEX "positions_organization_id_opened_at_idx" ON "positions" USING btree ("organization_id","opened_at");--> statement-breakpoint
CREATE INDEX "positions_organization_id_updated_at_idx" ON "positions" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "positions_owner_id_idx" ON "positions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "positions_created_by_id_idx" ON "positions" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "positions_industry_id_idx" ON "positions" USING btree ("industry_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."kind" in ('free', 'pro', 'premium', 'enterprise', 'free_full_access'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'ended', 'downgrading'));;--> statement-breakpoint
-- The industries positions are filed under (GET /v1/industries); ids are stable slugs.
INSERT INTO "industries" ("id", "name", "sort_order") VALUES
	('accounting', 'Accounting', 10),
	('advertising_marketing', 'Advertising & marketing', 20),
	('aerospace_defense', 'Aerospace & defense', 30),
	('agriculture', 'Agriculture', 40),
	('architecture_planning', 'Architecture & planning', 50),
	('automotive', 'Automotive', 60),
	('banking', 'Banking', 70),
	('biotechnology', 'Biotechnology', 80),
	('construction', 'Construction', 90),
	('consulting', 'Consulting', 100),
	('consumer_goods', 'Consumer goods', 110),
	('education', 'Education', 120),
	('energy_utilities', 'Energy & utilities', 130),
	('engineering', 'Engineering', 140),
	('entertainment_media', 'Entertainment & media', 150),
	('financial_services', 'Financial services', 160),
	('food_beverage', 'Food & beverage', 170),
	('government', 'Government & public sector', 180),
	('healthcare', 'Healthcare', 190),
	('hospitality_tourism', 'Hospitality & tourism', 200),
	('human_resources', 'Human resources & staffing', 210),
	('information_technology', 'Information technology', 220),
	('insurance', 'Insurance', 230),
	('legal', 'Legal services', 240),
	('logistics_transportation', 'Logistics & transportation', 250),
	('manufacturing', 'Manufacturing', 260),
	('nonprofit', 'Non-profit', 270),
	('pharmaceuticals', 'Pharmaceuticals', 280),
	('real_estate', 'Real estate', 290),
	('retail_ecommerce', 'Retail & e-commerce', 300),
	('software', 'Software', 310),
	('telecommunications', 'Telecommunications', 320),
	('other', 'Other', 330)
ON CONFLICT ("id") DO NOTHING;
