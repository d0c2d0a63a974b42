import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts a refused request's field messages (a 400's 'body.password': …) on the form's fields, the
 * same way the form's own messages arrive; returns whether any of `fields` was named. The first
 * named field takes the focus.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  /** The form's fields; 'any' for a form of nested lists, whose paths the server names as they are. */
  fields: readonly Path<T>[] | 'any',
): boolean {
  const named = serverFieldErrors(error, fields);
  named.forEach(({ name, message }, index) =>
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}

/** The refusal's messages about the form's own fields (a form says the rest above its fields). */
export function serverFieldErrors<N extends string>(error: unknown, fields: readonly N[] | 'any') {
  if (!isApiError(error)) return [];
  return error.fieldErrors
    .map(({ field, message }) => ({ name: field.replace(/^body\./, '') as N, message }))
    .filter(({ name }) => fields === 'any' || fields.includes(name));
}
