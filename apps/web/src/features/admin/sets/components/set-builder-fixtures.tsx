import type { TAdminExam } from '@exam/contracts/admin/catalogue-entities';
import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { vi } from 'vitest';
import { aQuestionSummary } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { SetForm } from './set-form';
import { emptySet } from '../utils/set-form-values';

// The set builder's tests share these: one exam, bank questions to pick, and the saved set.

export const EXAM = { id: 12, name: 'SSC CPO', nameHi: null } as TAdminExam;

/** A question of the bank as the picker lists it. */
export const bankQuestion = aQuestionSummary;

/** A draft set of EXAM as the server answers a save, with `overrides`. */
export const savedSet = (overrides: Partial<TSetDetail>): TSetDetail => ({
  id: 40,
  examId: 12,
  examName: 'SSC CPO',
  setTypeId: 3,
  nameEn: 'Physics check',
  nameHi: null,
  active: false,
  audience: 'open',
  totalQuestion: 2,
  totalMarks: 5,
  durationMinutes: 30,
  instituteId: 1,
  editable: true,
  sat: false,
  descriptionEn: '',
  descriptionHi: null,
  languages: [1, 2],
  cutoff: null,
  negativeMarks: false,
  negativeMark: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  instructionEn: '',
  instructionHi: '',
  clockRule: 'strict',
  fullscreen: 'off',
  calculator: 'off',
  classId: null,
  contentVersion: 1,
  sections: [],
  ...overrides,
});

/**
 * The picker's bank lists `questions`; a new set's save answers `saved`. Returns the bodies the
 * builder sent.
 */
export function mockBuilderApi(questions: TQuestionSummary[], saved: TSetDetail) {
  const sent: unknown[] = [];
  mockApi({
    'GET /v2/api/admin/questions': {
      items: questions,
      total: questions.length,
      page: 1,
      pageSize: 10,
    },
    'POST /v2/api/admin/sets': ({ init }: { init: RequestInit }) => {
      sent.push(JSON.parse(String(init.body)));
      return saved;
    },
  });
  return sent;
}

/** The builder on a new set of EXAM. */
export function renderNewSet(onSaved = vi.fn()) {
  renderWithApp(<SetForm set={null} initial={emptySet(12)} exams={[EXAM]} onSaved={onSaved} />);
  return onSaved;
}
