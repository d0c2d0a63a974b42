/** How an attempt ended, as the staff results table says it and the exports write it (issue 25). */
export const SUBMIT_REASON_WORDS = {
  en: { submitted: 'Submitted', 'time-over': 'Time over', 'force-submitted': 'Force-submitted' },
  hi: { submitted: 'जमा किया', 'time-over': 'समय समाप्त', 'force-submitted': 'बलपूर्वक जमा' },
} as const;

export type SubmitReason = keyof (typeof SUBMIT_REASON_WORDS)['en'];

export const submitReasonWords = (reason: SubmitReason, language: 'en' | 'hi' = 'en') =>
  SUBMIT_REASON_WORDS[language][reason];
