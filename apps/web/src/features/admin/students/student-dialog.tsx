import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import type { TStudentFilters } from '@exam/contracts/admin/student-filters';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '../shell/action-message';
import { useSaveStudent } from './students-api';

export interface StudentEdit {
  /** null: a new student. */
  student: TAdminStudent | null;
}

interface Values {
  name: string;
  fatherName: string;
  motherName: string;
  username: string;
  rollNo: string;
  studentClass: string;
  studentSection: string;
  centreId: string;
  extraTimePercent: string;
  instituteId: string;
}

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
  const [failure, setFailure] = useState<unknown>(null);
  const institutes = filters?.institutes ?? [];
  const student = edit?.student ?? null;
  const form = useForm<Values>({
    values: valuesOf(student, institutes.length === 1 ? String(institutes[0]?.id ?? '') : ''),
  });
  const { errors } = form.formState;

  const close = () => {
    setFailure(null);
    form.clearErrors();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync({
        id: student?.id ?? null,
        input: {
          name: values.name,
          fatherName: values.fatherName,
          motherName: values.motherName,
          username: values.username,
          rollNo: values.rollNo,
          studentClass: Number(values.studentClass) || 0,
          studentSection: values.studentSection,
          centreId: values.centreId ? Number(values.centreId) : null,
          extraTimePercent: Number(values.extraTimePercent) || 0,
          ...(values.instituteId && { instituteId: Number(values.instituteId) }),
        },
      });
      close();
      if (answer.password) onCreated(answer.student.name, answer.password);
    } catch (error) {
      setFailure(error);
      if (isApiError(error)) {
        for (const f of error.fieldErrors) {
          const name = f.field.replace(/^body\./, '') as keyof Values;
          if (name in values) form.setError(name, { message: f.message });
        }
      }
    }
  });

  return (
    <Modal aria-labelledby="student-dialog-title" show={edit !== null} onHide={close}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('roster.dialog.cancel')}>
          <Modal.Title id="student-dialog-title" as="h2" className="h5">
            {student
              ? t('roster.dialog.editTitle', { name: student.name })
              : t('roster.dialog.newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure !== null && (
            <div className="alert alert-danger" role="alert">
              {errorText(failure)}
            </div>
          )}
          {institutes.length > 1 && (
            <div className="mb-3">
              <label className="form-label" htmlFor="student-institute">
                {t('roster.dialog.institute')}
              </label>
              <select
                id="student-institute"
                className={`form-select${errors.instituteId ? ' is-invalid' : ''}`}
                {...form.register('instituteId')}
              >
                <option value="">—</option>
                {institutes.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
              </select>
              {errors.instituteId && (
                <div className="invalid-feedback">{errors.instituteId.message}</div>
              )}
            </div>
          )}
          <TextField
            label={t('roster.name')}
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('roster.dialog.fatherName')}
            error={errors.fatherName?.message}
            {...form.register('fatherName')}
          />
          <TextField
            label={t('roster.dialog.motherName')}
            error={errors.motherName?.message}
            {...form.register('motherName')}
          />
          <TextField
            label={t('roster.username')}
            required
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <div className="row g-2">
            <div className="col-6">
              <TextField
                label={t('roster.rollNo')}
                required
                error={errors.rollNo?.message}
                {...form.register('rollNo')}
              />
            </div>
            <div className="col-3">
              <TextField
                label={t('roster.class')}
                type="number"
                min={1}
                max={12}
                required
                error={errors.studentClass?.message}
                {...form.register('studentClass')}
              />
            </div>
            <div className="col-3">
              <TextField
                label={t('roster.section')}
                error={errors.studentSection?.message}
                {...form.register('studentSection')}
              />
            </div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="student-centre">
              {t('roster.centre')}
            </label>
            <select id="student-centre" className="form-select" {...form.register('centreId')}>
              <option value="">{t('roster.dialog.noCentre')}</option>
              {(filters?.centres ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.key})
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('roster.dialog.extraTimePercent')}
            type="number"
            min={0}
            max={200}
            hint={t('roster.dialog.extraTimeHint')}
            error={errors.extraTimePercent?.message}
            {...form.register('extraTimePercent')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            {t('roster.dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('roster.dialog.saving') : t('roster.dialog.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
