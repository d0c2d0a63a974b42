import { ZNewPassword } from '@exam/contracts/students/entities';
import { z } from 'zod';

/** A new password typed twice (a reset link's page, a change of password): the two must match. */
export const ZNewPasswordTwice = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1) })
  .superRefine(confirmMatches);

/** The confirmation differs from the new password: said on the confirmation field. */
export function confirmMatches(
  value: { newPassword: string; confirmPassword: string },
  context: z.RefinementCtx,
) {
  if (value.confirmPassword && value.confirmPassword !== value.newPassword)
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'form.mismatch' });
}
