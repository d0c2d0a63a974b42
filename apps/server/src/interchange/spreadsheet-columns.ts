/** The columns of the CSV/XLSX template, in order (docs/decisions/016-question-interchange.md). */
export const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export const TEMPLATE_COLUMNS = [
  'key',
  'type',
  'question_en',
  'question_hi',
  ...OPTION_LETTERS.flatMap((letter) => [`option_${letter}_en`, `option_${letter}_hi`]),
  'correct',
  'marking_rule',
  'marks',
  'negative_mark',
  'solution_en',
  'solution_hi',
  'tags',
  'category',
  'case_sensitive',
  'keep_last',
] as const;

export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];
export type TemplateRow = Partial<Record<TemplateColumn, string>>;

/** The template's example rows (single choice, numerical, short answer), in English and Hindi. */
export const TEMPLATE_EXAMPLES: TemplateRow[] = [
  {
    key: 'gk-rivers-001',
    type: 'single',
    question_en: 'Which is the longest river of India?',
    question_hi: 'भारत की सबसे लंबी नदी कौन-सी है?',
    option_a_en: 'Yamuna',
    option_a_hi: 'यमुना',
    option_b_en: 'Ganga',
    option_b_hi: 'गंगा',
    option_c_en: 'Godavari',
    option_c_hi: 'गोदावरी',
    option_d_en: 'Narmada',
    option_d_hi: 'नर्मदा',
    correct: 'B',
    marks: '2',
    negative_mark: '0.5',
    solution_en: 'The Ganga flows about 2,525 km.',
    solution_hi: 'गंगा लगभग 2,525 किमी बहती है।',
    tags: 'geography, rivers',
    category: 'General Knowledge/Geography',
  },
  {
    key: 'phy-pi-001',
    type: 'numerical',
    question_en: 'Give the value of π to two decimal places.',
    question_hi: 'π का मान दो दशमलव स्थानों तक लिखिए।',
    correct: '3.14±0.01',
    marks: '4',
    solution_en: 'π = 3.14159…',
    solution_hi: 'π = 3.14159…',
    tags: 'mathematics',
    category: 'Mathematics',
  },
  {
    key: 'gk-capital-001',
    type: 'short-answer',
    question_en: 'Which city is the capital of India?',
    question_hi: 'भारत की राजधानी कौन-सा शहर है?',
    correct: 'New Delhi | Delhi | नई दिल्ली',
    marks: '2',
    solution_en: 'New Delhi has been the capital since 1931.',
    solution_hi: 'नई दिल्ली 1931 से राजधानी है।',
    tags: 'geography',
    category: 'General Knowledge/Geography',
    case_sensitive: 'no',
  },
];
