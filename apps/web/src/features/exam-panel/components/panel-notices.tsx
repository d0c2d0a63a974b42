import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { lastExamOf } from '../model/view-memory';

function Notice({
  title,
  children,
  tone = 'light',
}: {
  title: string;
  children: React.ReactNode;
  tone?: 'light' | 'warning';
}) {
  return (
    <div className={`card shadow-sm exam-notice ${tone === 'warning' ? 'border-warning' : ''}`}>
      <div className="card-body">
        <h1 className="h4">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** /exampanel opened without the flow's state (a fresh tab): say so and offer a way on. */
export function MissingExam({ studentId }: { studentId: number | null }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const last = studentId === null ? null : lastExamOf(studentId);
  return (
    <>
      <PageTitle title={t('panel.missingTitle')} />
      <Notice title={t('panel.missingTitle')}>
        <p>{t('panel.missingText')}</p>
        <div className="d-flex flex-wrap gap-2">
          {last?.setData && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void navigate('/exampanel', { replace: true, state: last })}
            >
              {t('panel.continueExam', {
                name: pick(last.setData.setName, last.setData.setNameHi),
              })}
            </button>
          )}
          <Link to="/exam/list/" className="btn btn-outline-primary">
            {t('panel.browseExams')}
          </Link>
        </div>
      </Notice>
    </>
  );
}

/** The attempt asked for is already submitted (or its time ran out). */
export function AlreadySubmitted({
  attemptNo,
  setData,
  onViewResult,
  onStartNew,
}: {
  attemptNo: number;
  setData: TQuestionSet;
  onViewResult: () => void;
  onStartNew: () => void;
}) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  return (
    <Notice title={t('panel.submittedTitle')}>
      <p>
        {t('panel.submittedText', {
          number: attemptNo,
          name: pick(setData.setName, setData.setNameHi),
        })}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onViewResult}>
          {t('panel.viewResult')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onStartNew}>
          {t('panel.startNew')}
        </button>
      </div>
    </Notice>
  );
}

/** The invigilator submitted the attempt: the student is told so, then goes to the result. */
export function ForceSubmitted({ onViewResult }: { onViewResult: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice title={t('panel.forceSubmittedTitle')} tone="warning">
      <p role="alert">{t('panel.forceSubmittedText')}</p>
      <button type="button" className="btn btn-primary" onClick={onViewResult}>
        {t('panel.viewResult')}
      </button>
    </Notice>
  );
}

/** 409 SESSION_TAKEN_OVER: another tab or device has the exam; this one stopped saving. */
export function TakenOver({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice title={t('panel.takenOverTitle')} tone="warning">
      <p role="alert">{t('panel.takenOverText')}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onContinue}>
        {t('panel.continueHere')}
      </button>
    </Notice>
  );
}

export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2 py-5 justify-content-center" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{t('panel.loading')}</span>
    </div>
  );
}
