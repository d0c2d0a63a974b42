import { ZChangePasswordRequest } from '@exam/contracts/students/change-password';
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

/**
 * A change of one's own password (a student's settings, a staff member's one-time password): the
 * server's rules plus a confirmation and the new ≠ current rule it also has.
 */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string().min(1),
}).superRefine((value, context) => {
  if (value.newPassword === value.currentPassword)
    context.addIssue({ code: 'custom', path: ['newPassword'], message: 'form.sameAsCurrent' });
  confirmMatches(value, context);
});
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;
