import '@/styles/bootstrap/form-fields.scss';
import { useLocation } from 'react-router';
import { ExamInstructionView } from '@/features/school-flow/components/exam-instruction-view';
import { examFlowStateOf } from '@/lib/exam-flow-state';

/** /instruction, navigated to with { setData, studentData, language, attemptNo } (SPEC §2). */
export function InstructionRoute() {
  return <ExamInstructionView state={examFlowStateOf(useLocation().state)} />;
}

export default InstructionRoute;
