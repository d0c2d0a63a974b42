/** Each language named in its own script, so a student finds theirs whatever is showing. */
export const OWN_NAMES = { en: 'English', hi: 'हिन्दी' } as const;
