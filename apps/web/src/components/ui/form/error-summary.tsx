import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorEntries, useFormMessage } from './form-messages';
import './i18n/translations';

interface ErrorSummaryProps<T extends FieldValues> {
  errors: FieldErrors<T>;
  /** The label a reader knows a field by ('options.2.textEn' → 'Option C (English)'). */
  labelOf: (path: string) => string;
  /** Why the last submit failed when no field is named (the server's words). */
  failure?: ReactNode;
}

/**
 * Every field's message, each named by its field, above the submit button of a long form whose
 * fields may be far up the page; or, when no field is named, why the submit failed.
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  labelOf,
  failure,
}: ErrorSummaryProps<T>) {
  const { t } = useTranslation();
  const formMessage = useFormMessage();
  const problems = [
    ...new Set(
      errorEntries(errors).map(
        (entry) => `${labelOf(entry.path)}: ${formMessage(entry.message) ?? ''}`,
      ),
    ),
  ];
  if (problems.length === 0)
    return failure ? (
      <div className="alert alert-danger" role="alert">
        {failure}
      </div>
    ) : null;
  return (
    <div className="alert alert-danger" role="alert">
      <p className="fw-semibold mb-1">{t('form.checkFields')}</p>
      <ul className="mb-0">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
