import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCentre } from '../api/get-centre';
import { useStudentDetails } from '../api/get-student-by-token';
import '../i18n/translations';
import './student-profile-view.css';

/** What /studentProfile is navigated with: the set chosen on an exam's set list (SPEC §2). */
export interface ProfileState {
  setData?: TQuestionSet;
  attemptNo?: number;
}

const NONE = '—';
/** SPEC §3's registration placeholders ('NA', class 0, section '0') mean 'not given'. */
const shown = (value: string | number | null | undefined) =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === 'NA' ||
  value === 0 ||
  value === '0'
    ? NONE
    : String(value);

/**
 * SPEC §8 centre lookup: an HTTP status other than 200 shows its status text; a body whose
 * statusCode is not 200 its first error.
 */
function centreErrorText(error: unknown, t: (key: string) => string) {
  if (!isApiError(error)) return t('state.errorTitle');
  if (error.code === NETWORK_ERROR) return t('state.networkError');
  if (error.httpStatus !== 200) return error.statusText || error.errors[0] || error.message;
  return error.errors[0] ?? error.message;
}

/** A read-only value with its label: an <output>, so a long centre name wraps instead of hiding. */
function ReadOnlyField({
  label,
  value,
  wide = false,
}: {
  label: string;
  value: string;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={wide ? 'col-12' : 'col-12 col-md-6'}>
      <label htmlFor={id} className="form-label small text-body-secondary mb-1">
        {label}
      </label>
      <output id={id} className="form-control profile-value">
        {value}
      </output>
    </div>
  );
}

/** SPEC §2 Student profile: the student's details, the centre by name, and Next to the instructions. */
export function StudentProfileView({ state }: { state: ProfileState | null }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const details = useStudentDetails();
  const student: TStudentDetails | undefined = details.data;
  const centre = useCentre(student?.centerId);
  const setData = state?.setData;
  const hintId = useId();

  if (!student) {
    if (details.isError)
      return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
    return <PageLoading />;
  }

  const centreName =
    student.centerId == null
      ? NONE
      : centre.data
        ? centre.data.name
        : centre.isError
          ? NONE
          : t('app.loading');

  return (
    <div className="student-profile">
      <PageTitle title={t('profile.title')} />
      <h1 className="h3 mb-1">{t('profile.title')}</h1>
      <p className="text-body-secondary">{t('profile.intro')}</p>
      {centre.isError && (
        <p className="text-danger fw-semibold" role="alert">
          {t('profile.centreError', { reason: centreErrorText(centre.error, t) })}
        </p>
      )}
      <form className="card shadow-sm" onSubmit={(event) => event.preventDefault()}>
        <div className="card-body row g-3">
          <ReadOnlyField label={t('profile.centerName')} value={centreName} wide />
          <ReadOnlyField label={t('profile.studentName')} value={shown(student.name)} />
          <ReadOnlyField label={t('profile.fatherName')} value={shown(student.fatherName)} />
          <ReadOnlyField label={t('profile.motherName')} value={shown(student.motherName)} />
          <ReadOnlyField label={t('profile.className')} value={shown(student.studentClass)} />
          <ReadOnlyField label={t('profile.sectionName')} value={shown(student.studentSection)} />
        </div>
      </form>
      <div className="mt-3 d-flex flex-column flex-sm-row align-items-sm-center gap-2">
        {setData ? (
          <p className="mb-0 flex-grow-1">
            {t('profile.chosenSet', { name: pick(setData.setName, setData.setNameHi) })}
          </p>
        ) : (
          <p id={hintId} className="mb-0 flex-grow-1 text-body-secondary">
            {t('profile.chooseSet')} <Link to="/exam/list/">{t('exam.browseAll')}</Link>
            {student.studentClass > 0 && (
              <>
                {' · '}
                <Link to="/schoolexam/">{t('profile.schoolExams')}</Link>
              </>
            )}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary px-4"
          disabled={!setData}
          aria-describedby={setData ? undefined : hintId}
          onClick={() =>
            void navigate('/systemInstruction', {
              state: { studentData: student, setData, attemptNo: state?.attemptNo },
            })
          }
        >
          {t('profile.next')}
        </button>
      </div>
    </div>
  );
}
