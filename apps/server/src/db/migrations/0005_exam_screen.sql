CREATE TABLE "attempt_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" bigint NOT NULL,
	"type" text NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "clock_rule" text DEFAULT 'strict' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "visited_question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "current_question_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "clock_rule" text DEFAULT 'strict' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "fullscreen" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_events_attempt" ON "attempt_events" USING btree ("attempt_id","client_at");