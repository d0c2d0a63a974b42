import type { TImportFileInput } from '@exam/contracts/content/import-file';

const question = (key: string, text: string, correct: number) => ({
  key,
  questionTextEn: `<p>${text}</p>`,
  questionTextHi: `<p>प्रश्न: ${text}</p>`,
  questionSolutionTextEn: `<p>Because option ${correct + 1}.</p>`,
  options: [1, 2, 3, 4].map((n, i) => ({
    optionTextEn: `Option ${n}`,
    optionTextHi: `विकल्प ${n}`,
    correct: i === correct,
  })),
});

/** A small organisation: 2 categories, 3 exams, sets of several types. Used by API tests. */
export function orgFixture(
  orgToken = 'test-org',
  instituteToken = 'test-institute',
): TImportFileInput {
  return {
    organisation: {
      orgToken,
      name: `Org ${orgToken}`,
      institutes: [{ instituteToken, name: 'Main institute' }],
    },
    systemInstruction: {
      instructionEn: '<p>Read carefully.</p>',
      instructionHi: '<p>ध्यान से पढ़ें।</p>',
    },
    categories: [
      {
        key: 'ssc',
        examCategoryName: 'SSC',
        examCategoryNameHi: 'एसएससी',
        subCategories: [
          { key: 'ssc-cgl', examSubCategoryName: 'CGL' },
          { key: 'ssc-chsl', examSubCategoryName: 'CHSL' },
        ],
      },
      {
        key: 'bank',
        examCategoryName: 'Banking',
        subCategories: [{ key: 'bank-po', examSubCategoryName: 'PO' }],
      },
    ],
    exams: [
      {
        key: 'cgl',
        category: 'ssc',
        subCategory: 'ssc-cgl',
        examName: 'SSC CGL Tier 1',
        examNameHi: 'एसएससी सीजीएल',
        examDescription:
          '<p>Combined Graduate Level</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        sets: [
          {
            key: 'cgl-mock-1',
            setName: 'CGL Mock 1',
            setTypeId: 3,
            totalTime: 60,
            negativeMarks: true,
            instructionEn: '<p>Sixty minutes.</p>',
            instructionHi: '<p>साठ मिनट।</p>',
            sections: [
              {
                key: 'reasoning',
                sectionName: 'Reasoning',
                marksPerQuestion: 2,
                questions: [question('q1', '2+2?', 1), question('q2', '3+3?', 2)],
              },
              {
                key: 'maths',
                sectionName: 'Maths',
                marksPerQuestion: 2,
                questions: [question('q3', '5x5?', 0)],
              },
            ],
          },
          {
            key: 'cgl-quiz-1',
            setName: 'CGL Quick Quiz',
            setTypeId: 1,
            totalTime: 5,
            languages: ['en'],
            sections: [
              {
                key: 'all',
                sectionName: 'All',
                questions: [question('q1', 'Capital of India?', 3)],
              },
            ],
          },
        ],
      },
      { key: 'chsl', category: 'ssc', subCategory: 'ssc-chsl', examName: 'SSC CHSL', sets: [] },
      {
        key: 'po',
        category: 'bank',
        subCategory: 'bank-po',
        examName: 'IBPS PO Prelims',
        sets: [
          {
            key: 'po-practice-1',
            setName: 'PO Practice',
            setTypeId: 2,
            totalTime: 10,
            sections: [
              {
                key: 'all',
                sectionName: 'All',
                questions: [question('q1', 'RBI was founded in?', 0)],
              },
            ],
          },
        ],
      },
    ],
  };
}

/**
 * orgFixture as another organisation whose CBT sets follow the home-practice clock
 * ('pause-on-silence', decision 012) and require full screen.
 */
export function homePracticeFixture(
  orgToken = 'home-org',
  instituteToken = 'home-institute',
): TImportFileInput {
  const fixture = orgFixture(orgToken, instituteToken);
  return {
    ...fixture,
    exams: (fixture.exams ?? []).map((exam) => ({
      ...exam,
      sets: (exam.sets ?? []).map((set) =>
        set.setTypeId === 3
          ? { ...set, clockRule: 'pause-on-silence' as const, fullscreen: 'required' as const }
          : set,
      ),
    })),
  };
}

/**
 * A shuffled mock test (decision 040) added to orgFixture's CGL exam: 'shuffled-mock', two sections
 * (8 + 6 questions, 1 mark each, no negative marking), each question's key option `(i % 3) + 1` and
 * option 4 "All of the above" kept last.
 */
export const SHUFFLED_SECTIONS = [8, 6];
export const shuffledKey = (index: number) => (index % 3) + 1;

export function shuffledFixture(orgToken = 'test-org', instituteToken = 'test-institute') {
  const file = orgFixture(orgToken, instituteToken);
  let index = 0;
  const sections = SHUFFLED_SECTIONS.map((count, s) => ({
    key: `part-${s + 1}`,
    sectionName: `Part ${s + 1}`,
    sectionNameHi: `भाग ${s + 1}`,
    marksPerQuestion: 1,
    questions: Array.from({ length: count }, () => {
      index += 1;
      const key = shuffledKey(index - 1);
      return {
        key: `sq${index}`,
        questionTextEn: `<p>Shuffled question ${index}</p>`,
        questionTextHi: `<p>फेंटा हुआ प्रश्न ${index}</p>`,
        options: [1, 2, 3, 4].map((n) => ({
          optionTextEn: n === 4 ? 'All of the above' : `Answer ${index}.${n}`,
          optionTextHi: n === 4 ? 'उपरोक्त सभी' : `उत्तर ${index}.${n}`,
          correct: n === key,
          keepLast: n === 4,
        })),
      };
    }),
  }));
  file.exams?.[0]?.sets?.push({
    key: 'shuffled-mock',
    setName: 'Shuffled Mock',
    setTypeId: 3,
    totalTime: 30,
    shuffleQuestions: true,
    shuffleOptions: true,
    sections,
  });
  return file;
}
