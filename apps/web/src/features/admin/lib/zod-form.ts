import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The contracts' own sentences for a whole question, in the console's words (both languages). */
const KNOWN_SENTENCES: Record<string, string> = {
  'needs at least 2 options': 'validation.twoOptions',
  'must mark at most one option correct': 'validation.oneCorrect',
  'a true/false question has exactly 2': 'validation.twoOptions',
  'min must not be above max': 'validation.minAboveMax',
  'every image needs alternative text: give each <img> a non-empty alt': 'validation.imageAlt',
};

/**
 * Form messages are translation keys of the console's namespace ('validation.required',
 * 'validation.tooLong#200'), so they follow a language switch while shown. A refinement's own
 * sentence (the contracts' English) is kept as it is.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 && issue.origin === 'string'
        ? 'validation.required'
        : `validation.tooSmall#${Number(issue.minimum)}`;
    case 'too_big':
      return `validation.tooLong#${Number(issue.maximum)}`;
    case 'invalid_type':
      return 'validation.required';
    case 'custom':
      return KNOWN_SENTENCES[issue.message] ?? issue.message;
    default:
      return 'validation.invalid';
  }
}

/** The dotted path of an issue ('options.2.textEn'), as react-hook-form names its fields. */
export const issuePath = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.') || 'root';

/** A react-hook-form resolver over a contracts schema: the first issue of each field is its message. */
export function zodFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issuePath(issue);
      errors[field] ??= { type: issue.code, message: issueMessage(issue) };
    }
    return { values: {}, errors: toNested(errors) as FieldErrors<z.input<S>> };
  };
}

/** react-hook-form reads nested errors ('options.2.textEn' → errors.options[2].textEn). */
function toNested(flat: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] ??= error;
      } else {
        const next = node[part];
        if (typeof next !== 'object' || next === null || 'message' in next) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

/** Turns a message from zodFormResolver or the server into words of the UI language. */
export function useFormMessage() {
  const { t } = useTranslation('admin');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!message.startsWith('validation.')) return message;
    const [key = '', count] = message.split('#');
    return t(key, count === undefined ? {} : { count: Number(count) });
  };
}
