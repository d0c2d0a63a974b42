ALTER TABLE "questions" ADD COLUMN "text_key" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "text_answer" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "text_answer" text;