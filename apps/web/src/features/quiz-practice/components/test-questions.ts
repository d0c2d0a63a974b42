import type { TPaperQuestion } from '@exam/contracts/papers/entities';

/** Three questions with keys: options 11, 22 and 33 are right; question 3 has no solution. */
export const threeQuestions = (): TPaperQuestion[] =>
  [1, 2, 3].map((n) => ({
    questionId: n,
    questionNo: n,
    examId: 1,
    setId: 20,
    sectionId: 1,
    groupId: 1,
    questionTextEn: `<p>Question text ${n}</p>`,
    questionTextHi: `<p>प्रश्न ${n}</p>`,
    options: [1, 2, 3, 4].map((o) => ({
      optionId: n * 10 + o,
      optionNo: o,
      optionCap: 'ABCD'.charAt(o - 1),
      optionTextEn: `Option ${n}.${o}`,
      optionTextHi: `विकल्प ${n}.${o}`,
    })),
    answerId: n * 11,
    questionSolutionTextEn: n === 3 ? null : `<p>Solution ${n}</p>`,
    questionSolutionTextHi: null,
  }));
