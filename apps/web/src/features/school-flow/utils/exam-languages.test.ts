import { describe, expect, it } from 'vitest';
import { chosenExamLanguage, examLanguagesOf } from './exam-languages';

const bilingual = {
  languages: [
    { langId: 1, langName: 'English' },
    { langId: 2, langName: 'Hindi' },
  ],
};
const englishOnly = { languages: [{ langId: 1, langName: 'English' }] };

describe('examLanguagesOf', () => {
  it('offers English for id 1 and Hindi for any other id, once each', () => {
    expect(
      examLanguagesOf({
        languages: [
          { langId: 3, langName: 'Hindi' },
          { langId: 1, langName: 'English' },
          { langId: 2, langName: 'Hindi' },
        ],
      }),
    ).toEqual([
      { langId: 3, language: 'hi' },
      { langId: 1, language: 'en' },
    ]);
  });

  it('falls back to English when a set names no language', () => {
    expect(examLanguagesOf({ languages: [] })).toEqual([{ langId: 1, language: 'en' }]);
  });
});

describe('chosenExamLanguage', () => {
  it('keeps the carried language when the set offers it', () => {
    expect(chosenExamLanguage(bilingual, { langId: 2 }, 'en').language).toBe('hi');
  });

  it("otherwise follows the student's interface language, else the set's first", () => {
    expect(chosenExamLanguage(bilingual, undefined, 'hi')).toEqual({ langId: 2, language: 'hi' });
    expect(chosenExamLanguage(englishOnly, { langId: 2 }, 'hi')).toEqual({
      langId: 1,
      language: 'en',
    });
  });
});
