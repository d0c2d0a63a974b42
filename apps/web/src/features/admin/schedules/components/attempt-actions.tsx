import {
  ZAttemptActionInput,
  type TScheduleAttempt,
} from '@exam/contracts/admin/schedule-entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { NumberField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAttemptAction, type AttemptAction } from '../api/schedule-attempts';
import { useErrorText } from '../../shell/components/action-message';

interface AttemptActionDialogProps {
  attempt: Pick<TScheduleAttempt, 'attemptId' | 'studentName'> | null;
  action: AttemptAction;
  onClose: () => void;
  /** Called with the attempt as the server has it after the change, and the minutes given. */
  onDone?: (attempt: TScheduleAttempt, minutes: number) => void;
}

/** The minutes as typed, judged by the contract (empty or not a number is refused). */
const ZAttemptActionForm = z.object({
  minutes: z
    .string()
    .transform((text) => (text.trim() === '' ? undefined : Number(text.trim())))
    .pipe(ZAttemptActionInput.shape.minutes),
  reason: ZAttemptActionInput.shape.reason,
});
const EMPTY = { minutes: '10', reason: '' };

/**
 * Extra time for a running attempt, or reopening a submitted one, with minutes and a reason for
 * the audit log. Reusable wherever staff see attempts (the schedule's page, live monitoring).
 */
export function AttemptActionDialog({
  attempt,
  action,
  onClose,
  onDone,
}: AttemptActionDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const mutation = useAttemptAction();
  const form = useForm({
    resolver: zodResolver(ZAttemptActionForm, formParseOptions),
    defaultValues: EMPTY,
  });
  const close = () => {
    mutation.reset();
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    if (!attempt) return;
    try {
      const updated = await mutation.mutateAsync({ action, attemptId: attempt.attemptId, body });
      onDone?.(updated, body.minutes);
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, ['minutes', 'reason']);
    }
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      show={attempt !== null}
      onHide={close}
      title={t(action === 'extra-time' ? 'schedules.extraTimeTitle' : 'schedules.reopenTitle', {
        name: attempt?.studentName ?? '',
      })}
      onSubmit={(event) => void submit(event)}
      submitLabel={t(action === 'extra-time' ? 'schedules.giveExtraTime' : 'schedules.reopen')}
      pending={mutation.isPending}
      failure={mutation.isError && errorText(mutation.error)}
    >
      <p className="small text-body-secondary">
        {t(action === 'extra-time' ? 'schedules.extraTimeHelp' : 'schedules.reopenHelp')}
      </p>
      <NumberField
        label={t('schedules.minutes')}
        inputMode="numeric"
        error={errors.minutes}
        {...form.register('minutes')}
      />
      <TextareaField
        label={t('schedules.reason')}
        rows={2}
        error={errors.reason}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
