import {
  ZClockRule,
  ZResultsRelease,
  type TSchedule,
} from '@exam/contracts/admin/schedule-entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstMessage, formParseOptions, useFormMessage } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { NumberField, TextField } from '@/components/ui/form/text-field';
import { useSets } from '../../sets/api/list-sets';
import { useSaveSchedule } from '../api/schedules';
import { useErrorText } from '../../shell/components/action-message';
import { AudiencePicker } from './audience-picker';
import { scheduleFormValues, ZScheduleForm, type ScheduleFormValues } from './schedule-form-schema';
import { SetOptions } from './set-options';

const ZONES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Europe/London',
  'UTC',
];
const CLOCK_RULES = ZClockRule.options;
const RELEASES = ZResultsRelease.options;
const FIELDS = [
  'setId',
  'timeZone',
  'opensAt',
  'closesAt',
  'attemptsAllowed',
  'clockRule',
  'resultsRelease',
  'sitting',
  'lobbyMinutes',
] as const satisfies readonly (keyof ScheduleFormValues)[];

/** Creates a window (no `initial`) or changes one. */
export function ScheduleForm({
  initial,
  onDone,
  onCancel,
}: {
  initial?: TSchedule;
  onDone: (saved: TSchedule) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const formMessage = useFormMessage();
  const sets = useSets({ pageSize: 100 });
  const save = useSaveSchedule();
  const form = useForm({
    resolver: zodResolver(ZScheduleForm, formParseOptions),
    defaultValues: scheduleFormValues(initial),
  });
  const { errors } = form.formState;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const setId = useWatch({ control: form.control, name: 'setId' });
  const chosenSet = sets.data?.items.find((set) => set.id === Number(setId));
  const zones = ZONES.includes(timeZone) ? ZONES : [timeZone, ...ZONES];

  const submit = form.handleSubmit(async (body) => {
    try {
      onDone(await save.mutateAsync({ ...(initial && { id: initial.id }), body }));
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  // The audience's own issues (a class, a centre) are said above the buttons.
  const audienceIssue = errors.audience && (
    <>
      {t('schedules.audience')}: {formMessage(firstMessage(errors.audience))}
    </>
  );

  return (
    <form
      className="card card-body mb-3 schedule-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 className="h5">{t(initial ? 'schedules.editTitle' : 'schedules.newTitle')}</h2>
      <div className="row g-3">
        <SelectField
          className="col-12 mb-0"
          label={t('schedules.set')}
          error={errors.setId}
          {...form.register('setId')}
          placeholder={t('schedules.chooseSet')}
        >
          <SetOptions sets={sets.data?.items ?? []} />
        </SelectField>
        {chosenSet && !chosenSet.active && (
          <p
            className="col-12 mb-0 alert alert-warning"
            role="status"
            data-testid="draft-set-warning"
          >
            {t('schedules.draftWarning')}
          </p>
        )}
        <SelectField
          className="col-md-4 mb-0"
          label={t('schedules.timeZone')}
          error={errors.timeZone}
          options={zones.map((z) => ({
            value: z,
            label: z === 'Asia/Kolkata' ? t('schedules.ist') : z,
          }))}
          {...form.register('timeZone')}
        />
        <TextField
          className="col-sm-6 col-md-4 mb-0"
          label={t('schedules.opensAt')}
          type="datetime-local"
          error={errors.opensAt}
          {...form.register('opensAt')}
        />
        <TextField
          className="col-sm-6 col-md-4 mb-0"
          label={t('schedules.closesAt')}
          type="datetime-local"
          error={errors.closesAt}
          {...form.register('closesAt')}
        />
        <div className="col-12">
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => <AudiencePicker draft={field.value} onChange={field.onChange} />}
          />
        </div>
        <NumberField
          className="col-sm-4 mb-0"
          label={t('schedules.attemptsAllowed')}
          inputMode="numeric"
          error={errors.attemptsAllowed}
          {...form.register('attemptsAllowed')}
        />
        <SelectField
          className="col-sm-4 mb-0"
          label={t('schedules.clockRule')}
          options={CLOCK_RULES.map((rule) => ({
            value: rule,
            label: t(`schedules.clock.${rule}`),
          }))}
          {...form.register('clockRule')}
        />
        <SelectField
          className="col-sm-4 mb-0"
          label={t('schedules.resultsRelease')}
          options={RELEASES.map((release) => ({
            value: release,
            label: t(`schedules.release.${release}`),
          }))}
          {...form.register('resultsRelease')}
        />
        <NumberField
          className="col-sm-4 mb-0"
          label={t('schedules.lobbyMinutes')}
          hint={t('schedules.lobbyMinutesHint')}
          inputMode="numeric"
          error={errors.lobbyMinutes}
          {...form.register('lobbyMinutes')}
        />
        <TextField
          className="col-sm-8 mb-0"
          label={t('schedules.sitting')}
          hint={t('schedules.sittingHint')}
          error={errors.sitting}
          {...form.register('sitting')}
        />
      </div>
      {(save.isError || audienceIssue) && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {save.isError ? errorText(save.error) : audienceIssue}
        </div>
      )}
      <div className="d-flex gap-2 mt-3">
        <SubmitButton pending={save.isPending} pendingLabel={t('schedules.save')}>
          {t('schedules.save')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('schedules.cancel')}
        </button>
      </div>
    </form>
  );
}
