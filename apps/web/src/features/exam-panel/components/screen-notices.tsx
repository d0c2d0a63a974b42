import type { TIntegrityEvent } from '@exam/contracts/attempts/entities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CloseButton from 'react-bootstrap/CloseButton';

/** A notice beside the paper that the student closes when read. */
function DismissibleNotice({
  tone,
  testId,
  onDismiss,
  children,
}: {
  tone: 'warning' | 'secondary';
  testId: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`alert alert-${tone} mb-0 d-flex gap-2 align-items-start py-2`}
      role="status"
      data-testid={testId}
    >
      {children}
      <CloseButton aria-label={t('panel.close')} onClick={onDismiss} />
    </div>
  );
}

/** 'required' full screen: the paper stays covered until the page is in full screen. */
export function FullscreenRequired({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="card shadow-sm border-primary fullscreen-required"
      aria-labelledby="fullscreen-required-title"
    >
      <div className="card-body text-center py-5">
        <h2 className="h4" id="fullscreen-required-title">
          {t('panel.fullscreen.requiredTitle')}
        </h2>
        <p className="mx-auto mb-4">{t('panel.fullscreen.requiredText')}</p>
        <button type="button" className="btn btn-primary btn-lg" onClick={onEnter}>
          {t('panel.fullscreen.enter')}
        </button>
      </div>
    </section>
  );
}

/** 'offered' full screen: a control beside the clock, never in the way. */
export function EnterFullscreenButton({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm enter-fullscreen"
      title={t('panel.fullscreen.offered')}
      onClick={onEnter}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="enter-fullscreen-label">{t('panel.fullscreen.enter')}</span>
    </button>
  );
}

/** The latest time the student left the exam screen: recorded, and said so. */
export function IntegrityWarning({
  event,
  onDismiss,
}: {
  event: TIntegrityEvent;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const time = new Date(event.at).toLocaleTimeString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const text =
    event.type === 'reload'
      ? t('panel.warning.reload', { time })
      : t('panel.warning.left', { time });
  return (
    <DismissibleNotice tone="warning" testId="integrity-warning" onDismiss={onDismiss}>
      <p className="mb-0 flex-grow-1">{text}</p>
    </DismissibleNotice>
  );
}

/** A dropped connection (SPEC §8 'Please check internet connection'): calm, the answer is kept. */
export function ConnectionNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <DismissibleNotice tone="secondary" testId="connection-notice" onDismiss={onDismiss}>
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">{t('panel.error.offline')}</p>
        <p className="mb-0 small">{t('panel.error.keptOffline')}</p>
      </div>
    </DismissibleNotice>
  );
}
