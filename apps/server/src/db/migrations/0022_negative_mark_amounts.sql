ALTER TABLE "sections" ADD COLUMN "negative_mark" real;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "negative_mark" real;