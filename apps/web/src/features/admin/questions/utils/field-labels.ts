import { letterOf } from '../components/options-editor';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The name a person knows a form field by, for the list of what to correct. */
export function fieldLabel(path: string, t: T): string {
  const option = /^options\.(\d+)\.(textEn|textHi)$/.exec(path);
  if (option) {
    const letter = letterOf(Number(option[1]));
    return t(option[2] === 'textEn' ? 'editor.optionEn' : 'editor.optionHi', { letter });
  }
  const accepted = /^accepted\.(\d+)\.text$/.exec(path);
  if (accepted) return t('editor.acceptedAnswer', { number: Number(accepted[1]) + 1 });
  const labels: Record<string, string> = {
    textEn: 'editor.questionEn',
    textHi: 'editor.questionHi',
    solutionEn: 'editor.solutionEn',
    solutionHi: 'editor.solutionHi',
    options: 'editor.options',
    accepted: 'editor.shortAnswer',
    markingRule: 'editor.markingRule',
    value: 'editor.value',
    tolerance: 'editor.tolerance',
    min: 'editor.min',
    max: 'editor.max',
    marks: 'editor.marks',
    negativeMark: 'editor.negativeMark',
    tags: 'editor.tags',
    categoryId: 'editor.category',
    'passage.titleEn': 'editor.passageTitle',
    'passage.textEn': 'editor.passageEn',
    'passage.textHi': 'editor.passageHi',
    type: 'editor.type',
  };
  const key = labels[path] ?? labels[path.split('.')[0] ?? ''];
  return key ? t(key) : path;
}
