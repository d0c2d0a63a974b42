import type { TExam, TExamCategory, TExamSubCategory } from '@exam/contracts/catalogue/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';

export const anExam = (overrides: Partial<TExam> = {}): TExam => ({
  examId: 1,
  examName: 'SSC CGL Examination',
  examNameHi: 'एसएससी सीजीएल परीक्षा',
  examDescription: '<p>Graduate level exam.</p>',
  examDescriptionHi: null,
  imageUrl: null,
  examCategory: { examCategoryId: 1 },
  examSubCategory: { examSubCategoryId: 1, categoryId: 1 },
  totalMarks: 200,
  totalQuestion: 100,
  negativeMarks: true,
  setCount: 3,
  ...overrides,
});

export const aCategory = (overrides: Partial<TExamCategory> = {}): TExamCategory => ({
  examCategoryId: 2,
  examCategoryName: 'Banking',
  examCategoryNameHi: 'बैंकिंग',
  ...overrides,
});

export const aSubCategory = (overrides: Partial<TExamSubCategory> = {}): TExamSubCategory => ({
  examSubCategoryId: 4,
  examSubCategoryName: 'IBPS PO',
  examSubCategoryNameHi: 'आईबीपीएस पीओ',
  categoryId: 2,
  ...overrides,
});

export const aSet = (overrides: Partial<TQuestionSet> = {}): TQuestionSet => ({
  examSetId: 10,
  examId: 1,
  examName: 'SSC CGL Examination',
  examNameHi: 'एसएससी सीजीएल परीक्षा',
  setName: 'Mock Test 1',
  setNameHi: 'मॉक टेस्ट 1',
  setTypeId: 3,
  description: '<p>Full mock.</p>',
  descriptionHi: null,
  totalQuestion: 100,
  totalMarks: 200,
  totalTime: 60,
  negativeMarks: true,
  languages: [
    { langId: 1, langName: 'English' },
    { langId: 2, langName: 'Hindi' },
  ],
  templateId: 1,
  classId: null,
  ...overrides,
});

export const aStudent = (overrides: Partial<TStudentDetails> = {}): TStudentDetails => ({
  studentId: 7,
  orgId: 1,
  instituteId: 1,
  name: 'Priya Meena',
  username: '9876543210',
  fatherName: 'Ramesh Meena',
  motherName: 'Sunita Meena',
  studentClass: 10,
  studentSection: 'A',
  rollNo: '1001',
  centerId: 3,
  stateId: 1,
  districtId: 2,
  blockId: 4,
  ...overrides,
});
