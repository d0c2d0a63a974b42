import { useState } from 'react';
import type { TSchedule } from '@exam/contracts/admin/schedule-entities';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { useReleaseCheck, useReleaseResults } from '../api/release-results';
import { useErrorText } from '../../shell/components/action-message';
import { formatWindowTime } from '@exam/core/schedule';

interface ReleaseResultsDialogProps {
  schedule: TSchedule;
  show: boolean;
  onClose: () => void;
}

/**
 * Confirms a release, saying who can still sit the window; while it is open (or candidates are
 * still in the exam) staff must tick the override, which the audit log records (decision 050).
 */
export function ReleaseResultsDialog({ schedule, show, onClose }: ReleaseResultsDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const check = useReleaseCheck(schedule.id, show);
  const release = useReleaseResults();
  const [override, setOverride] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const facts = check.data;

  const close = () => {
    setOverride(false);
    setUnticked(false);
    release.reset();
    onClose();
  };

  const confirm = async () => {
    if (!facts) return;
    if (facts.needsOverride && !override) {
      setUnticked(true);
      return;
    }
    try {
      await release.mutateAsync({ id: schedule.id, override: facts.needsOverride && override });
      close();
    } catch {
      // The failure is shown in the dialog.
    }
  };

  const failure =
    (check.error && errorText(check.error)) || (release.error && errorText(release.error));
  return (
    <FormDialog
      show={show}
      onHide={close}
      title={t('schedules.releaseDialog.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      submitLabel={t('schedules.releaseResults')}
      pendingLabel={t('schedules.releaseDialog.releasing')}
      pending={release.isPending || check.isPending}
      danger={facts?.needsOverride ?? false}
      failure={failure || undefined}
    >
      {!facts ? (
        <p aria-busy="true">{t('schedules.releaseDialog.checking')}</p>
      ) : (
        <>
          <p>
            {t(`schedules.releaseDialog.${facts.state}`, {
              at: formatWindowTime(Date.parse(facts.closesAt), facts.timeZone, locale),
            })}
          </p>
          <ul>
            <li>{t('schedules.releaseDialog.inExam', { count: facts.inExam })}</li>
            {facts.state !== 'closed' && (
              <li>{t('schedules.releaseDialog.notStarted', { count: facts.notStarted })}</li>
            )}
          </ul>
          {facts.needsOverride ? (
            <>
              <p className="text-danger-emphasis">{t('schedules.releaseDialog.risk')}</p>
              <CheckboxField
                label={t('schedules.releaseDialog.override')}
                checked={override}
                error={unticked && !override ? t('schedules.releaseDialog.tick') : undefined}
                onChange={(event) => setOverride(event.target.checked)}
              />
            </>
          ) : (
            <p>{t('schedules.releaseDialog.safe')}</p>
          )}
        </>
      )}
    </FormDialog>
  );
}
