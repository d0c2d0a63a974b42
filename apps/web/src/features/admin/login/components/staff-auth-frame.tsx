import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@/config/app';
import { LanguageSwitch } from '../../shell/components/language-switch';
import './staff-login-page.css';

/**
 * The frame of the console's pages outside a session (log in, a one-time password's change, an
 * invitation, a reset link): the brand and the language switch above one card with its heading.
 */
export function StaffAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
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
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
