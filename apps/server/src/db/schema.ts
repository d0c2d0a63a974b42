import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { MARKING_RULES, QUESTION_TYPES, STAFF_ROLES } from '@exam/contracts/questions/entities';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import type { PaperOrder } from '@exam/core/paper-order';
import type { TPoolRule } from '@exam/contracts/admin/set-entities';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The organisation a tenant table's row belongs to. */
const orgIdColumn = () =>
  integer('org_id')
    .notNull()
    .references(() => organisations.id);
/** A set's own rows, deleted with the set. */
const setIdColumn = () =>
  integer('set_id')
    .notNull()
    .references(() => questionSets.id, { onDelete: 'cascade' });
/** Whose attempt of which set, and its number: what an exam attempt and a quiz play share. */
const attemptOf = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orgId: orgIdColumn(),
  studentId: integer('student_id')
    .notNull()
    .references(() => students.id),
  setId: integer('set_id')
    .notNull()
    .references(() => questionSets.id),
  attemptNo: integer('attempt_no').notNull(),
});

// ── Tenancy ────────────────────────────────────────────────────────────────────────────────────
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  orgToken: text('org_token').notNull().unique(),
  name: text('name').notNull(),
  nameHi: text('name_hi'),
  /** SHA-256 of an uploaded image (media). */
  logoSha256: text('logo_sha256'),
  /** #rrggbb */
  brandColour: text('brand_colour'),
  /** IANA zone times are shown in. */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  createdAt: createdAt(),
});

export const institutes = pgTable('institutes', {
  id: serial('id').primaryKey(),
  orgId: orgIdColumn(),
  instituteToken: text('institute_token').notNull().unique(),
  name: text('name').notNull(),
  nameHi: text('name_hi'),
  logoSha256: text('logo_sha256'),
  /** Short lower-case name, unique on the deployment (`<slug>.` in front of a base domain). */
  slug: text('slug').unique(),
  /** Host names (custom domains) the institute's student site is served on. */
  hostNames: jsonb('host_names').$type<string[]>().notNull().default([]),
  /** A deactivated institute keeps its data; its staff below org-admin cannot be invited. */
  active: boolean('active').notNull().default(true),
});

// ── Places ─────────────────────────────────────────────────────────────────────────────────────
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameHi: text('name_hi'),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  stateId: integer('state_id')
    .notNull()
    .references(() => states.id),
  name: text('name').notNull(),
  nameHi: text('name_hi'),
});

export const blocks = pgTable('blocks', {
  id: serial('id').primaryKey(),
  districtId: integer('district_id')
    .notNull()
    .references(() => districts.id),
  name: text('name').notNull(),
  nameHi: text('name_hi'),
});

export const centres = pgTable(
  'centres',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    blockId: integer('block_id').references(() => blocks.id),
  },
  (t) => [uniqueIndex('centres_org_key').on(t.orgId, t.key)],
);

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────
export const examCategories = pgTable(
  'exam_categories',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_categories_org_key').on(t.orgId, t.key)],
);

export const examSubCategories = pgTable(
  'exam_sub_categories',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => examCategories.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_sub_categories_org_key').on(t.orgId, t.key)],
);

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    key: text('key').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => examCategories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => examSubCategories.id),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi'),
    imageUrl: text('image_url'),
    /** The exam's main paper pattern (its first mock test's), set by the import. */
    templateId: integer('template_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exams_org_key').on(t.orgId, t.key),
    index('exams_category').on(t.categoryId),
    index('exams_sub_category').on(t.subCategoryId),
  ],
);

