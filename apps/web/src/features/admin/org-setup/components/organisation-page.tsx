import {
  ZOrganisationInput,
  type TOrganisation,
  type TOrganisationInput,
} from '@exam/contracts/admin/org-setup/entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { PageLoading } from '@/components/ui/page-loading';
import { ActionMessage, type Message } from '../../shell/components/action-message';
import { useOrganisation, useSaveOrganisation } from '../api/org-setup-api';
import { LogoField } from './logo-field';
import './org-setup.css';

const FIELDS = ['name', 'nameHi', 'logoSha256', 'brandColour', 'timeZone'] as const;
interface OrganisationValues {
  name: string;
  nameHi: string;
  logoSha256: string | null;
  brandColour: string;
  timeZone: string;
}
const ZONES = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Dubai', 'UTC'];

function OrganisationForm({ organisation }: { organisation: TOrganisation }) {
  const { t } = useTranslation('admin');
  const save = useSaveOrganisation();
  const [message, setMessage] = useState<Message | null>(null);
  const form = useForm<OrganisationValues>({
    // The contract judges the strings: '' is "none" for the optional ones.
    resolver: zodResolver(ZOrganisationInput, formParseOptions) as never,
    defaultValues: {
      name: organisation.name,
      nameHi: organisation.nameHi ?? '',
      logoSha256: organisation.logoSha256,
      brandColour: organisation.brandColour ?? '',
      timeZone: organisation.timeZone,
    },
  });
  const { errors } = form.formState;
  const logo = form.watch('logoSha256');
  const colour = form.watch('brandColour');
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input as TOrganisationInput);
      setMessage({ tone: 'success', key: 'state.saved' });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setMessage({ tone: 'danger', error });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="org-form">
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      <TextField label={t('org.name')} required error={errors.name} {...form.register('name')} />
      <TextField
        label={t('org.nameHi')}
        lang="hi"
        error={errors.nameHi}
        {...form.register('nameHi')}
      />
      <LogoField
        label={t('org.logo')}
        value={logo}
        error={errors.logoSha256?.message}
        onChange={(sha) => form.setValue('logoSha256', sha, { shouldDirty: true })}
      />
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <TextField
            label={t('org.brandColour')}
            hint={t('org.brandColourHint')}
            error={errors.brandColour}
            placeholder="#1a5fb4"
            trailing={
              <input
                type="color"
                className="form-control form-control-color"
                aria-label={t('org.pickColour')}
                value={/^#[0-9a-f]{6}$/i.test(String(colour ?? '')) ? String(colour) : '#1a5fb4'}
                onChange={(event) =>
                  form.setValue('brandColour', event.target.value, { shouldDirty: true })
                }
              />
            }
            {...form.register('brandColour')}
          />
        </div>
        <div className="col-12 col-sm-6">
          <TextField
            label={t('org.timeZone')}
            hint={t('org.timeZoneHint')}
            list="org-time-zones"
            error={errors.timeZone}
            {...form.register('timeZone')}
          />
          <datalist id="org-time-zones">
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
      </div>
      <SubmitButton pending={save.isPending} pendingLabel={t('state.saving')}>
        {t('org.save')}
      </SubmitButton>
    </form>
  );
}

/** /admin/organisation: the organisation's names, logo, brand colour and time zone (org-admins). */
export default function OrganisationPage() {
  const { t } = useTranslation('admin');
  const organisation = useOrganisation();
  return (
    <>
      <h1 className="h3 mb-3">{t('org.title')}</h1>
      {organisation.isPending ? (
        <PageLoading />
      ) : organisation.isError ? (
        <ErrorState
          error={organisation.error}
          title={t('state.loadError')}
          onRetry={() => void organisation.refetch()}
        />
      ) : (
        <OrganisationForm organisation={organisation.data} />
      )}
    </>
  );
}
