import { ZStaffLoginRequest } from '@exam/contracts/admin/auth-login';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useStaffLogin } from '../api/staff-login';
import { storeStaffSession, useStaff, useStaffNotice } from '../../lib/staff-session';
import { Redirect } from '../../shell/components/redirect';
import { homeOf } from '../../shell/components/staff-home';
import type { TStaffRole } from '@exam/contracts/questions/entities';
import { LoginFailure } from './login-failure';
import { StaffForgotPassword } from '../../password-reset/components/staff-forgot-password';
import { StaffAuthFrame } from './staff-auth-frame';

export const ADMIN_HOME = homeOf(undefined);

/** Where a logged-out visit was going (RequireStaff sends it here with `from`), else the role's start. */
function returnPath(state: unknown, role: TStaffRole | undefined) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && from !== '/admin/login'
    ? from
    : homeOf(role);
}

/** /admin/login: staff log in here, not in the students' dialog. */
export function StaffLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const staff = useStaff();
  const notice = useStaffNotice();
  const login = useStaffLogin();
  const form = useForm({
    resolver: zodResolver(ZStaffLoginRequest, formParseOptions),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const session = await login.mutateAsync(values).catch(() => null);
    if (!session) return;
    storeStaffSession(session.token, session.staff, session.mustChangePassword);
    void navigate(returnPath(location.state, session.staff.role), { replace: true });
  });

  if (staff && !login.isPending) return <Redirect to={returnPath(location.state, staff.role)} />;

  return (
    <StaffAuthFrame title={t('login.title')}>
      {notice === 'expired' && !login.isError && (
        <div className="alert alert-warning">{t('login.expired')}</div>
      )}
      {login.isError && (
        <div className="alert alert-danger" role="alert">
          <LoginFailure error={login.error} />
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={login.isPending}>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email}
          {...form.register('email')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
        <SubmitButton
          pending={login.isPending}
          pendingLabel={t('login.busy')}
          className="btn btn-primary w-100"
        >
          {t('login.submit')}
        </SubmitButton>
      </form>
      <StaffForgotPassword />
    </StaffAuthFrame>
  );
}
