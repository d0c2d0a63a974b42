import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors';

/**
 * The closing and the submit of a form dialog: closing forgets the requests' last answers and the
 * form's messages; a refusal of `save` that names one of `fields` is said on that field (any other
 * the dialog shows as its failure, from the request's error).
 */
export function useDialogForm<T extends FieldValues, C, Out>(
  form: UseFormReturn<T, C, Out>,
  fields: readonly Path<T>[],
  requests: readonly { reset: () => void }[],
  onClose: () => void,
) {
  const close = () => {
    requests.forEach((request) => request.reset());
    form.clearErrors();
    onClose();
  };
  const submitWith = (save: (values: Out) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await save(values);
      } catch (error) {
        applyServerErrors(error, form.setError, fields);
      }
    });
  return { close, submitWith };
}
