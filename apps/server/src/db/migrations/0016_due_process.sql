CREATE TABLE "key_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"reason" text NOT NULL,
	"image_sha256" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "solution_review" text;--> statement-breakpoint
ALTER TABLE "exam_schedules" ADD COLUMN "challenge_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_schedules" ADD COLUMN "challenge_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_schedules" ADD COLUMN "final_key_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "key_challenges" ADD CONSTRAINT "key_challenges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_challenges" ADD CONSTRAINT "key_challenges_schedule_id_exam_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."exam_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_challenges" ADD CONSTRAINT "key_challenges_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_challenges" ADD CONSTRAINT "key_challenges_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "key_challenges_one_per_question" ON "key_challenges" USING btree ("schedule_id","student_id","question_id");--> statement-breakpoint
CREATE INDEX "key_challenges_schedule_question" ON "key_challenges" USING btree ("schedule_id","question_id");