import { AppError } from './app-error.ts';
import { verifyPassword } from './password.ts';

const CHANGE_FIRST =
  'Your password is a one-time password you were given: choose your own password before you continue.';

/**
 * The forced password change, one rule for students and staff: while an account holds a one-time
 * password (an enrolment or a reset), only the calls in `passing` (the change itself, logout, "me")
 * go through; every other answers 403 PASSWORD_CHANGE_REQUIRED, which the apps turn into the
 * change screen.
 */
export function assertPasswordChosen(
  mustChange: boolean,
  routeUrl: string | undefined,
  passing: ReadonlySet<string>,
) {
  if (mustChange && !passing.has(routeUrl ?? '')) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', CHANGE_FIRST);
  }
}

/**
 * A change of one's own password, students and staff alike: the current password must be right
 * (400 on body.currentPassword) and the new one must differ from it (400 on body.newPassword).
 */
export async function checkPasswordChange(
  storedHash: string | null | undefined,
  currentPassword: string,
  newPassword: string,
) {
  if (!storedHash || !(await verifyPassword(currentPassword, storedHash))) {
    throw new AppError(
      'BAD_REQUEST',
      'Your current password is not correct.',
      'body.currentPassword',
    );
  }
  if (currentPassword === newPassword) {
    throw new AppError(
      'BAD_REQUEST',
      'Choose a new password that differs from your current one.',
      'body.newPassword',
    );
  }
}
