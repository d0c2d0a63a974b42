CREATE TABLE "attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"time_left_ms" integer NOT NULL,
	"clock_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_ms" integer DEFAULT 0 NOT NULL,
	"hard_end_at" timestamp with time zone NOT NULL,
	"session_id" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submit_reason" text,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text
);
--> statement-breakpoint
CREATE TABLE "centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text
);
--> statement-breakpoint
CREATE TABLE "exam_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"template_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"institute_token" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "institutes_institute_token_unique" UNIQUE("institute_token")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"option_no" smallint NOT NULL,
	"option_cap" text NOT NULL,
	"text_en" text NOT NULL,
	"text_hi" text
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_token" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_org_token_unique" UNIQUE("org_token")
);
--> statement-breakpoint
CREATE TABLE "question_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"total_marks" real NOT NULL,
	"total_question" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"key" text NOT NULL,
	"set_type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"description" text DEFAULT '' NOT NULL,
	"total_time" integer NOT NULL,
	"languages" jsonb NOT NULL,
	"instruction_en" text DEFAULT '' NOT NULL,
	"instruction_hi" text DEFAULT '' NOT NULL,
	"class_id" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"question_no" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_hi" text,
	"solution_en" text,
	"solution_hi" text,
	"answer_option_id" integer
);
--> statement-breakpoint
CREATE TABLE "response_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"attempt_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"answer_option_id" integer,
	"action" smallint NOT NULL,
	"seq" integer NOT NULL,
	"time_left_ms" integer NOT NULL,
	"client_time_left_ms" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responses_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"total_question" integer NOT NULL,
	"total_marks" real NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	CONSTRAINT "states_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"father_name" text DEFAULT 'NA' NOT NULL,
	"mother_name" text DEFAULT 'NA' NOT NULL,
	"student_class" smallint DEFAULT 0 NOT NULL,
	"student_section" text DEFAULT '0' NOT NULL,
	"roll_no" text DEFAULT '123' NOT NULL,
	"centre_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_instructions" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"instruction_en" text NOT NULL,
	"instruction_hi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"exam_duration" integer NOT NULL,
	"total_question" integer NOT NULL,
	"total_marks" real NOT NULL,
	"negative_marks" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sub_categories" ADD CONSTRAINT "exam_sub_categories_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sub_categories" ADD CONSTRAINT "exam_sub_categories_category_id_exam_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_category_id_exam_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_sub_category_id_exam_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."exam_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_groups" ADD CONSTRAINT "question_groups_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_groups" ADD CONSTRAINT "question_groups_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_group_id_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_log" ADD CONSTRAINT "response_log_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_instructions" ADD CONSTRAINT "system_instructions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_student_set_no" ON "attempts" USING btree ("student_id","set_id","attempt_no");--> statement-breakpoint
CREATE INDEX "attempts_set_status" ON "attempts" USING btree ("set_id","status");--> statement-breakpoint
CREATE INDEX "attempts_open_hard_end" ON "attempts" USING btree ("hard_end_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "centres_org_key" ON "centres" USING btree ("org_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_categories_org_key" ON "exam_categories" USING btree ("org_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sub_categories_org_key" ON "exam_sub_categories" USING btree ("org_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_org_key" ON "exams" USING btree ("org_id","key");--> statement-breakpoint
CREATE INDEX "exams_category" ON "exams" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "exams_sub_category" ON "exams" USING btree ("sub_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "options_question_no" ON "options" USING btree ("question_id","option_no");--> statement-breakpoint
CREATE UNIQUE INDEX "question_sets_org_key" ON "question_sets" USING btree ("org_id","key");--> statement-breakpoint
CREATE INDEX "question_sets_exam_type" ON "question_sets" USING btree ("exam_id","set_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_set_key" ON "questions" USING btree ("set_id","key");--> statement-breakpoint
CREATE INDEX "questions_set_no" ON "questions" USING btree ("set_id","question_no");--> statement-breakpoint
CREATE INDEX "response_log_attempt" ON "response_log" USING btree ("attempt_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_template_key" ON "sections" USING btree ("template_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "students_org_username" ON "students" USING btree ("org_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "templates_org_key" ON "templates" USING btree ("org_id","key");