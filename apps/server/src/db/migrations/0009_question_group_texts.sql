ALTER TABLE "question_groups" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_groups" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "question_groups" ADD COLUMN "instructions_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_groups" ADD COLUMN "instructions_hi" text;--> statement-breakpoint
ALTER TABLE "question_groups" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;