/** A paper pattern: duration, totals, negative marking and its sections. One per set. */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    key: text('key').notNull(),
    examDuration: integer('exam_duration').notNull(),
    totalQuestion: integer('total_question').notNull(),
    totalMarks: real('total_marks').notNull(),
    negativeMarks: boolean('negative_marks').notNull().default(false),
    /** Marks lost per wrong answer (decision 061); null: SPEC §9's quarter of each question's. */
    negativeMark: real('negative_mark'),
  },
  (t) => [uniqueIndex('templates_org_key').on(t.orgId, t.key)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    totalQuestion: integer('total_question').notNull(),
    totalMarks: real('total_marks').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Marks lost per wrong answer in this section; null: the template's (decision 061). */
    negativeMark: real('negative_mark'),
    /** When the set shuffles (decision 040): false keeps this section's questions / options in order. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    /** A section drawn from the bank (decision 057): its rules; null: its questions are listed. */
    pool: jsonb('pool').$type<TPoolRule[]>(),
  },
  (t) => [uniqueIndex('sections_template_key').on(t.templateId, t.key)],
);

export const questionSets = pgTable(
  'question_sets',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    key: text('key').notNull(),
    setTypeId: smallint('set_type_id').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi'),
    totalTime: integer('total_time').notNull(),
    /** DESIGN.md §6: 'strict' (test centre: time runs from the start) or 'pause-on-silence'. */
    clockRule: text('clock_rule', { enum: ['strict', 'pause-on-silence'] })
      .notNull()
      .default('strict'),
    /** Full-screen mode at the start of the exam panel: required, offered or off. */
    fullscreen: text('fullscreen', { enum: ['required', 'offered', 'off'] })
      .notNull()
      .default('off'),
    /** The exam panel's on-screen calculator (decision 059): off, basic or scientific. */
    calculator: text('calculator', { enum: ['off', 'basic', 'scientific'] })
      .notNull()
      .default('off'),
    /** Language ids: 1 English, 2 Hindi. */
    languages: jsonb('languages').$type<number[]>().notNull(),
    instructionEn: text('instruction_en').notNull().default(''),
    instructionHi: text('instruction_hi').notNull().default(''),
    classId: smallint('class_id'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Bumped by every import that changes the set: the key of cached papers. */
    contentVersion: integer('content_version').notNull().default(1),
    /** The institute whose staff built the set; null for the organisation's own (imports, seed). */
    instituteId: integer('institute_id').references(() => institutes.id),
    /** Cut-off marks set by staff; null: SPEC §9's pass share of the exam's total marks. */
    cutoff: real('cutoff'),
    /** A paper per candidate (decision 040): each attempt gets its own order of questions, of options. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** Chosen at Publish (decision 051): the open catalogue, or only the students of its windows. */
    audience: text('audience', { enum: ['open', 'scheduled'] })
      .notNull()
      .default('open'),
  },
  (t) => [
    uniqueIndex('question_sets_org_key').on(t.orgId, t.key),
    index('question_sets_exam_type').on(t.examId, t.setTypeId),
  ],
);

