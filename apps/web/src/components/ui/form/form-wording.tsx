import type { ReactNode } from 'react';
import { FormWordingContext, type FormWording } from './form-messages';

/** Gives the fields inside a form's own wording of the kit's messages (see FormWording). */
export function FormWordingProvider({
  children,
  ...wording
}: FormWording & { children: ReactNode }) {
  return <FormWordingContext value={wording}>{children}</FormWordingContext>;
}
