import { createContext, useContext } from 'react';
import { get, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import './i18n/translations';

/**
 * A form's messages are tokens ('form.required', 'form.tooLong#200'), not sentences: the field
 * shows them in the language the user has now, also after a switch while they are shown.
 */
const TOKEN = 'form.';

/**
 * The contracts' own sentences (a schema's message wins over the error map, and the server sends
 * the same words about a field), as tokens: one map for the form's and the server's messages.
 */
const CONTRACT_SENTENCES: Record<string, string> = {
  'needs at least 2 options': 'form.twoOptions',
  'must mark at most one option correct': 'form.oneCorrect',
  'a true/false question has exactly 2': 'form.twoOptions',
  'min must not be above max': 'form.minAboveMax',
  'every image needs alternative text: give each <img> a non-empty alt': 'form.imageAlt',
  'must not be empty': 'form.required',
  'must be a whole number': 'form.number',
  'must be a number of minutes': 'form.number',
  'must be a whole number of minutes': 'form.number',
  'must contain at least one letter and one digit': 'form.invalid',
  'must be an e-mail address': 'form.invalid',
  'must be an ISO 8601 date and time with its offset (Z or +05:30)': 'form.dateTime',
  'must be after opensAt': 'form.afterOpens',
  'must be a class from 1 to 12, or 0 for none': 'form.schoolClass',
};
const CONTRACT_PATTERNS: [RegExp, string][] = [
  [/^(?:is required: )?(?:must )?say why\b.*?(\d+) characters/, 'form.reason'],
  [/^is required\b/, 'form.required'],
  [/^must name at least one\b/, 'form.chooseOne'],
  [/^must be at least (\d+) characters$/, 'form.tooShort'],
  [/^must be at most (\d+) characters$/, 'form.tooLong'],
  [/^must be at least (\d+)$/, 'form.tooSmall'],
  [/^must be at most (\d+)$/, 'form.tooBig'],
  [/^must be an e-mail address or a 10-digit mobile number/, 'form.invalid'],
];

/** The token of a message, or null when it is a sentence the map does not know. */
export function tokenOf(message: string): string | null {
  if (message.startsWith(TOKEN)) return message;
  const known = CONTRACT_SENTENCES[message];
  if (known) return known;
  for (const [pattern, token] of CONTRACT_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return match[1] === undefined ? token : `${token}#${match[1]}`;
  }
  return null;
}

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The one error map of every form (zod's `error` parse option): each issue becomes a token. A
 * refinement with its own message keeps it (zod prefers the schema's message over this map).
 */
export const formErrorMap = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'form.required' : `form.tooShort#${issue.minimum}`;
      return `form.tooSmall#${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `form.tooLong#${issue.maximum}`
        : `form.tooBig#${issue.maximum}`;
    case 'invalid_type':
      if (isBlank(issue.input)) return 'form.required';
      return issue.expected === 'number' ? 'form.number' : 'form.invalid';
    default:
      return 'form.invalid';
  }
};

/** The parse options every kit form passes to zodResolver. */
export const formParseOptions = { error: formErrorMap };

/**
 * Where a form's own wording lives (the student's "Enter your name." rather than "is required"):
 * `prefix.field.kind` is tried first, then `prefix.kind`, then the kit's words. A server's sentence
 * goes through `serverText` (e.g. its Hindi when it is a known one).
 */
export interface FormWording {
  prefix?: string;
  serverText?: (sentence: string) => string;
}

export const FormWordingContext = createContext<FormWording>({});

/** Turns a field's message (a token or a server's sentence) into words of the UI language. */
export function useFormMessage() {
  const { t } = useTranslation();
  const { prefix, serverText } = useContext(FormWordingContext);
  return (error: FieldError | string | undefined, field?: string): string | undefined => {
    const message = typeof error === 'string' ? error : error?.message;
    if (!message) return undefined;
    const token = tokenOf(message);
    if (token === null) return serverText ? serverText(message) : message;
    const [name = '', count] = token.slice(TOKEN.length).split('#');
    const keys = [`form.errors.${name}`];
    if (prefix) {
      keys.unshift(`${prefix}.${name}`);
      if (field) keys.unshift(`${prefix}.${field}.${name}`);
    }
    return t(keys, count === undefined ? {} : { count: Number(count) });
  };
}

/** The first message in a field's error or under it (a list field's rows). */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** Every message of a form's errors with the dotted path of its field, in the form's order. */
export function errorEntries(error: unknown, path = ''): { path: string; message: string }[] {
  if (typeof error !== 'object' || error === null) return [];
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return [{ path: path || 'root', message: own }];
  return Object.entries(error).flatMap(([key, value]) =>
    key === 'ref' ? [] : errorEntries(value, path ? `${path}.${key}` : key),
  );
}

/** The words of the message at a dotted path of a form's errors (for a field in a nested list). */
export function useMessageAt(errors: FieldErrors) {
  const formMessage = useFormMessage();
  return (path: string) => formMessage(get(errors, path) as FieldError | undefined);
}
