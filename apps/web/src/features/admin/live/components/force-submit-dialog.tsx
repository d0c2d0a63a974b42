import type { TLiveRow } from '@exam/contracts/admin/live-entities';
import { ZForceSubmitBody } from '@exam/contracts/admin/live-force-submit';
import { formatRollNo } from '@exam/core/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useForceSubmit } from '../api/force-submit-attempt';
import { useErrorText } from '../../shell/components/action-message';

interface ForceSubmitDialogProps {
  row: TLiveRow | null;
  onClose: () => void;
  onDone: (row: TLiveRow) => void;
}

/** Confirms a force-submit and asks for the reason the audit log keeps. */
export function ForceSubmitDialog({ row, onClose, onDone }: ForceSubmitDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const submit = useForceSubmit();
  const form = useForm({
    resolver: zodResolver(ZForceSubmitBody, formParseOptions),
    defaultValues: { reason: '' },
  });

  const close = () => {
    form.reset();
    submit.reset();
    onClose();
  };

  const confirm = form.handleSubmit(async ({ reason }) => {
    if (!row || row.attemptId === null) return;
    try {
      await submit.mutateAsync({ attemptId: row.attemptId, reason });
      onDone(row);
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });

  return (
    <FormDialog
      show={row !== null}
      onHide={close}
      title={t('live.forceSubmit.title')}
      onSubmit={(event) => void confirm(event)}
      submitLabel={t('live.forceSubmit.confirm')}
      pendingLabel={t('live.forceSubmit.confirm')}
      pending={submit.isPending}
      danger
      failure={submit.isError && errorText(submit.error)}
    >
      {row && (
        <p>
          {formatRollNo(row.rollNo) === '—'
            ? t('live.forceSubmit.introNoRoll', { name: row.name })
            : t('live.forceSubmit.intro', { name: row.name, rollNo: row.rollNo })}
        </p>
      )}
      <TextareaField
        label={t('live.forceSubmit.reason')}
        hint={t('live.forceSubmit.reasonHelp')}
        rows={2}
        maxLength={500}
        error={form.formState.errors.reason}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
