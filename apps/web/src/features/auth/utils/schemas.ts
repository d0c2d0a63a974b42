import { z } from 'zod';
import { ZRequestPasswordReset } from '@exam/contracts/admin/password-reset';
import { ZAuthenticateStudentRequest } from '@exam/contracts/students/authenticate-student';
import { ZChangePasswordRequest } from '@exam/contracts/students/change-password';
import { ZNewPassword, ZStudentName, ZUsername } from '@exam/contracts/students/entities';

/** The fields a student fills in to register (SPEC §3), with the server's rules. */
export const ZSignUpForm = z.object({
  name: ZStudentName,
  username: ZUsername,
  password: ZNewPassword,
});
export type TSignUpForm = z.input<typeof ZSignUpForm>;

/** Login checks only that both are given, as the server does. */
export const ZLoginForm = ZAuthenticateStudentRequest;
export type TLoginForm = z.input<typeof ZLoginForm>;

/** "Forgot password?": the server's rule for the address. */
export const ZForgotPasswordForm = ZRequestPasswordReset;

/** The new password typed twice must be the same (messages are the form kit's tokens). */
const confirmed = (
  value: { newPassword: string; confirmPassword: string },
  context: z.RefinementCtx,
) => {
  if (value.confirmPassword && value.confirmPassword !== value.newPassword)
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'form.mismatch' });
};

/** The e-mailed link's page: the server's rule for the new password, typed twice. */
export const ZResetPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1) })
  .superRefine(confirmed);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

/** The server's change-password rules plus a confirmation and the new ≠ current rule it also has. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string().min(1),
}).superRefine((value, context) => {
  if (value.newPassword === value.currentPassword)
    context.addIssue({ code: 'custom', path: ['newPassword'], message: 'form.sameAsCurrent' });
  confirmed(value, context);
});
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;
