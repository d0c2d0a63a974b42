import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { isApiError } from '@/lib/api-client';
import { storeStaffSession } from '../../lib/staff-session';
import { useErrorText } from '../../shell/components/action-message';
import { homeOf } from '../../shell/components/staff-home';
import { NewPasswordForm } from '../../password-reset/components/new-password-form';
import { useAcceptInvitation, useInvitation } from '../api/org-setup-api';
import { StaffAuthFrame } from '../../login/components/staff-auth-frame';

/**
 * Why a link cannot be used, by the server's answer: used 409, expired 410, the institute closed
 * (403 INSTITUTE_CLOSED), else not valid.
 */
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
    ? refusal.code === 'INSTITUTE_CLOSED'
      ? 'invitation.closed'
      : (REFUSAL[refusal.httpStatus] ?? 'invitation.invalid')
    : null;

  return (
    <StaffAuthFrame title={t('invitation.title')}>
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
    </StaffAuthFrame>
  );
}