export const questionGroups = pgTable('question_groups', {
  id: serial('id').primaryKey(),
  setId: setIdColumn(),
  sectionId: integer('section_id')
    .notNull()
    .references(() => sections.id, { onDelete: 'cascade' }),
  totalMarks: real('total_marks').notNull(),
  totalQuestion: integer('total_question').notNull(),
  /** A group's heading and its shared instructions or passage (HTML); empty: none is shown. */
  titleEn: text('title_en').notNull().default(''),
  titleHi: text('title_hi'),
  instructionsEn: text('instructions_en').notNull().default(''),
  instructionsHi: text('instructions_hi'),
  /** Paper order across the whole set (sections' groups one after another). */
  sortOrder: integer('sort_order').notNull().default(0),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    setId: setIdColumn(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => questionGroups.id),
    key: text('key').notNull(),
    questionNo: integer('question_no').notNull(),
    textEn: text('text_en').notNull(),
    textHi: text('text_hi'),
    solutionEn: text('solution_en'),
    solutionHi: text('solution_hi'),
    /** The correct option's id: the answer key, never sent while a CBT attempt is open. */
    answerOptionId: integer('answer_option_id'),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull().default('single'),
    /** Multiple-correct questions: the ids of every correct option (the key). */
    answerOptionIds: jsonb('answer_option_ids').$type<number[]>(),
    markingRule: text('marking_rule', { enum: MARKING_RULES }),
    /** Numerical questions: the accepted range of the typed answer (the key). */
    numericMin: doublePrecision('numeric_min'),
    numericMax: doublePrecision('numeric_max'),
    /** Short-answer questions: the accepted answers and the case rule (the key; decision 039). */
    textKey: jsonb('text_key').$type<{ accepted: string[]; caseSensitive: boolean }>(),
    /** Per-question marks and negative mark; null: the group's share and SPEC §9's quarter. */
    marks: real('marks'),
    negativeMark: real('negative_mark'),
    /** The bank question and version this set question is a frozen copy of (null: imported JSON). */
    bankQuestionId: integer('bank_question_id'),
    bankVersion: integer('bank_version'),
    /** Dropped after the exam (a key correction, audited in key_corrections); scored as key_corrections says. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    /** A pooled section's question (decision 057): the index of the rule whose pool it is in. */
    poolRule: smallint('pool_rule'),
  },
  (t) => [
    uniqueIndex('questions_set_key').on(t.setId, t.key),
    index('questions_set_no').on(t.setId, t.questionNo),
    index('questions_bank').on(t.bankQuestionId),
  ],
);

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionNo: smallint('option_no').notNull(),
    optionCap: text('option_cap').notNull(),
    textEn: text('text_en').notNull(),
    textHi: text('text_hi'),
    /** Stays last when the set shuffles options (e.g. "All of the above"). */
    keepLast: boolean('keep_last').notNull().default(false),
  },
  (t) => [uniqueIndex('options_question_no').on(t.questionId, t.optionNo)],
);

export const systemInstructions = pgTable('system_instructions', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => organisations.id),
  instructionEn: text('instruction_en').notNull(),
  instructionHi: text('instruction_hi').notNull(),
});

// ── Students ───────────────────────────────────────────────────────────────────────────────────
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    fatherName: text('father_name').notNull().default('NA'),
    motherName: text('mother_name').notNull().default('NA'),
    studentClass: smallint('student_class').notNull().default(0),
    studentSection: text('student_section').notNull().default('0'),
    rollNo: text('roll_no').notNull().default('123'),
    centreId: integer('centre_id').references(() => centres.id),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    blockId: integer('block_id').references(() => blocks.id),
    /** Tokens carry the version they were issued under; a password change bumps it. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A deactivated student cannot log in; their attempts and results stay. */
    active: boolean('active').notNull().default(true),
    /** Set by a staff reset or a bulk enrolment: the next login must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Accessibility extra time, in percent of every exam's duration (TAO's "extra time"). */
    extraTimePercent: smallint('extra_time_percent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_org_username').on(t.orgId, sql`lower(${t.username})`),
    index('students_org_institute_class').on(
      t.orgId,
      t.instituteId,
      t.studentClass,
      t.studentSection,
    ),
  ],
);

