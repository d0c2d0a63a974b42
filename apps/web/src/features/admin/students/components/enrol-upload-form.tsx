import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';

export interface EnrolUpload {
  file: File;
  instituteId?: number;
}

const ZEnrolUploadForm = z
  .object({
    files: z.custom<FileList | null>(),
    instituteId: z.string(),
  })
  .transform(({ files, instituteId }, context) => {
    const file = files?.[0];
    if (!file) {
      context.addIssue({ code: 'custom', path: ['files'], message: 'form.chooseFile' });
      return z.NEVER;
    }
    return { file, ...(instituteId && { instituteId: Number(instituteId) }) };
  });

/** The enrolment upload: the file (and, for an org-admin, the institute), sent for a preview. */
export function EnrolUploadForm({
  institutes,
  pending,
  onPreview,
  onChange,
}: {
  /** More than one: the institute must be chosen. */
  institutes: { id: number; name: string }[];
  pending: boolean;
  onPreview: (upload: EnrolUpload) => void;
  /** Another file or institute: the last preview no longer holds. */
  onChange: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm({
    resolver: zodResolver(ZEnrolUploadForm, formParseOptions),
    defaultValues: { files: null, instituteId: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onPreview);
  return (
    <form
      noValidate
      className="card card-body mb-3"
      onSubmit={(event) => void submit(event)}
      onChange={onChange}
    >
      {institutes.length > 1 && (
        <SelectField
          label={t('roster.enrolPage.institute')}
          error={errors.instituteId}
          placeholder={t('roster.enrolPage.chooseInstitute')}
          options={institutes.map((i) => ({ value: i.id, label: i.name }))}
          {...form.register('instituteId')}
        />
      )}
      <TextField
        label={t('roster.enrolPage.file')}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        error={errors.files}
        {...form.register('files')}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel={t('roster.enrolPage.previewing')}>
          {t('roster.enrolPage.preview')}
        </SubmitButton>
      </div>
    </form>
  );
}
