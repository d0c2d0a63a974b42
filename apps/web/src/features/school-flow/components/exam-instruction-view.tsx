import { localized } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { SafeHtml } from '@/components/ui/safe-html';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import type { ExamFlowState } from '@/lib/exam-flow-state';
import { useSetInstruction } from '../api/get-set-instruction';
import { useAttemptNo } from '../hooks/use-attempt-no';
import { useFlowStudent } from '../hooks/use-flow-student';
import { chosenExamLanguage, examLanguagesOf } from '../utils/exam-languages';
import { FlowStateMissing } from './flow-state-missing';
import { FlowSummary } from './flow-summary';
import '../i18n/translations';
import './exam-flow.css';

/**
 * SPEC §2 exam instruction page: the set's own instructions in the chosen language (DESIGN.md §6:
 * the English version is final where the two differ), the attempt number (default 1), Back to the
 * system instruction and Next to the exam panel.
 */
export function ExamInstructionView({ state }: { state: ExamFlowState }) {
  const { t } = useTranslation();
  const { language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const { student, error: studentError, retry } = useFlowStudent(state.studentData);
  const attemptNo = useAttemptNo(state.setData?.examSetId, state.attemptNo);
  const { setData } = state;
  const instruction = useSetInstruction(setData?.examSetId ?? 0, setData?.examId ?? 0, {
    enabled: Boolean(setData),
  });
  const title = t('examInstruction.title');

  if (!setData) return <FlowStateMissing title={title} />;
  if (!student) {
    if (studentError) return <ErrorState error={studentError} onRetry={retry} />;
    return <PageLoading />;
  }
  if (attemptNo === undefined) return <PageLoading />;

  // A language lost with the state is recovered as the system instruction page would choose it.
  const examLanguage = chosenExamLanguage(setData, state.language, uiLanguage);
  const flow = {
    setData,
    studentData: student,
    language: { langId: examLanguage.langId },
    attemptNo,
  } satisfies ExamFlowState;

  return (
    <div className="exam-flow">
      <PageTitle title={title} />
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary">{t('examInstruction.intro')}</p>
      <FlowSummary set={setData} student={student} attemptNo={attemptNo} />
      <dl className="set-facts small mb-3">
        <div>
          <dt>{t('examInstruction.totalQuestion')}</dt>
          <dd>{setData.totalQuestion}</dd>
        </div>
        <div>
          <dt>{t('examInstruction.totalMarks')}</dt>
          <dd>{setData.totalMarks}</dd>
        </div>
        <div>
          <dt>{t('examInstruction.time')}</dt>
          <dd>{t('examInstruction.minutes', { count: setData.totalTime })}</dd>
        </div>
        <div>
          <dt>{t('examInstruction.language')}</dt>
          <dd>{t(`flow.languageName.${examLanguage.language}`)}</dd>
        </div>
      </dl>
      {examLanguagesOf(setData).length > 1 && (
        <p className="alert alert-info py-2 small">{t('examInstruction.englishFinal')}</p>
      )}
      <section className="card shadow-sm mb-3" aria-labelledby="exam-instruction-heading">
        <div className="card-body">
          <h2 id="exam-instruction-heading" className="h5">
            {t('examInstruction.heading')}
          </h2>
          {instruction.isPending ? (
            <p role="status">{t('app.loading')}</p>
          ) : instruction.isError ? (
            <ErrorState error={instruction.error} onRetry={() => void instruction.refetch()} />
          ) : instruction.data.instructionEn || instruction.data.instructionHi ? (
            <div lang={examLanguage.language}>
              <SafeHtml
                className="instruction-html"
                html={localized(
                  examLanguage.language,
                  instruction.data.instructionEn || instruction.data.instructionHi,
                  instruction.data.instructionHi,
                )}
              />
            </div>
          ) : (
            <p className="mb-0 text-body-secondary">{t('examInstruction.none')}</p>
          )}
        </div>
      </section>
      <div className="flow-actions">
        <button
          type="button"
          className="btn btn-outline-secondary px-4"
          onClick={() => void navigate('/systemInstruction/', { state: flow })}
        >
          {t('flow.back')}
        </button>
        <button
          type="button"
          className="btn btn-primary px-4"
          onClick={() => void navigate('/exampanel/', { state: flow })}
        >
          {t('flow.next')}
        </button>
      </div>
    </div>
  );
}
