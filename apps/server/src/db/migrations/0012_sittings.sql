ALTER TABLE "exam_schedules" ADD COLUMN "sitting" text;--> statement-breakpoint
CREATE INDEX "exam_schedules_org_sitting" ON "exam_schedules" USING btree ("org_id","sitting");