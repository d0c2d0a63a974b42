ALTER TABLE "attempts" ADD COLUMN "paper_order" jsonb;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "keep_last" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "shuffle_questions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "shuffle_options" boolean DEFAULT true NOT NULL;