ALTER TABLE "attempts" ADD COLUMN "duration_ms" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "score" real;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open" ON "attempts" USING btree ("student_id","set_id") WHERE status = 'open';