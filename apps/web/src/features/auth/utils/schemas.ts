import { z } from 'zod';
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

/** The server's change-password rules plus a confirmation and the new ≠ current rule it also has. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string().min(1),
}).superRefine((value, context) => {
  if (value.newPassword === value.currentPassword)
    context.addIssue({
      code: 'custom',
      path: ['newPassword'],
      message: 'must differ from the current password',
      params: { key: 'auth.form.newPassword.sameAsCurrent' },
    });
  if (value.confirmPassword && value.confirmPassword !== value.newPassword)
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'does not match the new password',
      params: { key: 'auth.form.confirmPassword.mismatch' },
    });
});
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;
