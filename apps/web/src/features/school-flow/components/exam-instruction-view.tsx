import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SetFact } from '@/components/ui/set-card-frame';
import { NegativeMarkingFact } from '@/components/ui/set-labels/negative-marking-fact';
import type { ExamFlowState } from '@/lib/exam-flow-state';
import { useSetInstruction } from '../api/get-set-instruction';
import { examLanguagesOf } from '../utils/exam-languages';
import { FlowGate } from './flow-gate';
import { FlowActions, FlowHeading, InstructionCard } from './instruction-frame';
import '../i18n/translations';
import './exam-flow.css';

/**
 * SPEC §2 exam instruction page: the set's own instructions in the chosen language (DESIGN.md §6:
 * the English version is final where the two differ), the attempt number (default 1), Back to the
 * system instruction and Next to the exam panel.
 */
export function ExamInstructionView({ state }: { state: ExamFlowState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setData } = state;
  const instruction = useSetInstruction(setData?.examSetId ?? 0, setData?.examId ?? 0, {
    enabled: Boolean(setData),
  });
  const title = t('examInstruction.title');

  return (
    <FlowGate state={state} title={title}>
      {(ready) => {
        const { examLanguage } = ready;
        const flow = {
          ...ready.flow,
          language: { langId: examLanguage.langId },
        } satisfies ExamFlowState;
        return (
          <div className="exam-flow">
            <FlowHeading title={title} intro={t('examInstruction.intro')} ready={ready} />
            <dl className="set-facts small mb-3">
              <SetFact label={t('examInstruction.totalQuestion')}>
                {ready.setData.totalQuestion}
              </SetFact>
              <SetFact label={t('examInstruction.totalMarks')}>{ready.setData.totalMarks}</SetFact>
              <SetFact label={t('examInstruction.time')}>
                {t('examInstruction.minutes', { count: ready.setData.totalTime })}
              </SetFact>
              <NegativeMarkingFact marking={ready.setData.negativeMarking} />
              <SetFact label={t('examInstruction.language')}>
                {t(`flow.languageName.${examLanguage.language}`)}
              </SetFact>
            </dl>
            {examLanguagesOf(ready.setData).length > 1 && (
              <p className="alert alert-info py-2 small">{t('examInstruction.englishFinal')}</p>
            )}
            <InstructionCard
              instruction={instruction}
              language={examLanguage.language}
              headingId="exam-instruction-heading"
              heading={t('examInstruction.heading')}
              headingClassName="h5"
              none={t('examInstruction.none')}
              className="mb-3"
            />
            <FlowActions
              onBack={() => void navigate('/systemInstruction/', { state: flow })}
              onNext={() => void navigate('/exampanel/', { state: flow })}
            />
          </div>
        );
      }}
    </FlowGate>
  );
}