/** Values the processes of one deployment share, e.g. the generated token secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Tokens revoked before their expiry (logout). Rows past expires_at can be deleted. */
/**
 * Login, registration and password-change attempts per key in one-minute windows, kept in the
 * database so that every server process counts against the same limit.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ── Attempts ───────────────────────────────────────────────────────────────────────────────────
export const attempts = pgTable(
  'attempts',
  {
    ...attemptOf(),
    status: text('status', { enum: ['open', 'submitted'] })
      .notNull()
      .default('open'),
    /** The paper's full duration when the attempt started (template minutes × 60,000). */
    durationMs: integer('duration_ms').notNull(),
    /** The server's clock: what is left, and when it was last measured (the last contact). */
    timeLeftMs: integer('time_left_ms').notNull(),
    clockAt: timestamp('clock_at', { withTimezone: true }).notNull().defaultNow(),
    pausedMs: integer('paused_ms').notNull().default(0),
    /** The set's clock rule when the attempt started (strict unless the set chose otherwise). */
    clockRule: text('clock_rule', { enum: ['strict', 'pause-on-silence'] })
      .notNull()
      .default('strict'),
    hardEndAt: timestamp('hard_end_at', { withTimezone: true }).notNull(),
    /** The one live session (browser tab) that may save; a new start takes the attempt over. */
    sessionId: text('session_id'),
    /** The highest save sequence number seen; a resumed panel continues after it. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Questions the student has opened (a visited question is no longer 'Not Visited'). */
    visitedQuestionIds: jsonb('visited_question_ids').$type<number[]>().notNull().default([]),
    /** The question on screen at the last contact: a reload opens it again. */
    currentQuestionId: integer('current_question_id'),
    /** The candidate's order of a shuffled set, drawn at Start (decision 040); null: the paper's. */
    paperOrder: jsonb('paper_order').$type<PaperOrder>(),
    startedAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** How it ended: by the student, by the clock, or by a proctor's force-submit. */
    submitReason: text('submit_reason', { enum: ['submitted', 'time-over', 'force-submitted'] }),
    /** The exam window the attempt was started in (null: an open-catalogue set). */
    scheduleId: integer('schedule_id'),
    /** Minutes given on top of the duration: accessibility at the start, then staff grants. */
    extraMs: integer('extra_ms').notNull().default(0),
    /** Times staff reopened the attempt after a fault (each audited with its reason). */
    reopenCount: smallint('reopen_count').notNull().default(0),
    /** The whole score report (packages/core computeResult), stored once at submission. */
    result: jsonb('result'),
    /** The result's score, kept as a column for ranking and listings. */
    score: real('score'),
    // Read from the stored result by PostgreSQL on every write (a rescore too), so the staff
    // results table sorts and exports 10,000 attempts without opening each report (migration 0010).
    accuracy: real('accuracy').generatedAlwaysAs(sql`((result ->> 'accuracy')::real)`),
    timeTakenSec: real('time_taken_sec').generatedAlwaysAs(
      sql`((result ->> 'totalTimeSec')::real)`,
    ),
    /** Each section's summary (id, name, score…) as computeResult stored it. */
    sectionResults: jsonb('section_results').generatedAlwaysAs(sql`(result -> 'sections')`),
  },
  (t) => [
    uniqueIndex('attempts_student_set_no').on(t.studentId, t.setId, t.attemptNo),
    // At most one open attempt per student and set: starting n + 1 while n is open cannot race.
    uniqueIndex('attempts_one_open')
      .on(t.studentId, t.setId)
      .where(sql`status = 'open'`),
    index('attempts_set_status').on(t.setId, t.status),
    index('attempts_open_hard_end')
      .on(t.hardEndAt)
      .where(sql`status = 'open'`),
    // Rank (DESIGN.md §6, §8): the candidates of a set are its submitted first attempts; counting
    // those above a score is a range scan of this index.
    index('attempts_rank')
      .on(t.setId, t.score, t.studentId)
      .where(sql`status = 'submitted' and attempt_no = 1`),
    // Attempted tests: a student's attempts, newest first.
    index('attempts_student_submitted').on(t.studentId, t.submittedAt),
    index('attempts_schedule').on(t.scheduleId),
  ],
);

/**
 * The latest answer per question of an attempt. Its question is checked against the set's paper
 * before it is written, and a question with answers is never deleted (a sat set is not rebuilt,
 * an import keeps answered questions): no foreign key to questions, whose check would lock the
 * question's row for every save of every student on it (decision 024).
 */
