import {
  ZInviteStaffInput,
  ZStaffScope,
  type TStaffMember,
} from '@exam/contracts/admin/org-setup/entities';
import type { TStaffRole } from '@exam/contracts/questions/entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { TextField } from '@/components/ui/form/text-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import './org-setup.css';
import { useStaff } from '../../lib/staff-session';
import { useErrorText } from '../../shell/components/action-message';
import { useCentres, useChangeRole, useInstitutes, useInvite } from '../api/org-setup-api';

/** Invite (member null) or change the role and scope of a member. */
export interface ScopeEdit {
  member: TStaffMember | null;
}

const FIELDS = ['name', 'email', 'role', 'instituteId', 'centreIds'] as const;
interface Values {
  name: string;
  email: string;
  role: string;
  instituteId: string;
  centreIds: string[];
}

/** The form's strings as the contract's input: ids as numbers, no institute for an org-admin. */
const toInput = (values: Values): unknown => ({
  ...values,
  instituteId:
    values.role === 'org-admin' || !values.instituteId ? null : Number(values.instituteId),
  centreIds: values.role === 'invigilator' ? values.centreIds.map(Number) : [],
});
const ZInviteForm = z.custom<Values>().transform(toInput).pipe(ZInviteStaffInput);
const ZScopeForm = z.custom<Values>().transform(toInput).pipe(ZStaffScope);

export function ScopeDialog({
  edit,
  onClose,
  onInvited,
}: {
  edit: ScopeEdit | null;
  onClose: () => void;
  onInvited: (name: string, link: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const me = useStaff();
  const institutes = useInstitutes();
  const centres = useCentres();
  const invite = useInvite();
  const changeRole = useChangeRole();
  const member = edit?.member ?? null;
  const save = member ? changeRole : invite;
  const roles: TStaffRole[] =
    me?.role === 'org-admin'
      ? ['org-admin', 'institute-admin', 'teacher', 'invigilator']
      : ['teacher', 'invigilator'];
  const form = useForm<Values>({
    resolver: zodResolver(member ? ZScopeForm : ZInviteForm, formParseOptions) as never,
    values: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      role: member?.role ?? 'teacher',
      instituteId: String(member?.instituteId ?? me?.instituteId ?? ''),
      centreIds: (member?.centreIds ?? []).map(String),
    },
  });
  const { errors } = form.formState;
  const role = form.watch('role');

  const { close, submitWith } = useDialogForm(form, FIELDS, [invite, changeRole], onClose);
  const submit = submitWith(async (input) => {
    if (member) {
      await changeRole.mutateAsync({ id: member.id, body: input as never });
      close();
    } else {
      const sent = await invite.mutateAsync(input as never);
      close();
      onInvited(sent.member.name, sent.link);
    }
  });

  return (
    <FormDialog
      show={edit !== null}
      onHide={close}
      title={member ? t('staff.roleTitle', { name: member.name }) : t('staff.inviteTitle')}
      onSubmit={(event) => void submit(event)}
      submitLabel={member ? t('staff.saveRole') : t('staff.sendInvitation')}
      pending={save.isPending}
      failure={save.isError && errorText(save.error)}
    >
      {!member && (
        <>
          <TextField
            label={t('staff.name')}
            required
            error={errors.name}
            {...form.register('name')}
          />
          <TextField
            label={t('staff.email')}
            type="email"
            required
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email}
            {...form.register('email')}
          />
        </>
      )}
      <SelectField
        label={t('staff.role')}
        error={errors.role}
        options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        hint={t(`staff.roleHints.${role}`, { defaultValue: '' })}
        {...form.register('role')}
      />
      {role !== 'org-admin' && (
        <SelectField
          label={t('staff.institute')}
          error={errors.instituteId}
          placeholder="—"
          disabled={me?.role !== 'org-admin'}
          options={(institutes.data ?? [])
            .filter((i) => i.active)
            .map((i) => ({ value: i.id, label: i.name }))}
          {...form.register('instituteId')}
        />
      )}
      {role === 'invigilator' && (
        <fieldset className="mb-3" aria-describedby="scope-centres-error">
          <legend className="form-label fs-6 mb-1">{t('staff.centres')}</legend>
          <div className="scope-centres border rounded p-2">
            {(centres.data ?? []).map((c) => (
              <CheckboxField
                key={c.id}
                id={`scope-centre-${c.id}`}
                className="mb-1"
                label={`${c.name} (${c.key}) — ${c.districtName}`}
                value={String(c.id)}
                {...form.register('centreIds')}
              />
            ))}
          </div>
          {errors.centreIds && (
            <div id="scope-centres-error" className="invalid-feedback d-block">
              {t('staff.centresRequired')}
            </div>
          )}
        </fieldset>
      )}
    </FormDialog>
  );
}
