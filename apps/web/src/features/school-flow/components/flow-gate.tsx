import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import type { ExamFlowState } from '@/lib/exam-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useAttemptNo } from '../hooks/use-attempt-no';
import { useFlowStudent } from '../hooks/use-flow-student';
import { chosenExamLanguage, type ExamLanguage } from '../utils/exam-languages';
import { FlowStateMissing } from './flow-state-missing';

/** What a flow screen draws from once the set, the student and the attempt number are known. */
export interface FlowReady {
  setData: TQuestionSet;
  student: TStudentDetails;
  attemptNo: number;
  /** The exam language chosen, or (lost with the state) chosen as the system instruction would. */
  examLanguage: ExamLanguage;
  /** The flow's state to carry to the next screen (without the language). */
  flow: { setData: TQuestionSet; studentData: TStudentDetails; attemptNo: number };
}

/**
 * The instruction screens before their content: the set missing from the state, the student
 * loading or failing to load, the attempt number on its way.
 */
export function FlowGate({
  state,
  title,
  children,
}: {
  state: ExamFlowState;
  title: string;
  children: (ready: FlowReady) => ReactNode;
}) {
  const { language: uiLanguage } = useUiLanguage();
  const { student, error, retry } = useFlowStudent(state.studentData);
  const attemptNo = useAttemptNo(state.setData?.examSetId, state.attemptNo);
  const { setData } = state;
  if (!setData) return <FlowStateMissing title={title} />;
  if (!student) {
    if (error) return <ErrorState error={error} onRetry={retry} />;
    return <PageLoading />;
  }
  if (attemptNo === undefined) return <PageLoading />;
  return children({
    setData,
    student,
    attemptNo,
    examLanguage: chosenExamLanguage(setData, state.language, uiLanguage),
    flow: { setData, studentData: student, attemptNo },
  });
}
