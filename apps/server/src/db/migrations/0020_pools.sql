ALTER TABLE "questions" ADD COLUMN "pool_rule" smallint;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "pool" jsonb;