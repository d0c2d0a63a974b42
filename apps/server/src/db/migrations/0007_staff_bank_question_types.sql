CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"institute_id" integer,
	"staff_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_question_versions" (
	"bank_question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_question_versions_bank_question_id_version_pk" PRIMARY KEY("bank_question_id","version")
);
--> statement-breakpoint
CREATE TABLE "bank_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"institute_id" integer,
	"key" text,
	"category_id" integer,
	"question_type" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hindi_complete" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"sha256" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"institute_id" integer,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ALTER COLUMN "answer_option_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "cutoff" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "question_type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_option_ids" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "marking_rule" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "numeric_min" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "numeric_max" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "marks" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "negative_mark" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "bank_question_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "bank_version" integer;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "answer_option_ids" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "numeric_answer" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "answer_option_ids" jsonb;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "numeric_answer" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_question_versions" ADD CONSTRAINT "bank_question_versions_bank_question_id_bank_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."bank_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_category_id_exam_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_at" ON "audit_log" USING btree ("org_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_questions_org_key" ON "bank_questions" USING btree ("org_id","key");--> statement-breakpoint
CREATE INDEX "bank_questions_org_institute" ON "bank_questions" USING btree ("org_id","institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_org_email" ON "staff" USING btree ("org_id",lower("email"));--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_bank" ON "questions" USING btree ("bank_question_id");