import { localized } from '@exam/core/language';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { SafeHtml } from '@/components/ui/safe-html';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import type { ExamFlowState } from '@/lib/exam-flow-state';
import { useSystemInstruction } from '../api/get-system-instruction';
import { useAttemptNo } from '../hooks/use-attempt-no';
import { useFlowStudent } from '../hooks/use-flow-student';
import { chosenExamLanguage, examLanguagesOf } from '../utils/exam-languages';
import { ExamLanguageSelect } from './exam-language-select';
import { FlowStateMissing } from './flow-state-missing';
import { FlowSummary } from './flow-summary';
import '../i18n/translations';
import './exam-flow.css';

/**
 * SPEC §2 System instruction: the general CBT instructions in the chosen exam language, the
 * language selector, and Back to the profile / Next to the exam's own instructions. Next needs the
 * student to confirm they have read them (decision 008: SPEC's alert 'if a flag is false').
 */
export function SystemInstructionView({ state }: { state: ExamFlowState }) {
  const { t } = useTranslation();
  const { language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { student, error: studentError, retry } = useFlowStudent(state.studentData);
  const attemptNo = useAttemptNo(state.setData?.examSetId, state.attemptNo);
  const instruction = useSystemInstruction();
  const [agreed, setAgreed] = useState(false);
  const [warned, setWarned] = useState(false);
  const agreeRef = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const title = t('systemInstruction.title');

  const { setData } = state;
  if (!setData) return <FlowStateMissing title={title} />;
  if (!student) {
    if (studentError) return <ErrorState error={studentError} onRetry={retry} />;
    return <PageLoading />;
  }
  if (attemptNo === undefined) return <PageLoading />;

  const examLanguage = chosenExamLanguage(setData, state.language, uiLanguage);
  const flow = { setData, studentData: student, attemptNo };

  const next = () => {
    if (!agreed) {
      setWarned(true);
      agreeRef.current?.focus();
      return;
    }
    void navigate('/instruction/', {
      state: { ...flow, language: { langId: examLanguage.langId } } satisfies ExamFlowState,
    });
  };

  return (
    <div className="exam-flow">
      <PageTitle title={title} />
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary">{t('systemInstruction.intro')}</p>
      <FlowSummary set={setData} student={student} attemptNo={attemptNo} />
      <ExamLanguageSelect
        options={examLanguagesOf(setData)}
        value={examLanguage}
        // The choice lives in the page's history state, so a reload keeps it.
        onChange={(chosen) =>
          void navigate(pathname, {
            replace: true,
            state: { ...state, language: { langId: chosen.langId } } satisfies ExamFlowState,
          })
        }
      />
      <section className="card shadow-sm my-3" aria-labelledby="system-instruction-heading">
        <div className="card-body">
          {/* The content opens with its own title; the heading names the section for screen readers. */}
          <h2 id="system-instruction-heading" className="visually-hidden">
            {t('systemInstruction.heading')}
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
            <p className="mb-0 text-body-secondary">{t('systemInstruction.none')}</p>
          )}
        </div>
      </section>
      <div className="form-check mb-2">
        <input
          ref={agreeRef}
          id="system-instruction-agree"
          className={`form-check-input ${warned && !agreed ? 'is-invalid' : ''}`}
          type="checkbox"
          checked={agreed}
          aria-describedby={warned && !agreed ? alertId : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label className="form-check-label" htmlFor="system-instruction-agree">
          {t('systemInstruction.agree')}
        </label>
      </div>
      {warned && !agreed && (
        <div id={alertId} className="alert alert-danger py-2" role="alert">
          {t('systemInstruction.mustAgree')}
        </div>
      )}
      <div className="flow-actions">
        <button
          type="button"
          className="btn btn-outline-secondary px-4"
          onClick={() => void navigate('/studentProfile/', { state: flow })}
        >
          {t('flow.back')}
        </button>
        <button type="button" className="btn btn-primary px-4" onClick={next}>
          {t('flow.next')}
        </button>
      </div>
    </div>
  );
}
