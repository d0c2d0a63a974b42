import { useTranslation } from 'react-i18next';
import CloseButton from 'react-bootstrap/CloseButton';

export interface AttemptActionDone {
  action: 'extra-time' | 'reopen';
  name: string;
  minutes: number;
}

/** What extra time or a reopening gave, said once it is done ("Gave 10 more minutes to Priya"). */
export function AttemptActionResult({
  done,
  onClose,
}: {
  done: AttemptActionDone | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-live="polite">
      {done && (
        <div className="alert alert-success alert-dismissible py-2">
          {t(done.action === 'extra-time' ? 'schedules.gaveExtraTime' : 'schedules.didReopen', {
            count: done.minutes,
            name: done.name,
          })}
          <CloseButton aria-label={t('shell.close')} onClick={onClose} />
        </div>
      )}
    </div>
  );
}
