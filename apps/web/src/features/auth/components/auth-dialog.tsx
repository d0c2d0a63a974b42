import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/modal.scss';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { trapTab } from '@/components/ui/trap-tab';
import { useSessionNotice } from '@/lib/session';
import '../i18n/translations';
import { useServerText } from '../utils/server-text';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import './auth-dialog.css';

export type AuthView = 'signUp' | 'login';

interface AuthDialogProps {
  /** SPEC §2: Sign Up unless the student asked for Login. */
  initialView?: AuthView;
  /** × or Escape. */
  onClose: () => void;
  /** The session is stored. */
  onLoggedIn: (details: TStudentDetails) => void;
}

interface Registered {
  username: string;
  message: string;
}

/**
 * SPEC §2 login / register dialog: Sign Up (default) or Login, one toggle between them. After a
 * registration it says so in green and turns to Login with the username filled in. Focus stays in
 * the dialog (react-bootstrap's modal) and starts on the first field; Enter submits.
 */
export function AuthDialog({ initialView = 'signUp', onClose, onLoggedIn }: AuthDialogProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const titleId = useId();
  const [view, setView] = useState<AuthView>(initialView);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const notice = useSessionNotice();
  const signUp = view === 'signUp';

  return (
    <Modal
      show
      onHide={onClose}
      aria-labelledby={titleId}
      fullscreen="sm-down"
      className="auth-dialog"
      onKeyDown={trapTab}
    >
      <Modal.Header closeButton closeLabel={t('auth.close')}>
        <Modal.Title id={titleId} as="h2" className="h4">
          {signUp ? t('nav.signUp') : t('nav.login')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {notice === 'expired' && (
          <div className="alert alert-warning" role="alert">
            {t('auth.server.sessionEnded')}
          </div>
        )}
        {!signUp && registered && (
          <div className="alert alert-success" role="status">
            {serverText(registered.message)}
          </div>
        )}
        <p className="text-body-secondary">
          {signUp ? t('auth.signUpIntro') : t('auth.loginIntro')}
        </p>
        {signUp ? (
          <SignUpForm
            onRegistered={(username, message) => {
              setRegistered({ username, message });
              setView('login');
            }}
          />
        ) : (
          <LoginForm
            key={registered?.username ?? ''}
            defaultUsername={registered?.username}
            onLoggedIn={onLoggedIn}
          />
        )}
        <p className="mt-3 mb-0 text-center">
          {signUp ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => {
              setRegistered(null);
              setView(signUp ? 'login' : 'signUp');
            }}
          >
            {signUp ? t('nav.login') : t('nav.signUp')}
          </button>
        </p>
      </Modal.Body>
    </Modal>
  );
}

export default AuthDialog;
