CREATE TABLE "organization_guidance" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"product_analytics" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tours" (
	"user_id" uuid NOT NULL,
	"tour_key" text NOT NULL,
	"status" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tours_user_id_tour_key_pk" PRIMARY KEY("user_id","tour_key")
);
--> statement-breakpoint
ALTER TABLE "organization_guidance" ADD CONSTRAINT "organization_guidance_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tours" ADD CONSTRAINT "user_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;