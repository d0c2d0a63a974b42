import { describe, expect, it } from 'vitest';
import { languageName, languageOf, localized } from './language.ts';

describe('language rules (SPEC §9)', () => {
  it('language id 1 is English and any other id is Hindi', () => {
    expect(languageOf(1)).toBe('en');
    expect(languageOf(2)).toBe('hi');
    expect(languageOf(7)).toBe('hi');
    expect(languageName(1)).toBe('English');
    expect(languageName(0)).toBe('Hindi');
  });

  it('falls back to English when the Hindi text is missing', () => {
    expect(localized('hi', 'Exam', 'परीक्षा')).toBe('परीक्षा');
    expect(localized('hi', 'Exam', null)).toBe('Exam');
    expect(localized('hi', 'Exam', '')).toBe('Exam');
    expect(localized('en', 'Exam', 'परीक्षा')).toBe('Exam');
  });
});
