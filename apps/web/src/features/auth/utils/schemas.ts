import { z } from 'zod';
import { ZRequestPasswordReset } from '@exam/contracts/admin/password-reset';
import { ZAuthenticateStudentRequest } from '@exam/contracts/students/authenticate-student';
import { ZNewPassword, ZStudentName, ZUsername } from '@exam/contracts/students/entities';
import { ZNewPasswordTwice } from '@/components/ui/form/new-password-schema';

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

/** The e-mailed link's page: the server's rule for the new password, typed twice. */
export const ZResetPasswordForm = ZNewPasswordTwice;
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

export {
  ZChangePasswordForm,
  type TChangePasswordForm,
} from '@/components/ui/form/new-password-schema';

/** The student's words for the two new-password fields. */
export const newPasswordLabels = (t: (key: string) => string) => ({
  newPassword: t('settings.newPassword'),
  confirmPassword: t('settings.confirmPassword'),
  hint: t('auth.passwordHint'),
});
