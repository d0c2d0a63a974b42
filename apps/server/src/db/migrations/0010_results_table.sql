ALTER TABLE "attempts" ADD COLUMN "accuracy" real GENERATED ALWAYS AS (((result ->> 'accuracy')::real)) STORED;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "time_taken_sec" real GENERATED ALWAYS AS (((result ->> 'totalTimeSec')::real)) STORED;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "section_results" jsonb GENERATED ALWAYS AS ((result -> 'sections')) STORED;
