import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/modal.scss';
import '@/styles/bootstrap/offcanvas.scss';
import { ExamPanelView } from '@/features/exam-panel/components/exam-panel-view';

/** /exampanel, navigated to from /instruction with the CBT flow's state (SPEC §2). */
export function ExamPanelRoute() {
  return <ExamPanelView />;
}

export default ExamPanelRoute;