export const responses = pgTable(
  'responses',
  {
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answerOptionId: integer('answer_option_id'),
    /** Multiple-correct questions: every chosen option id. */
    answerOptionIds: jsonb('answer_option_ids').$type<number[]>(),
    /** Numerical questions: the number as the student typed it. */
    numericAnswer: text('numeric_answer'),
    /** Short-answer questions: the text as the student typed it. */
    textAnswer: text('text_answer'),
    action: smallint('action').notNull(),
    seq: integer('seq').notNull(),
    timeLeftMs: integer('time_left_ms').notNull(),
    clientTimeLeftMs: integer('client_time_left_ms'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** Append-only: every accepted save, for audit and for rebuilding an attempt. */
export const responseLog = pgTable(
  'response_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    seq: integer('seq').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('response_log_attempt').on(t.attemptId, t.seq)],
);

/**
 * What a test centre's invigilator would note: leaving full screen, switching tabs or windows,
 * reloading. Kept with both times (the browser's and the server's) for the monitoring page.
 */
export const attemptEvents = pgTable(
  'attempt_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['fullscreen-exit', 'tab-hidden', 'window-blur', 'reload'],
    }).notNull(),
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attempt_events_attempt').on(t.attemptId, t.clientAt)],
);

// ── Quiz, practice and GK attempts (played in the browser; decision 009) ──────────────────────────
/** One play of a quiz, practice or GK set; finished attempts rank the set. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    ...attemptOf(),
    status: text('status', { enum: ['open', 'finished'] })
      .notNull()
      .default('open'),
    /** The set's time when the attempt started (minutes × 60,000); caps the time taken. */
    durationMs: integer('duration_ms').notNull(),
    questionCount: integer('question_count').notNull(),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Scored on the server at finish from the stored answers against the key. */
    score: integer('score'),
    correct: integer('correct'),
    incorrect: integer('incorrect'),
    timeTakenMs: integer('time_taken_ms'),
  },
  (t) => [
    uniqueIndex('quiz_attempts_student_set_no').on(t.studentId, t.setId, t.attemptNo),
    index('quiz_attempts_set_status').on(t.setId, t.status),
  ],
);

/** The latest chosen option per question of a quiz attempt. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Single choice; null for multiple-correct and numerical answers. */
    answerOptionId: integer('answer_option_id'),
    answerOptionIds: jsonb('answer_option_ids').$type<number[]>(),
    numericAnswer: text('numeric_answer'),
    textAnswer: text('text_answer'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

// ── The institute's side: staff, audit, the question bank, media (DESIGN.md §9a) ───────────────────
/** Staff accounts: not students. An org-admin has no institute; the others belong to one. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instituteId: integer('institute_id').references(() => institutes.id),
    email: text('email').notNull(),
    /** null: invited, no password chosen yet (no login possible). */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** An invigilator's centres: it sees and acts on these centres' candidates only. */
    centreIds: jsonb('centre_ids').$type<number[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** A one-time password (a reset by an admin): every call but the change is refused until then. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_org_email').on(t.orgId, sql`lower(${t.email})`)],
);

/** One-time invitation links of staff: only the SHA-256 of the token is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** null: the CLI. */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_staff').on(t.staffId)],
);

/** Every staff change: who, what, when, before and after. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    instituteId: integer('institute_id'),
    /** null: the CLI or the system (e.g. a rescore run by a job). */
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_org_at').on(t.orgId, t.at)],
);

/** A question of the bank; its content lives in versions, the latest is `currentVersion`. */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** null: shared by the whole organisation. */
    instituteId: integer('institute_id').references(() => institutes.id),
    /** Stable key from an import (re-importing updates); null for questions written in the console. */
    key: text('key'),
    categoryId: integer('category_id').references(() => examCategories.id),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Both languages present in the current version (for the list's filter). */
    hindiComplete: boolean('hindi_complete').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    /** Set when its key was corrected after an exam: staff are asked to revise the solution. */
    solutionReview: text('solution_review'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bank_questions_org_key').on(t.orgId, t.key),
    index('bank_questions_org_institute').on(t.orgId, t.instituteId),
  ],
);

/** The versions of a bank question. A version is never changed once a set question copies it. */
export const bankQuestionVersions = pgTable(
  'bank_question_versions',
  {
    bankQuestionId: integer('bank_question_id')
      .notNull()
      .references(() => bankQuestions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: jsonb('body').$type<TQuestionBody>().notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bankQuestionId, t.version] })],
);

