import { ZStudentInput, type TAdminStudent } from '@exam/contracts/admin/student-entities';
import type { TStudentFilters } from '@exam/contracts/admin/student-filters';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { NumberField, TextField } from '@/components/ui/form/text-field';
import { useErrorText } from '../../shell/components/action-message';
import { useSaveStudent } from '../api/students-api';

export interface StudentEdit {
  /** null: a new student. */
  student: TAdminStudent | null;
}

const FIELDS = [
  'name',
  'fatherName',
  'motherName',
  'username',
  'rollNo',
  'studentClass',
  'studentSection',
  'centreId',
  'extraTimePercent',
  'instituteId',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A number as typed: empty is `empty`, anything else the contract judges (NaN is refused). */
const numberOr = (text: string, empty: number | null | undefined) =>
  text.trim() === '' ? empty : Number(text.trim());

/** The dialog's text values, turned into the contract's input and checked by its rules. */
const ZStudentForm = z
  .object(
    Object.fromEntries(FIELDS.map((field) => [field, z.string()])) as Record<
      (typeof FIELDS)[number],
      z.ZodString
    >,
  )
  // The body is `unknown` until the contract has judged it.
  .transform((values): unknown => ({
    ...values,
    // No class is 0: an aspirant who is not a school student.
    studentClass: numberOr(values.studentClass, 0),
    centreId: numberOr(values.centreId, null),
    extraTimePercent: numberOr(values.extraTimePercent, 0),
    instituteId: numberOr(values.instituteId, undefined),
  }))
  .pipe(ZStudentInput);

const valuesOf = (student: TAdminStudent | null, instituteId: string): Values => ({
  name: student?.name ?? '',
  fatherName: student && student.fatherName !== 'NA' ? student.fatherName : '',
  motherName: student && student.motherName !== 'NA' ? student.motherName : '',
  username: student?.username ?? '',
  rollNo: student?.rollNo ?? '',
  studentClass: student && student.studentClass > 0 ? String(student.studentClass) : '',
  studentSection: student?.studentSection === '0' ? '' : (student?.studentSection ?? ''),
  centreId: student?.centreId ? String(student.centreId) : '',
  extraTimePercent: String(student?.extraTimePercent ?? 0),
  instituteId: student ? String(student.instituteId) : instituteId,
});

/** Add or edit a student; a new student's one-time password is handed to onCreated. */
export function StudentDialog({
  edit,
  filters,
  onClose,
  onCreated,
}: {
  edit: StudentEdit | null;
  filters: TStudentFilters | undefined;
  onClose: () => void;
  onCreated: (name: string, password: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSaveStudent();
  const institutes = filters?.institutes ?? [];
  const student = edit?.student ?? null;
  const form = useForm({
    resolver: zodResolver(ZStudentForm, formParseOptions),
    values: valuesOf(student, institutes.length === 1 ? String(institutes[0]?.id ?? '') : ''),
  });
  const { errors } = form.formState;

  const { close, submitWith } = useDialogForm(form, FIELDS, [save], onClose);
  const submit = submitWith(async (input) => {
    const answer = await save.mutateAsync({ id: student?.id ?? null, input });
    close();
    if (answer.password) onCreated(answer.student.name, answer.password);
  });

  return (
    <FormDialog
      show={edit !== null}
      onHide={close}
      title={
        student ? t('roster.dialog.editTitle', { name: student.name }) : t('roster.dialog.newTitle')
      }
      onSubmit={(event) => void submit(event)}
      submitLabel={t('roster.dialog.save')}
      pendingLabel={t('roster.dialog.saving')}
      pending={save.isPending}
      failure={save.isError && errorText(save.error)}
    >
      {institutes.length > 1 && (
        <SelectField
          label={t('roster.dialog.institute')}
          error={errors.instituteId}
          placeholder="—"
          options={institutes.map((i) => ({ value: i.id, label: i.name }))}
          {...form.register('instituteId')}
        />
      )}
      <TextField label={t('roster.name')} required error={errors.name} {...form.register('name')} />
      <TextField
        label={t('roster.dialog.fatherName')}
        error={errors.fatherName}
        {...form.register('fatherName')}
      />
      <TextField
        label={t('roster.dialog.motherName')}
        error={errors.motherName}
        {...form.register('motherName')}
      />
      <TextField
        label={t('roster.username')}
        required
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        {...form.register('username')}
      />
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <TextField
            label={t('roster.rollNo')}
            required
            error={errors.rollNo}
            {...form.register('rollNo')}
          />
        </div>
        <div className="col-6 col-sm-3">
          <NumberField
            label={t('roster.class')}
            hint={t('roster.dialog.classHint')}
            error={errors.studentClass}
            {...form.register('studentClass')}
          />
        </div>
        <div className="col-6 col-sm-3">
          <TextField
            label={t('roster.section')}
            error={errors.studentSection}
            {...form.register('studentSection')}
          />
        </div>
      </div>
      <SelectField
        label={t('roster.centre')}
        error={errors.centreId}
        placeholder={t('roster.dialog.noCentre')}
        options={(filters?.centres ?? []).map((c) => ({
          value: c.id,
          label: `${c.name} (${c.key})`,
        }))}
        {...form.register('centreId')}
      />
      <NumberField
        label={t('roster.dialog.extraTimePercent')}
        hint={t('roster.dialog.extraTimeHint')}
        error={errors.extraTimePercent}
        {...form.register('extraTimePercent')}
      />
    </FormDialog>
  );
}
