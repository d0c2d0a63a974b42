import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ExamFlowState } from '@/lib/exam-flow-state';
import { useSystemInstruction } from '../api/get-system-instruction';
import { examLanguagesOf } from '../utils/exam-languages';
import { ExamLanguageSelect } from './exam-language-select';
import { FlowGate } from './flow-gate';
import { FlowActions, FlowHeading, InstructionCard } from './instruction-frame';
import '../i18n/translations';
import './exam-flow.css';

/**
 * SPEC §2 System instruction: the general CBT instructions in the chosen exam language, the
 * language selector, and Back to the profile / Next to the exam's own instructions. Next needs the
 * student to confirm they have read them (decision 008: SPEC's alert 'if a flag is false').
 */
export function SystemInstructionView({ state }: { state: ExamFlowState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const instruction = useSystemInstruction();
  const [agreed, setAgreed] = useState(false);
  const [warned, setWarned] = useState(false);
  const agreeRef = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const title = t('systemInstruction.title');

  return (
    <FlowGate state={state} title={title}>
      {(ready) => {
        const { examLanguage, flow } = ready;
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
            <FlowHeading title={title} intro={t('systemInstruction.intro')} ready={ready} />
            <ExamLanguageSelect
              options={examLanguagesOf(ready.setData)}
              value={examLanguage}
              // The choice lives in the page's history state, so a reload keeps it.
              onChange={(chosen) =>
                void navigate(pathname, {
                  replace: true,
                  state: { ...state, language: { langId: chosen.langId } } satisfies ExamFlowState,
                })
              }
            />
            <InstructionCard
              instruction={instruction}
              language={examLanguage.language}
              headingId="system-instruction-heading"
              heading={t('systemInstruction.heading')}
              // The content opens with its own title; the heading names the section for screen readers.
              headingClassName="visually-hidden"
              none={t('systemInstruction.none')}
              className="my-3"
            />
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
            <FlowActions
              onBack={() => void navigate('/studentProfile/', { state: flow })}
              onNext={next}
            />
          </div>
        );
      }}
    </FlowGate>
  );
}