/** Uploaded images, addressed by the SHA-256 of their bytes so every server process serves them. */
export const media = pgTable('media', {
  sha256: text('sha256').primaryKey(),
  orgId: orgIdColumn(),
  mimeType: text('mime_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

// ── The institute's side, part 2: schedules, password resets, key corrections (issue 12) ──────────
/**
 * Who an exam window is for. `institute`: every student of the schedule's institute (org-wide when
 * the schedule has none); `classes`: students of those classes (and sections, when named);
 * `centres`: students of those centres; `students`: a list.
 */
export interface ScheduleAudience {
  kind: 'institute' | 'classes' | 'centres' | 'students';
  classes?: { studentClass: number; sections?: string[] }[];
  centreIds?: number[];
  studentIds?: number[];
}

/** An exam window for a set. A set with at least one schedule leaves the open catalogue. */
export const examSchedules = pgTable(
  'exam_schedules',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** The institute whose students it is for; null: the whole organisation (org-admin only). */
    instituteId: integer('institute_id').references(() => institutes.id),
    setId: setIdColumn(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** IANA zone the window is shown in; India Standard Time by default. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    audience: jsonb('audience').$type<ScheduleAudience>().notNull(),
    attemptsAllowed: smallint('attempts_allowed').notNull().default(1),
    /** DESIGN.md §6: strict by default; pause-on-silence only for home practice. */
    clockRule: text('clock_rule', { enum: ['strict', 'pause-on-silence'] })
      .notNull()
      .default('strict'),
    /** When students see their results: at submission, at the window's close, or by hand. */
    resultsRelease: text('results_release', { enum: ['immediate', 'at-close', 'manual'] })
      .notNull()
      .default('immediate'),
    /** Set when staff release results by hand. */
    resultsReleasedAt: timestamp('results_released_at', { withTimezone: true }),
    /** Windows of one organisation with the same sitting are the shifts of one exam: one merit list. */
    sitting: text('sitting'),
    /** Candidates may enter this many minutes before the opening; their clocks start at it (decision 060). */
    lobbyMinutes: smallint('lobby_minutes').notNull().default(0),
    /** The window in which candidates may challenge the provisional key (decision 049). */
    challengeOpensAt: timestamp('challenge_opens_at', { withTimezone: true }),
    challengeClosesAt: timestamp('challenge_closes_at', { withTimezone: true }),
    /** When staff published the final key: challenges closed and results released. */
    finalKeyAt: timestamp('final_key_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exam_schedules_set').on(t.setId),
    index('exam_schedules_org_window').on(t.orgId, t.closesAt),
    index('exam_schedules_org_sitting').on(t.orgId, t.sitting),
  ],
);

/** One-time password reset links: only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    accountKind: text('account_kind', { enum: ['student', 'staff'] }).notNull(),
    accountId: integer('account_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_account').on(t.accountKind, t.accountId)],
);

/**
 * A question dropped or its key corrected after the exam (Moodle's regrade). Every affected
 * attempt is rescored; students' reports list the changes of their set.
 */
export const keyCorrections = pgTable(
  'key_corrections',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    setId: setIdColumn(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['drop', 'key'] }).notNull(),
    /** The key before and after: { answerOptionId?, answerOptionIds?, numericMin?, numericMax? }. */
    before: jsonb('before').notNull(),
    after: jsonb('after'),
    reason: text('reason').notNull(),
    attemptsRescored: integer('attempts_rescored').notNull().default(0),
    staffId: integer('staff_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('key_corrections_set').on(t.setId, t.at)],
);

/**
 * A candidate's challenge of a question's provisional key (decision 049): one per candidate and
 * question of a window, editable while its challenge window is open, then decided by staff.
 */
export const keyChallenges = pgTable(
  'key_challenges',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    setId: setIdColumn(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull(),
    reason: text('reason').notNull(),
    /** An uploaded picture (media.sha256), checked by the media upload's rules. */
    imageSha256: text('image_sha256'),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('key_challenges_one_per_question').on(t.scheduleId, t.studentId, t.questionId),
    index('key_challenges_schedule_question').on(t.scheduleId, t.questionId),
  ],
);
