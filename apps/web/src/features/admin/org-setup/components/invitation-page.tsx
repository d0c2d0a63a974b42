import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { BRAND_NAME } from '@/config/app';
import { isApiError } from '@/lib/api-client';
import { storeStaffSession } from '../../lib/staff-session';
import { useErrorText } from '../../shell/components/action-message';
import { LanguageSwitch } from '../../shell/components/language-switch';
import { homeOf } from '../../shell/components/staff-home';
import { NewPasswordForm } from '../../password-reset/components/new-password-form';
import { useAcceptInvitation, useInvitation } from '../api/org-setup-api';
import '../../login/components/staff-login-page.css';

/** Why a link cannot be used, by the server's answer: used 409, expired 410, else not valid. */
const REFUSAL: Record<number, string> = {
  409: 'invitation.used',
  410: 'invitation.expired',
};

/** /admin/invitation/:token: an invited staff member chooses a password once and is logged in. */
export default function InvitationPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const submit = async (newPassword: string) => {
    const session = await accept.mutateAsync(newPassword).catch(() => null);
    if (!session) return;
    storeStaffSession(session.token, session.staff);
    void navigate(homeOf(session.staff.role), { replace: true });
  };

  const refusal =
    invitation.error ??
    (accept.error && isApiError(accept.error) && accept.error.httpStatus !== 400
      ? accept.error
      : null);
  const refusalKey = isApiError(refusal)
    ? (REFUSAL[refusal.httpStatus] ?? 'invitation.invalid')
    : null;

  return (
    <main id="main" className="staff-login container py-5">
      <div className="d-flex justify-content-between align-items-center mb-4">
        <span className="fw-semibold">
          {BRAND_NAME} {t('shell.console')}
        </span>
        <LanguageSwitch on="light" />
      </div>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-3">{t('invitation.title')}</h1>
          {invitation.isPending ? (
            <PageLoading />
          ) : refusal ? (
            <div className="alert alert-warning" role="alert" data-testid="invitation-refused">
              <p className="mb-2">{refusalKey ? t(refusalKey) : errorText(refusal)}</p>
              <Link to="/admin/login" className="alert-link">
                {t('invitation.toLogin')}
              </Link>
            </div>
          ) : (
            <>
              <p>
                {t('invitation.welcome', {
                  name: invitation.data?.name,
                  organisation: invitation.data?.organisationName,
                  role: t(`roles.${invitation.data?.role ?? 'teacher'}`),
                })}
              </p>
              <p className="small text-body-secondary">
                {t('invitation.account', { email: invitation.data?.email })}
              </p>
              <NewPasswordForm
                labels={{
                  newPassword: t('invitation.password'),
                  confirmPassword: t('invitation.confirm'),
                  hint: t('invitation.hint'),
                }}
                submitLabel={t('invitation.submit')}
                pendingLabel={t('invitation.submitting')}
                pending={accept.isPending}
                error={accept.isError && !refusal ? accept.error : null}
                onSubmit={submit}
              />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
