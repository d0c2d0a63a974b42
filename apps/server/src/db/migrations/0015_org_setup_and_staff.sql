CREATE TABLE "staff_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "logo_sha256" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "host_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "logo_sha256" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_colour" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "centre_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_staff" ON "staff_invitations" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_slug_unique" UNIQUE("slug");