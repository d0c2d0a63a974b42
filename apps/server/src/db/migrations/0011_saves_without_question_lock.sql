ALTER TABLE "responses" DROP CONSTRAINT "responses_question_id_questions_id_fk";--> statement-breakpoint
-- Room on each page for the new version of a row, so an answer changed or an attempt's clock moved
-- is a heap-only update that touches no index (decision 024; drizzle-kit does not model this).
ALTER TABLE "attempts" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "responses" SET (fillfactor = 80);
