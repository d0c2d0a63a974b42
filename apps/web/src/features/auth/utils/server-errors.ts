import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's field messages ('body.password': …) on the form's fields; returns whether any
 * field of the form was named.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let named = false;
  for (const { field, message } of error.fieldErrors) {
    const name = field.replace(/^body\./, '') as Path<T>;
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !named });
    named = true;
  }
  return named;
}
