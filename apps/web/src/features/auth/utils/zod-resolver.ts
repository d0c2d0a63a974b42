import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form's messages are translation keys (so they follow a language switch while shown): a
 * field's issue becomes `auth.form.<field>.<kind>`, with the limit after '#' when there is one.
 * Own refinements name their key in `params.key`.
 */
export function messageKeyOf(field: string, issue: z.core.$ZodIssue): string {
  const own = (issue as { params?: { key?: unknown } }).params?.key;
  if (typeof own === 'string') return own;
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? `auth.form.${field}.required`
        : `auth.form.${field}.tooShort#${Number(issue.minimum)}`;
    case 'too_big':
      return `auth.form.${field}.tooLong#${Number(issue.maximum)}`;
    case 'invalid_type':
      return `auth.form.${field}.required`;
    default:
      return `auth.form.${field}.invalid`;
  }
}

/**
 * A react-hook-form resolver over a zod schema of the contracts (the server's own rules): the
 * submitted values are the schema's output (e.g. the normalised username), the first issue of
 * each field its message key.
 */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: messageKeyOf(field, issue) };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
