import { describe, expect, it } from 'vitest';
import { CUTOFF_OUTCOME } from '@exam/core/cutoff';
import { SUBMIT_REASON_WORDS } from '@exam/core/submit-reason';
import adminEn from '../features/admin/results/i18n/en.json';
import adminHi from '../features/admin/results/i18n/hi.json';
import en from '../features/results/i18n/en.json';
import hi from '../features/results/i18n/hi.json';

describe('the words of the cut-off', () => {
  it('are the same on the report, the results table, the PDF and the exports, in both languages', () => {
    for (const [report, table, words] of [
      [en, adminEn, CUTOFF_OUTCOME.en],
      [hi, adminHi, CUTOFF_OUTCOME.hi],
    ] as const) {
      expect([report.result.passed, report.result.notQualified]).toEqual([
        words.qualified,
        words.below,
      ]);
      expect([table.results.pass, table.results.fail]).toEqual([words.qualified, words.below]);
    }
  });

  it('of how an attempt ended are the same in the results table and the exports', () => {
    expect(adminEn.setResults.ended).toEqual(SUBMIT_REASON_WORDS.en);
    expect(adminHi.setResults.ended).toEqual(SUBMIT_REASON_WORDS.hi);
  });
});
