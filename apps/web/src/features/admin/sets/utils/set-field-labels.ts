type T = (key: string, values?: Record<string, unknown>) => string;

const TOP: Record<string, string> = {
  nameEn: 'sets.nameEn',
  nameHi: 'sets.nameHi',
  examId: 'sets.exam',
  setTypeId: 'sets.type',
  durationMinutes: 'sets.duration',
  cutoff: 'sets.cutoff',
  negativeMark: 'sets.negativeMark',
  calculator: 'sets.calculator',
  clockRule: 'sets.clockRule',
  fullscreen: 'sets.fullscreen',
  languages: 'sets.languages',
  instructionEn: 'sets.instructionsEn',
  instructionHi: 'sets.instructionsHi',
  sections: 'sets.sections',
};

const IN_SECTION: Record<string, string> = {
  titleEn: 'groups.titleEn',
  titleHi: 'groups.titleHi',
  instructionsEn: 'groups.instructionsEn',
  instructionsHi: 'groups.instructionsHi',
  groups: 'sets.sections',
  nameEn: 'sets.sectionNameEn',
  nameHi: 'sets.sectionNameHi',
  marksPerQuestion: 'sets.marksPerQuestion',
  questions: 'sets.sections',
  marks: 'sets.questionMarks',
  negativeMark: 'sets.questionNegative',
  bankQuestionId: 'sets.questionRow',
};

/** The name a person knows a set builder field by ('Section 1 — Marks per question'). */
export function setFieldLabel(path: string, t: T): string {
  const parts = path.split('.');
  if (parts[0] !== 'sections' || parts.length < 3) return t(TOP[parts[0] ?? ''] ?? path);
  const section = t('sets.section', { n: Number(parts[1]) + 1 });
  if (parts[2] === 'groups' && parts.length >= 5) {
    const group = t('groups.group', { n: Number(parts[3]) + 1 });
    if (parts[4] === 'questions' && parts.length >= 7) {
      const question = t('sets.questionInSection', { n: Number(parts[5]) + 1 });
      return `${section}, ${group}, ${question} — ${t(IN_SECTION[parts[6] ?? ''] ?? 'sets.questionRow')}`;
    }
    return `${section}, ${group} — ${t(IN_SECTION[parts[4] ?? ''] ?? path)}`;
  }
  if (parts[2] === 'questions' && parts.length >= 5) {
    const question = t('sets.questionInSection', { n: Number(parts[3]) + 1 });
    return `${section}, ${question} — ${t(IN_SECTION[parts[4] ?? ''] ?? 'sets.questionRow')}`;
  }
  // A section's own amount, not a question's (decision 061).
  if (parts[2] === 'negativeMark') return `${section} — ${t('sets.negativeMark')}`;
  return `${section} — ${t(IN_SECTION[parts[2] ?? ''] ?? path)}`;
}
