import '@/styles/bootstrap/form-fields.scss';
import { useLocation } from 'react-router';
import { SystemInstructionView } from '@/features/school-flow/components/system-instruction-view';
import { examFlowStateOf } from '@/lib/exam-flow-state';

/** /systemInstruction, navigated to with { setData, studentData, attemptNo } (SPEC §2). */
export function SystemInstructionRoute() {
  return <SystemInstructionView state={examFlowStateOf(useLocation().state)} />;
}

export default SystemInstructionRoute;
